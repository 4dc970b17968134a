import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The open dialogs (a dialog over another, too): what `within` names for a dialog's check. */
export const DIALOGS = '[role="dialog"], [role="alertdialog"]';

// What axe-core (WCAG 2.0/2.1, A and AA) finds serious or critical on the page as it is now, one
// line each: where, the rule, and the first elements it names. `within`: a selector to check only
// that part (DIALOGS: a dialog over a screen checked on its own; the screen under it, inert while
// the dialog is open, took axe up to 40 s more on a long list and found nothing new).
export async function seriousViolations(page: Page, where: string, within?: string): Promise<string[]> {
  // Only the violations are read: axe then skips working out selectors and markup for every node that
  // passed, most of its time on a full screen (the same rules run, the same violations are found).
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

// Controls a thumb must hit: every visible button, link, tab, switch and field smaller than 44 px
// on its shorter side (text links inside sentences are exempt, as WCAG exempts inline targets);
// `within`, as above, only those inside it.
export async function smallTargets(page: Page, where: string, within?: string): Promise<string[]> {
  const small = await page.evaluate(async (root) => {
    // A dialog still popping in is drawn at 96 % of its size: measure once the animations running
    // to an end have ended (a slow machine stretches them), not the endless background ones; and
    // at most 2 s, since a paused one (a toast's timer bar while the page has no focus) never ends.
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const found: string[] = [];
    const roots: ParentNode[] = root ? [...document.querySelectorAll(root)] : [document];
    const controls = roots.flatMap((r) => [
      ...r.querySelectorAll<HTMLElement>('button, a[href], [role="tab"], [role="switch"], input:not([type="hidden"]), select'),
    ]);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Not drawn, or drawn as a dot: a visually hidden field whose label (a card, a row) is the target.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      if (inline) continue;
      if (Math.min(box.width, box.height) < 44 - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, within);
  return small.map((s) => `${where}: ${s}`);
}
