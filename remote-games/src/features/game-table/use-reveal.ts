import { useCallback, useEffect, useState } from 'react';
import { revealDuration, type RevealMode } from './reveal-timing';

// With less motion asked for, the dice and the bowl do not tumble or lift: the result fades in.
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface RevealInput {
  /** The round on show in its result phase; null while betting. */
  key: number | null;
  /** When the result was drawn, on the page's clock (epoch ms). */
  drawnAt: number | null;
  /** When the result phase ends, on the page's clock; null when unknown. */
  phaseEndsAt: number | null;
  mode: RevealMode;
}

export interface Reveal {
  /** The table's one "not yet" signal: while on, nothing on the page may give the result away. */
  revealing: boolean;
  /** The reveal's length, fixed when the result arrived (0: shown at once). */
  durationMs: number;
  /** How this round is revealed, as planned when its result arrived. */
  mode: RevealMode;
  /** Ends the reveal now (the player opened the bowl themselves). */
  finish: () => void;
}

interface Shown {
  key: number | null;
  durationMs: number;
  mode: RevealMode;
  revealing: boolean;
}

const plan = ({ key, drawnAt, phaseEndsAt, mode }: RevealInput): Shown => {
  const durationMs = key !== null && drawnAt !== null ? revealDuration({ now: Date.now(), drawnAt, phaseEndsAt, mode }) : 0;
  return { key, durationMs, mode, revealing: durationMs > 0 };
};

/**
 * The reveal of the round on show: planned once, when its result first reaches the table
 * (reveal-timing.ts says how long), then on until it has run or the player finished it. A change of
 * mode (a switch moved) meanwhile does not replan the round already on show.
 */
export function useReveal(input: RevealInput): Reveal {
  const [shown, setShown] = useState<Shown>(() => plan(input));
  // Set during render, not in an effect, so the first frame of a new result is already animating
  // and never flashes the final state.
  // (React draws again at once with the new plan, dropping this pass.)
  if (input.key !== shown.key) setShown(plan(input));

  useEffect(() => {
    if (!shown.revealing) return;
    const id = setTimeout(() => setShown((s) => (s.key === shown.key ? { ...s, revealing: false } : s)), shown.durationMs);
    return () => clearTimeout(id);
  }, [shown]);

  const key = shown.key;
  const finish = useCallback(() => setShown((s) => (s.key === key && s.revealing ? { ...s, revealing: false } : s)), [key]);
  return { revealing: shown.revealing && shown.key !== null, durationMs: shown.durationMs, mode: shown.mode, finish };
}
