// How long a round's reveal lasts on this page. The server's clock moves the round on whatever the
// page does, so the reveal has to end inside the result phase, with time left to read the result
// before the next round opens: it takes at most half of what is left of the phase when the result
// arrives, and a page that learns of the result late plays only what is left of it.

/** The shake (or the tumble) and the lift of a result arriving live, with the phase long enough. */
export const REVEAL_MS = 2_600;
/** With less motion asked for: the result fades in instead. */
export const FADE_MS = 400;
/** "Tự nặn bát": the player's own time to drag the bowl off before it opens by itself. */
export const SQUEEZE_MS = 6_000;
// Shorter than this, an animation is a flicker: the result shows at once.
const MIN_REVEAL_MS = 300;
// The draw reaches a live page a moment after it is made (the settlement's commit, the network);
// within this, the page is not late and plays the whole reveal.
const LIVE_WITHIN_MS = 1_000;

export type RevealMode = 'animate' | 'fade' | 'squeeze';

export interface RevealTiming {
  /** Now, on the page's clock (ms). */
  now: number;
  /** When the server drew the result, on the page's clock. */
  drawnAt: number;
  /** When the result phase ends, on the page's clock; null when the page does not know. */
  phaseEndsAt: number | null;
  mode: RevealMode;
}

const FULL: Record<RevealMode, number> = { animate: REVEAL_MS, fade: FADE_MS, squeeze: SQUEEZE_MS };

/** The reveal's length from now, in ms; 0 for none (the result shows at once). */
export function revealDuration({ now, drawnAt, phaseEndsAt, mode }: RevealTiming): number {
  const late = Math.max(0, now - drawnAt - LIVE_WITHIN_MS);
  let ms = FULL[mode] - late;
  if (phaseEndsAt !== null) ms = Math.min(ms, (phaseEndsAt - now) / 2);
  return ms >= MIN_REVEAL_MS ? Math.round(ms) : 0;
}

/** The part of a reveal of `durationMs` spent shaking, before the bowl or the dice come up. */
export const shakeMs = (durationMs: number): number => Math.round(durationMs * 0.6);
