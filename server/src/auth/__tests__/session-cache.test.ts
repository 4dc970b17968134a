import type { Db } from '../../db/db';
import { createSessionCache, SESSION_CACHE_MS } from '../session-cache';
import type { SessionState } from '../session-store';

// The cache alone, with a database whose notices and link the test drives.
function fakeDb() {
  const link: { notify: (payload: string) => void; live: (live: boolean) => void } = { notify: () => {}, live: () => {} };
  const db = {
    async listen(_channel: string, onNotify: (payload: string) => void, onLive: (live: boolean) => void) {
      link.notify = onNotify;
      link.live = onLive;
      onLive(true);
      return async () => onLive(false);
    },
  } as unknown as Db;
  return { db, link };
}

const session = (userId: number, over: Partial<SessionState> = {}): SessionState => ({
  revoked: false,
  userId,
  username: `u${userId}`,
  role: 'user',
  banned: false,
  ...over,
});

describe('session cache', () => {
  it('reads a session once, then answers from memory until a notice, a lost link or the time limit', async () => {
    let clock = 1_000;
    const { db, link } = fakeDb();
    const cache = await createSessionCache(db, () => clock);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return session(7);
    };

    await cache.find('s1', load);
    await cache.find('s1', load);
    expect(reads).toBe(1);

    // A revocation of this session, a change to its player: read again.
    link.notify('s1');
    await cache.find('s1', load);
    expect(reads).toBe(2);
    link.notify('user:7');
    await cache.find('s1', load);
    expect(reads).toBe(3);
    // Another player's change leaves it kept.
    link.notify('user:8');
    await cache.find('s1', load);
    expect(reads).toBe(3);

    // The link down: nothing kept, every request reads, until it is back.
    link.live(false);
    await cache.find('s1', load);
    await cache.find('s1', load);
    expect(reads).toBe(5);
    link.live(true);
    await cache.find('s1', load);
    await cache.find('s1', load);
    expect(reads).toBe(6);

    // Never longer than the limit.
    clock += SESSION_CACHE_MS;
    await cache.find('s1', load);
    expect(reads).toBe(7);
    await cache.stop();
  });

  it('does not keep a read a notice overtook, nor a revoked or banned session', async () => {
    const { db, link } = fakeDb();
    const cache = await createSessionCache(db);
    let reads = 0;
    // The notice arrives while the read is under way: what the read saw may be from before it.
    await cache.find('s2', async () => {
      reads += 1;
      link.notify('s2');
      return session(9);
    });
    await cache.find('s2', async () => {
      reads += 1;
      return session(9, { revoked: true });
    });
    await cache.find('s2', async () => {
      reads += 1;
      return session(9, { banned: true });
    });
    await cache.find('s2', async () => {
      reads += 1;
      return session(9);
    });
    expect(reads).toBe(4);
    await cache.stop();
  });
});
