import { useEffect, useState } from 'react';

// Slightly longer than the dice tumble and the bowl lift (about 1 s) so they finish before the
// banner appears.
export const REVEAL_MS = 1100;

// With less motion asked for, the dice and the bowl do not tumble or lift (the theme cuts every
// animation short), so the result shows at once instead of after a still pause.
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * True for `durationMs` once `key` (the round on show) takes a non-null value drawn less than
 * `durationMs` ago (`drawnAt`, epoch ms on the page's clock): a result arriving live, or a page
 * opened in the second after the draw, plays the whole reveal. A result drawn longer ago (the page
 * opened or came back late in the result phase) shows at once: its reveal would have ended by now.
 */
export function useReveal(key: number | null, drawnAt: number | null, durationMs: number = REVEAL_MS): boolean {
  const fresh = (): boolean => key !== null && durationMs > 0 && drawnAt !== null && Date.now() - drawnAt < durationMs;
  const [seen, setSeen] = useState(key);
  const [revealing, setRevealing] = useState(fresh);
  // Set during render, not in an effect, so the first frame of a new result is already animating
  // and never flashes the final state.
  if (key !== seen) {
    setSeen(key);
    setRevealing(fresh());
  }
  useEffect(() => {
    if (!revealing) return;
    const id = setTimeout(() => setRevealing(false), durationMs);
    return () => clearTimeout(id);
  }, [revealing, seen, durationMs]);
  return revealing && key !== null;
}
