import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { definePlugin } from '../http/define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    // Null when REDIS_URL is unset: one node, memory counters, local socket rooms.
    redis: Redis | null;
  }
}

export function createRedisClient(url: string, onError: (error: Error) => void): Redis {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled error.
  client.on('error', onError);
  return client;
}

export async function closeRedisClient(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

export const redisPlugin = definePlugin(
  'redis',
  async (app: FastifyInstance) => {
    app.decorate('redis', null);
    if (!app.config.redisUrl) return;
    const client = createRedisClient(app.config.redisUrl, (error) => app.log.warn({ err: error }, 'redis connection problem'));
    await client.connect();
    app.redis = client;
    app.addHook('onClose', async () => closeRedisClient(client));
  },
  ['config'],
);
