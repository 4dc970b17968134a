import { useEffect, useState } from 'react';
import { serverNow } from '@app/shared';

/** Milliseconds left until `deadline` (server clock), ticking every second while `active`. */
export function useCountdown(deadline: number, active: boolean, now: () => number = serverNow): number {
  const [left, setLeft] = useState(() => Math.max(0, deadline - now()));
  useEffect(() => {
    setLeft(Math.max(0, deadline - now()));
    if (!active) return;
    const id = setInterval(() => {
      const next = Math.max(0, deadline - now());
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline, active, now]);
  return left;
}

/** 65_000 → '01:05'. Whole seconds rounded up, so '00:00' shows only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
