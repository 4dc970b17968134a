import type { Redis } from 'ioredis';
import type { GameType } from '@app/shared/contracts';

// Where a seat's idle count outlives the node that counted it: with several nodes a player whose
// reconnect lands on another node (the first one died) goes on from the count they had. Without
// Redis there is one node, and its own memory is the whole truth.
export interface IdleCounts {
  load(game: GameType, userId: number): Promise<number>;
  save(game: GameType, counts: ReadonlyMap<number, number>): Promise<void>;
  forget(game: GameType, userId: number): Promise<void>;
}

// A count nobody updates for an hour (no round settled, no node counting) is stale.
const TTL_SECONDS = 3_600;

export function redisIdleCounts(redis: Redis, prefix: string): IdleCounts {
  const key = (game: GameType, userId: number) => `${prefix}idle:${game}:${userId}`;
  return {
    async load(game, userId) {
      const value = Number(await redis.get(key(game, userId)));
      return Number.isSafeInteger(value) && value > 0 ? value : 0;
    },
    async save(game, counts) {
      if (counts.size === 0) return;
      const batch = redis.multi();
      for (const [userId, idle] of counts) batch.set(key(game, userId), String(idle), 'EX', TTL_SECONDS);
      // exec() rejects only when the whole batch fails; one command's error is in its answer.
      const failed = (await batch.exec())?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async forget(game, userId) {
      await redis.del(key(game, userId));
    },
  };
}
