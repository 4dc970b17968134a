import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisOrMemoryStore } from '../redis-or-memory-store';

// A stand-in for ioredis with the one command @fastify/rate-limit's Redis store sends: it counts
// like Redis while `up`, and fails like a dropped connection otherwise.
function fakeRedis() {
  const counts = new Map<string, number>();
  const redis = {
    status: 'ready',
    up: true,
    sent: 0,
    defineCommand() {},
    rateLimit(
      key: string,
      timeWindow: number,
      _max: number,
      _ce: boolean,
      _eb: boolean,
      callback: (e: Error | null, r?: number[]) => void,
    ) {
      redis.sent += 1;
      if (!redis.up) return callback(new Error('Connection is closed.'));
      counts.set(key, (counts.get(key) ?? 0) + 1);
      callback(null, [counts.get(key)!, timeWindow]);
    },
    rateLimitRead(key: string, callback: (e: Error | null, r?: number[]) => void) {
      callback(null, [counts.get(key) ?? 0, 0]);
    },
  };
  return redis;
}

async function limitedApp(redis: ReturnType<typeof fakeRedis>) {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: redisOrMemoryStore(redis as unknown as Redis, 'rl:') });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  const statuses = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    return out;
  };
  return { app, statuses };
}

describe('rate limits while Redis is away', () => {
  it('counts in Redis while it answers', async () => {
    const redis = fakeRedis();
    const { app, statuses } = await limitedApp(redis);
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    expect(redis.sent).toBe(4);
    await app.close();
  });

  it('keeps limiting in memory when Redis fails a command, and goes back to Redis once it answers', async () => {
    const redis = fakeRedis();
    const { app, statuses } = await limitedApp(redis);
    redis.up = false;
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    redis.up = true;
    // Redis's own count starts afresh: its budget again.
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    await app.close();
  });

  it('does not wait on a connection that is not ready: memory at once', async () => {
    const redis = fakeRedis();
    const { app, statuses } = await limitedApp(redis);
    redis.status = 'reconnecting';
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    expect(redis.sent).toBe(0);
    await app.close();
  });
});
