import { DEV_TOOLS_CHECK_MS } from '../contracts/constants';

// Docked developer tools take at least this much of the window on one side.
const SIZE_GAP_PX = 160;
// A debugger statement costs microseconds unless open tools stop on it.
const DEBUGGER_PAUSE_MS = 100;

export interface WindowSizes {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}

/**
 * Docked tools leave a large gap between the window and the page on exactly one axis. Browser
 * zoom shrinks the page on both axes at once, so a gap on both axes is zoom, not tools.
 */
export function sizeGapSuggestsDevTools(s: WindowSizes): boolean {
  const wide = s.outerWidth - s.innerWidth > SIZE_GAP_PX;
  const tall = s.outerHeight - s.innerHeight > SIZE_GAP_PX;
  return wide !== tall;
}

// Built with Function so that minifiers (drop_debugger) keep it; a CSP without 'unsafe-eval'
// makes this check a no-op instead of an error.
let pause: (() => void) | null | undefined;
function debuggerStatement(): (() => void) | null {
  if (pause === undefined) {
    try {
      pause = new Function('debugger') as () => void;
    } catch {
      pause = null;
    }
  }
  return pause;
}

export function debuggerPauseSuggestsDevTools(now: () => number = () => performance.now()): boolean {
  const statement = debuggerStatement();
  if (!statement) return false;
  const start = now();
  statement();
  return now() - start > DEBUGGER_PAUSE_MS;
}

export interface DevToolsGuardOptions {
  onDetect: () => void;
  /** Called when tools that were detected are gone again (the notice may close). */
  onClear?: () => void;
  intervalMs?: number;
  /** Replaceable for tests; default: size gap or debugger pause. */
  detect?: () => boolean;
}

function defaultDetect(): boolean {
  // Browsers driven by automation (Playwright, CI) report webdriver; headless Chromium also
  // clamps the outer window to 500 px, which looks like a docked panel on narrow viewports.
  if (navigator.webdriver) return false;
  // On phones and tablets browser toolbars open and close, which looks exactly like a docked panel
  // (iOS Safari); there the size check would block honest players, so only the debugger check runs.
  const touch = (navigator.maxTouchPoints ?? 0) > 0;
  return (!touch && sizeGapSuggestsDevTools(window)) || debuggerPauseSuggestsDevTools();
}

/**
 * The developer-tools guard: polls every 200 ms, clears the console, and reports open
 * tools once per opening. The caller decides when it runs (authenticated players without
 * dev_tools_enabled). Returns stop().
 */
export function createDevToolsGuard({
  onDetect,
  onClear,
  intervalMs = DEV_TOOLS_CHECK_MS,
  detect = defaultDetect,
}: DevToolsGuardOptions): () => void {
  let open = false;
  const tick = () => {
    try {
      console.clear();
    } catch {
      /* some consoles refuse */
    }
    const detected = detect();
    if (detected && !open) onDetect();
    if (!detected && open) onClear?.();
    open = detected;
  };
  const id = setInterval(tick, intervalMs);
  return () => clearInterval(id);
}
