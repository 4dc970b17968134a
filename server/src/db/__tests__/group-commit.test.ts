import { createGroupCommit, type Outcome } from '../group-commit';

// Group commit on its own: what arrives while a batch runs goes in the next one, each item gets its
// own answer, a failed batch fails its items only.
describe('createGroupCommit', () => {
  it('batches what arrives while a batch is written, one batch at a time, within the size', async () => {
    const batches: number[][] = [];
    let running = 0;
    let release: () => void = () => {};
    const group = createGroupCommit<number, number>(async (items) => {
      running += 1;
      expect(running).toBe(1);
      batches.push(items);
      // The first batch waits until the test lets it go; the others answer at once.
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      running -= 1;
      return items.map((item): Outcome<number> =>
        item === 13 ? { ok: false, error: new Error('thirteen') } : { ok: true, value: item * 2 },
      );
    }, 3);

    const first = group.submit(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4, 13, 5].map((n) => group.submit(n).catch((error: Error) => error.message));
    release();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8, 'thirteen', 10]);
    expect(batches).toEqual([[1], [2, 3, 4], [13, 5]]);
  });

  it('fails every item of a batch that throws, and goes on with the next', async () => {
    let calls = 0;
    const group = createGroupCommit<string, string>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items.map((item) => ({ ok: true, value: item.toUpperCase() }));
    }, 10);
    const failed = await Promise.allSettled([group.submit('a'), group.submit('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await group.submit('c')).toBe('C');
  });
});
