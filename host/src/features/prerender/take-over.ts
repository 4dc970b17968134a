// A page can arrive with its screen already drawn (the server puts the build's prerendered markup
// in #prerendered): the player sees the form and types into it seconds before the app's script has
// arrived and run. The app then renders, hidden, beside it, and takes its place once its own screen
// is drawn, carrying over what was typed, the focus and the caret, and a submit the player made
// before the app could handle it (the page holds it back: server/src/static/prerendered-page.ts).

const PRERENDERED_ID = 'prerendered';
// If the app never says its screen is drawn (a path nobody foresaw), it shows itself anyway, but not
// while what the player typed has nowhere to go yet (a slow phone still loading the screen).
const GIVE_UP_MS = 15_000;
const CHECK_AGAIN_MS = 2_000;

let prerendered: HTMLElement | null = null;
let appRoot: HTMLElement | null = null;
let arrivalPath: string | null = null;

/** Call before the first render: hides the app's root while the prerendered screen is shown. */
export function prepareTakeOver(root: HTMLElement): void {
  prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  arrivalPath = window.location.pathname;
  appRoot = root;
  root.hidden = true;
  window.setTimeout(giveUp, GIVE_UP_MS);
}

/**
 * Whether `pathname` is the screen this page arrived with, drawn, and the player has not left it
 * since: what the drawn screen already played on arrival (an entrance), the app's copy taking its
 * place must not play again. Once the app shows another path, no screen is the arrival any more.
 */
export function isArrivalScreen(pathname: string): boolean {
  if (arrivalPath !== null && pathname !== arrivalPath) arrivalPath = null;
  return arrivalPath === pathname;
}

const afterTakeOver = new Set<() => void>();

/**
 * Runs `run` once the app's screen has replaced the drawn one (on a page that arrived without one,
 * at once), when the page is next idle: what the player did not come for (the wallet's dialogs, the service
 * worker's downloads) waits for it, rather than taking the phone's few connections and its one
 * thread from the screen they came for. Returns a cancel.
 */
export function whenTakenOver(run: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    // The take-over's own work (the screen's effects, a tap made again) and the player's first taps
    // go first: a moment the page is idle, or at the latest IDLE_AT_MOST_MS after.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => !cancelled && run(), { timeout: IDLE_AT_MOST_MS });
    else window.setTimeout(() => !cancelled && run(), 1_000);
  };
  const stop = whenSwapped(idle);
  return () => {
    cancelled = true;
    stop();
  };
}

const IDLE_AT_MOST_MS = 5_000;

function whenSwapped(run: () => void): () => void {
  if (!prerendered) {
    run();
    return () => {};
  }
  afterTakeOver.add(run);
  return () => {
    afterTakeOver.delete(run);
  };
}

function giveUp(): void {
  if (!prerendered || !appRoot) return;
  const root = appRoot;
  const homeless = fieldsOf(prerendered).some((field) => changed(field) && !root.querySelector(`[name="${CSS.escape(field.name)}"]`));
  if (homeless) window.setTimeout(giveUp, CHECK_AGAIN_MS);
  else revealApp();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (element: HTMLElement) => [...element.querySelectorAll<Field>('input[name], textarea[name], select[name]')];

// React tracks a field's value itself: the value is set through the element's own setter, then an
// input event lets the form library see it as typed.
function setLikeTyped(field: Field, from: Field): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, from.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function leave(field: Field): void {
  field.focus();
  field.blur();
}

const changed = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? field.selectedIndex > 0
      : field.value !== field.defaultValue;

// What the player was doing on the drawn screen that the app's form must hear once its fields are
// registered: react-final-form registers a field in a passive effect, after the commit that drew it,
// and ignores focus and blur on a field it does not know yet.
let unsettled: (() => void) | null = null;

/** The app's screen is drawn: it replaces the prerendered one (once; later calls do nothing). */
export function revealApp(): void {
  takeOver();
  settleTakeOver();
}

/**
 * The swap itself, for the commit that drew the app's screen (a layout effect): the drawn screen
 * goes and the app's fields get what was typed in the same task, so nothing flashes empty.
 */
export function takeOver(): void {
  const before = prerendered;
  const root = appRoot;
  if (!before || !root) return;
  if (waitForPress()) return;
  prerendered = null;
  appRoot = null;

  const focused = before.contains(document.activeElement) ? (document.activeElement as Field) : null;
  const caret = focused && 'selectionStart' in focused ? [focused.selectionStart, focused.selectionEnd] : null;
  const typed = fieldsOf(before).filter(changed);
  const submitted = Boolean((window as { __pendingSubmit?: boolean }).__pendingSubmit);
  (window as { __pendingSubmit?: boolean }).__pendingSubmit = false;
  // Buttons tapped on the drawn screen, which did nothing there (the page's early script noted them).
  const tapped = (window as PendingClicks).__pendingClicks ?? [];
  (window as PendingClicks).__pendingClicks = [];

  root.hidden = false;
  before.remove();
  const waiting = [...afterTakeOver];
  afterTakeOver.clear();
  for (const run of waiting) window.setTimeout(run, 0);

  const live = (field: Field) => root.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`);
  const left: Field[] = [];
  for (const field of typed) {
    const target = live(field);
    if (!target) continue;
    setLikeTyped(target, field);
    if (field !== focused) left.push(target);
  }
  const target = focused?.name ? live(focused) : null;
  target?.focus();

  unsettled = () => {
    // A field typed into and left is one the form would have checked on leaving: it gets the same
    // focus and blur, so its error (a phone number too short) shows as it would have.
    for (const field of left) leave(field);
    if (target) {
      target.focus();
      if (caret && target instanceof HTMLInputElement && caret[0] !== null) {
        try {
          target.setSelectionRange(caret[0], caret[1]);
        } catch {
          // Fields without a caret (number, email) refuse it.
        }
      }
    }
    if (submitted) (target?.form ?? root.querySelector('form'))?.requestSubmit();
    // Each tap again, in order, on the app's button of the same name; one the app no longer offers
    // (or offers disabled) is dropped, as a tap on it would have been.
    for (const testId of tapped) {
      const button = root.querySelector<HTMLButtonElement>(`button[data-testid="${CSS.escape(testId)}"]`);
      if (button && !button.disabled) button.click();
    }
  };
}

type PendingClicks = { __pendingClicks?: string[] };

// A finger (or mouse button) down on the drawn screen: replacing it now would swallow the tap (its
// press and release would land on different elements, which makes no click). The take-over waits
// for the click, then runs, with the submit the click may have made; at most PRESS_WAIT_MS, for a
// press that ends nowhere (dragged off the page).
// Two seconds, not one: a phone still busy starting the app handles the release late too. A finger
// still down then (the page's early script clears __pressing on pointerup) is waited for again, up
// to PRESS_WAIT_MAX_MS: a busy phone may take that long to hand the app the release.
const PRESS_WAIT_MS = 2_000;
const PRESS_WAIT_MAX_MS = 8_000;
type PressState = { __pressing?: boolean };
let waitingForPress = false;

function waitForPress(): boolean {
  if (!(window as PressState).__pressing) return false;
  if (waitingForPress) return true;
  waitingForPress = true;
  let done = false;
  const resume = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', afterClick, true);
    document.removeEventListener('pointercancel', afterClick, true);
    (window as PressState).__pressing = false;
    waitingForPress = false;
    revealApp();
  };
  // After the click's own handlers (the page's, which may hold a submit) have run.
  const afterClick = () => window.setTimeout(resume, 0);
  document.addEventListener('click', afterClick, true);
  document.addEventListener('pointercancel', afterClick, true);
  const since = Date.now();
  const check = () => {
    if ((window as PressState).__pressing && Date.now() - since < PRESS_WAIT_MAX_MS) window.setTimeout(check, PRESS_WAIT_MS);
    else resume();
  };
  window.setTimeout(check, PRESS_WAIT_MS);
  return true;
}

/** After the app's fields are registered (a passive effect): the focus, the caret, the held submit. */
export function settleTakeOver(): void {
  const settle = unsettled;
  unsettled = null;
  settle?.();
}
