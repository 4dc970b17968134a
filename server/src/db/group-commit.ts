// Group commit: requests that arrive while a batch is being written wait for the next one, and are
// written together, in one transaction. An idle queue starts a batch at the end of the current turn
// of the event loop (whatever arrived with it joins), so a lone request waits for nothing; under
// load each batch takes everything queued meanwhile, so the round trips per request fall as the load
// rises. One batch at a time: the batches of one queue lock the same rows, so a second would only
// wait for the first (measured with bets: two under way at once, 12 % fewer bets a second; three, 20 %).

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
  run: (items: I[]) => Promise<Array<Outcome<O>>>,
  maxBatch: number,
): GroupCommit<I, O> {
  let queue: Array<Waiting<I, O>> = [];
  let running = false;

  const next = async () => {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const outcomes = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    if (queue.length) void next();
    else running = false;
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (running) return;
        running = true;
        setImmediate(() => void next());
      });
    },
  };
}
