// The bot-check widget (ALTCHA), loaded when a form first shows it: never in the prerendered page
// (it defines a custom element, which the build's renderer has no DOM for), never from another site.
//
// The `external` build is the one without its workers inlined as blob: URLs and without styles
// injected at run time: the page's Content-Security-Policy allows workers from this site only
// ('self') and no inline style. Its stylesheet is extracted to a file by the build; the proof of
// work runs in our own copy of its PBKDF2 worker, which webpack emits beside this app's chunks.
import 'altcha/external';
import 'altcha/altcha.css';
import { BOT_CHECK_STRINGS } from './bot-check-strings';
import { InPageSolver } from './in-page-solver';

export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';

let registered = false;

export function registerBotCheckWidget(): void {
  if (registered) return;
  registered = true;
  $altcha.algorithms.set(BOT_CHECK_ALGORITHM, () => {
    try {
      return new Worker(new URL('altcha/workers/pbkdf2', import.meta.url));
    } catch {
      // Refused: this app's files come from another origin (in-page-solver.ts).
      return new InPageSolver() as unknown as Worker;
    }
  });
  $altcha.i18n.set('vi', BOT_CHECK_STRINGS);
}
