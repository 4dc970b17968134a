import { useEffect, useState } from 'react';

// Four ticks a second: a 1 s interval started mid-second would show each number up to a second late.
const TICK_MS = 250;

/** Whole seconds (rounded up) until `endsAt` on the server clock; 0 once it has passed or is unknown. */
export function secondsLeft(endsAt: number | null, clockOffsetMs: number, now: number = Date.now()): number {
  if (endsAt === null || !Number.isFinite(endsAt)) return 0;
  return Math.max(0, Math.ceil((endsAt - (now + clockOffsetMs)) / 1000));
}

/**
 * Seconds left in the phase ending at `endsAt` (server epoch ms), where the server clock is the local
 * clock plus `clockOffsetMs`. Re-renders only when the whole second changes.
 */
export function useServerCountdown(endsAt: number | null, clockOffsetMs: number): number {
  const [state, setState] = useState(() => ({ endsAt, clockOffsetMs, seconds: secondsLeft(endsAt, clockOffsetMs) }));

  // A new phase must show its own time on the very render that brings it, not one effect later.
  let current = state;
  if (state.endsAt !== endsAt || state.clockOffsetMs !== clockOffsetMs) {
    current = { endsAt, clockOffsetMs, seconds: secondsLeft(endsAt, clockOffsetMs) };
    setState(current);
  }

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const seconds = secondsLeft(endsAt, clockOffsetMs);
      setState((prev) => (prev.seconds === seconds && prev.endsAt === endsAt ? prev : { endsAt, clockOffsetMs, seconds }));
      return seconds;
    };
    if (tick() === 0) return;
    const id = setInterval(() => {
      if (tick() === 0) clearInterval(id);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [endsAt, clockOffsetMs]);

  return current.seconds;
}
