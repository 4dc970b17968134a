import { useLayoutEffect, useState } from 'react';

// A page can arrive with its screen drawn at build time, its blanks filled by the page itself (the
// round's countdown); the host replaces it with the app's screen as soon as that is drawn. A screen
// whose first render is only its loading state would replace a filled screen with an empty one: it
// holds the take-over until it has its data (useHoldTakeOver), and the host waits for that
// (whenScreenReady). Both in layout effects: the swap happens in the commit that drew the data.

const holds = new Set<object>();
const waiting = new Set<() => void>();

const release = (hold: object) => {
  if (!holds.delete(hold) || holds.size > 0) return;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
};

/** While `holding`, a screen drawn at build time stays in place of this one. */
export function useHoldTakeOver(holding: boolean): void {
  const [hold] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!holding) return;
    holds.add(hold);
    return () => release(hold);
  }, [hold, holding]);
}

/** Runs `run` now if no screen holds the take-over, or once none does; returns a cancel. */
export function whenScreenReady(run: (late: boolean) => void): () => void {
  if (holds.size === 0) {
    run(false);
    return () => {};
  }
  const late = () => run(true);
  waiting.add(late);
  return () => {
    waiting.delete(late);
  };
}
