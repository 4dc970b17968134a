import { createResource, singleFlight, type Live } from '../create-resource';

// A request the test answers (or fails) when it chooses.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let now = 1_000_000;
const clock = () => now;

beforeEach(() => {
  now = 1_000_000;
});

describe('createResource', () => {
  it('concurrent calls share one request; the first caller’s arguments are used', async () => {
    const answer = deferred<string>();
    const fetch = jest.fn((_live: Live, id: number) => answer.promise.then((v) => `${v}-${id}`));
    const resource = createResource(fetch);
    const calls = [resource.get(1), resource.get(2), resource.get(3)];
    expect(resource.pending()).not.toBeNull();
    answer.resolve('a');
    await expect(Promise.all(calls)).resolves.toEqual(['a-1', 'a-1', 'a-1']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(resource.pending()).toBeNull();
  });

  it('without a ttl keeps nothing: every call after the last one settled asks again', async () => {
    const fetch = jest.fn(async () => 'x');
    const resource = createResource(fetch);
    await resource.get();
    await resource.get();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(resource.peek()).toBeUndefined();
  });

  it('serves the answer within the ttl and asks again once it has passed', async () => {
    let n = 0;
    const fetch = jest.fn(async () => ++n);
    const resource = createResource(fetch, { ttlMs: 5_000, now: clock });
    await expect(resource.get()).resolves.toBe(1);
    now += 4_999;
    await expect(resource.get()).resolves.toBe(1);
    expect(resource.peek()).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1;
    expect(resource.peek()).toBeUndefined();
    await expect(resource.get()).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes the ttl from the answer; an answer with no time left is not kept', async () => {
    const lifetimes = [10_000, 0];
    const resource = createResource(async () => ({ lifetime: lifetimes.shift()! }), { ttlMs: (a) => a.lifetime, now: clock });
    await resource.get();
    now += 9_999;
    expect(resource.peek()).toEqual({ lifetime: 10_000 });
    now += 1;
    await resource.get();
    expect(resource.peek()).toBeUndefined();
  });

  it('does not cache a failure: the callers get the error, the next call asks again', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const resource = createResource(fetch, { ttlMs: 60_000, now: clock });
    const calls = [resource.get(), resource.get()];
    await expect(calls[0]).rejects.toThrow('down');
    await expect(calls[1]).rejects.toThrow('down');
    expect(resource.pending()).toBeNull();
    await expect(resource.get()).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('invalidate drops the cached answer but lets the request running deliver and cache its own', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const fetch = jest.fn(() => answers[calls++].promise);
    const resource = createResource(fetch, { ttlMs: 60_000, now: clock });
    answers[0].resolve('old');
    await resource.get();
    resource.invalidate();
    const running = resource.get();
    resource.invalidate();
    expect(resource.get()).toBe(running);
    answers[1].resolve('new');
    await expect(running).resolves.toBe('new');
    expect(resource.peek()).toBe('new');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reset drops a late answer: not cached, not live, and the next call starts its own request', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const seenLive: boolean[] = [];
    let calls = 0;
    const fetch = jest.fn(async (live: Live) => {
      const value = await answers[calls++].promise;
      seenLive.push(live());
      return value;
    });
    const resource = createResource(fetch, { ttlMs: 60_000, now: clock });
    const late = resource.get();
    const laterPage = resource.live();
    resource.reset();
    expect(resource.pending()).toBeNull();
    expect(laterPage()).toBe(false);

    const fresh = resource.get();
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[1].resolve('after');
    await expect(fresh).resolves.toBe('after');
    answers[0].resolve('before');
    // Its own caller still gets the answer; the resource keeps the newer one.
    await expect(late).resolves.toBe('before');
    expect(seenLive).toEqual([true, false]);
    expect(resource.peek()).toBe('after');
    expect(resource.live()()).toBe(true);
  });

  it('a late request settling after a reset does not free the slot of the request that replaced it', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const fetch = jest.fn(() => answers[calls++].promise);
    const resource = createResource(fetch);
    const late = resource.get();
    resource.reset();
    const current = resource.get();
    answers[0].reject(new Error('late'));
    await expect(late).rejects.toThrow('late');
    expect(resource.pending()).toBe(current);
    expect(resource.get()).toBe(current);
    answers[1].resolve('ok');
    await expect(current).resolves.toBe('ok');
  });
});

describe('singleFlight', () => {
  it('runs one call at a time with the first caller’s arguments, then runs again', async () => {
    const answer = deferred<void>();
    const fn = jest.fn(async (reason: string) => {
      await answer.promise;
      return reason;
    });
    const once = singleFlight(fn);
    expect(once.pending()).toBeNull();
    const calls = [once('first'), once('second')];
    expect(once.pending()).not.toBeNull();
    answer.resolve();
    await expect(Promise.all(calls)).resolves.toEqual(['first', 'first']);
    expect(once.pending()).toBeNull();
    await expect(once('third')).resolves.toBe('third');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a failure reaches every caller and is not kept', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('yes');
    const once = singleFlight(fn as () => Promise<string>);
    await expect(Promise.all([once(), once()])).rejects.toThrow('no');
    await expect(once()).resolves.toBe('yes');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
