import type { RedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';

// The tripwire of the publish guard in realtime-plugin.ts (docs/decisions/fast-path-pins.md). The
// Redis adapter publishes each broadcast without waiting for the answer; the guard is a wrapper put
// over the client's own publish, and it works only as long as the adapter calls that method of the
// client it was given. Should an upgrade publish another way, the guard is skipped without a sound
// until Redis goes away and the node stops on an unhandled rejection. On the local Redis (REDIS_URL,
// else its standard port), like redis-cluster.test.ts.
describe('a broadcast published while the Redis link is down', () => {
  let t: TestApp;
  let url: string;
  let client: Socket | undefined;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379' });
    url = await t.listen();
  });
  afterAll(async () => {
    client?.close();
    await t.close();
  });

  it('fails without an unhandled rejection, and the pages resync once the link is back', async () => {
    client = await connectSocket(url, (await signupUser(t.app)).token);
    // The client the adapter publishes with, which the plugin gave it.
    const pub = (t.app.io.of('/').adapter as unknown as RedisAdapter).pubClient as Redis;
    expect(pub).toBeInstanceOf(Redis);
    // Closed for good: every command on it now fails at once. A rejection nothing handles fails the
    // test as well (jest's own handler), but the resync is what shows that the guard saw it.
    pub.disconnect();
    t.app.io.to('game_taixiu').emit('resync');
    await sleep(100);
    const resync = nextEvent(client, 'resync');
    await pub.connect();
    await resync;
  });
});
