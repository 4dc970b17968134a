import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '@app/shared';
import * as s from './late-part.css';

/**
 * A part of the table in a chunk of its own (the soi cầu views, the leaderboard), asked for once the
 * table is on screen, so the table's first load carries only this loader. The chunk is asked for
 * once, again after a failure, and kept once loaded: a table opened again draws the part at once.
 */
export function latePart<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  function load(): Promise<ComponentType<P>> {
    loading ??= importer().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** The part once its chunk is in (asked for when `wanted`), whether it failed, and a new try. */
  function usePart(wanted = true) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Part || !wanted) return;
      let live = true;
      load().then(
        (part) => live && setPart(() => part),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Part, wanted, attempt]);
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    return { Part, failed, retry };
  }

  return { load, usePart };
}

// A chunk that does not arrive (a dropped connection, a deploy that removed it) costs the player
// this part, not the table.
export function LatePartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={s.failed} role="alert">
      <p className={s.message}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Thử lại
      </Button>
    </div>
  );
}
