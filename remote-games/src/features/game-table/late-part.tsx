import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '@app/shared';
import * as s from './late-part.css';

/**
 * Code in a chunk of its own, asked for once the table is on screen or first needed (the table's
 * sounds), so the table's first load does not carry it. Asked for once, again after a failure, and
 * kept once loaded.
 */
export function lateChunk<T>(importer: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;

  function load(): Promise<T> {
    loading ??= importer().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return { load, loaded: (): T | null => loaded };
}

/**
 * A part of the table in a chunk of its own (the soi cầu views, the leaderboard), asked for once the
 * table is on screen, so the table's first load carries only this loader. A table opened again draws
 * the part at once.
 */
export function latePart<P extends object>(importer: () => Promise<ComponentType<P>>) {
  const { load, loaded } = lateChunk(importer);

  /** The part once its chunk is in (asked for when `wanted`), whether it failed, and a new try. */
  function usePart(wanted = true) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded());
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
