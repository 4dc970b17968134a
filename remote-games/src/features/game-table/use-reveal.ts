import { useEffect, useState } from 'react';

// Slightly longer than the dice tumble and the bowl lift (about 1 s) so they finish before the
// banner appears.
export const REVEAL_MS = 1100;

// With less motion asked for, the dice and the bowl do not tumble or lift (the theme cuts every
// animation short), so the result shows at once instead of after a still pause.
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * True for `durationMs` after `key` (the round on show) changes to a new, non-null value: the moment
 * a result arrives. A table opened with a result already on screen does not replay it.
 */
export function useReveal(key: number | null, durationMs: number = REVEAL_MS): boolean {
  const [seen, setSeen] = useState(key);
  const [revealing, setRevealing] = useState(false);
  // Set during render, not in an effect, so the first frame of a new result is already animating
  // and never flashes the final state.
  if (key !== seen) {
    setSeen(key);
    setRevealing(key !== null && durationMs > 0);
  }
  useEffect(() => {
    if (!revealing) return;
    const id = setTimeout(() => setRevealing(false), durationMs);
    return () => clearTimeout(id);
  }, [revealing, seen, durationMs]);
  return revealing && key !== null;
}
