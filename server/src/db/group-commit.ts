// Group commit: requests that arrive while a batch is being written wait for the next one, and are
// written together, in one transaction. An idle queue starts a batch at the end of the current turn
// of the event loop (whatever arrived with it joins), so a lone request waits for nothing; under
// load each batch takes everything queued meanwhile, so the round trips per request fall as the load
// rises. One batch at a time, until it hands over: the next may then start while it ends (a bet
// batch hands over once its writes and COMMIT are sent: docs/decisions/group-commit-of-bets.md).

export interface GroupCommit<I, O> {
  submit(item: I): Promise<O>;
}

// Each item's answer, or the refusal that concerns it alone.
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<I, O>(
  // Writes a batch and answers each item, in the items' order. A throw fails the whole batch.
  // `handOver()`, when called, lets the next batch start before this one has finished (once it
  // no longer holds up the next one's reads, say).
  run: (items: I[], handOver: () => void) => Promise<Array<Outcome<O>>>,
  maxBatch: number,
): GroupCommit<I, O> {
  let queue: Array<Waiting<I, O>> = [];
  // A batch is under way and has not handed over.
  let holding = false;
  // A batch is due at the end of this turn of the event loop.
  let due = false;

  const start = () => {
    if (due || holding || queue.length === 0) return;
    due = true;
    setImmediate(() => {
      due = false;
      if (holding || queue.length === 0) return;
      holding = true;
      void next();
    });
  };

  const next = async () => {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    let handedOver = false;
    const handOver = () => {
      if (handedOver) return;
      handedOver = true;
      holding = false;
      start();
    };
    try {
      const outcomes = await run(
        batch.map((waiting) => waiting.item),
        handOver,
      );
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    handOver();
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        start();
      });
    },
  };
}
