import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { SOCKET } from '@app/shared/contracts';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { closeRedisClient, createRedisClient } from '../redis/redis-plugin';
import type { AppServer } from './io-types';
import { DEFAULT_EVENT_BUDGET, limitClientEvents } from './client-events';
import { dropUpgradeRequests } from './lean-connections';
import { createPlayersOnline, PLAYERS_ONLINE_INTERVAL_MS } from './players-online';
import { createRealtimeService } from './realtime-service';
import type { Realtime } from './realtime';
import { installSocketAuth, installSocketHandlers, type CanJoinOrder } from './socket-handlers';

declare module 'fastify' {
  interface FastifyInstance {
    io: AppServer;
    realtime: Realtime;
  }
}

// socket.io on the app's own HTTP server. With REDIS_URL the rooms span every node, so an event
// emitted by the node that handled a request reaches a player connected to another one.
export const realtimePlugin = definePlugin(
  'realtime',
  async (app: FastifyInstance) => {
    const io: AppServer = new Server(app.server, {
      path: '/socket.io',
      pingInterval: SOCKET.pingInterval,
      pingTimeout: SOCKET.pingTimeout,
      serveClient: false,
      // Clients only send small room requests; the same ceiling as HTTP bodies.
      maxHttpBufferSize: 64 * 1024,
    });

    const redisClients: Array<ReturnType<typeof createRedisClient>> = [];
    if (app.config.redisUrl) {
      const onError = (error: Error) => app.log.warn({ err: error }, 'socket.io redis connection problem');
      const pub = createRedisClient(app.config.redisUrl, onError);
      const sub = createRedisClient(app.config.redisUrl, onError);
      redisClients.push(pub, sub);
      // The adapter publishes without waiting for the answer. A publish that fails (Redis away) must
      // not become an unhandled rejection, which stops the node: the event is lost for the other
      // nodes only, and their pages resync once Redis is back (below). It holds only while the
      // adapter calls this client's publish, which is its code and not its API: pinned, and checked
      // by realtime-plugin.test.ts (docs/decisions/fast-path-pins.md).
      let publishFailed = false;
      const publish = pub.publish.bind(pub);
      pub.publish = ((...args: Parameters<typeof publish>) => {
        const sent = publish(...args);
        sent.catch((error: Error) => {
          publishFailed = true;
          onError(error);
        });
        return sent;
      }) as typeof pub.publish;
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: `${app.config.redisKeyPrefix}socket.io` }));
      // While Redis was away (restarted, unreachable), what the other nodes broadcast never reached
      // this node's sockets, which stayed connected and so never resynced by themselves. ioredis
      // reconnects and subscribes again on its own; then this node's pages are told to re-read.
      // 'ready' comes before ioredis sends the subscriptions again: a PING sent after them answers
      // once they hold, so a page cannot re-read before the last event it might have missed.
      let subscriptionLost = false;
      sub.on('close', () => (subscriptionLost = true));
      sub.on('ready', () => {
        if (!subscriptionLost) return;
        subscriptionLost = false;
        setImmediate(() => {
          sub
            .ping()
            .catch(() => undefined)
            .then(() => {
              app.log.info('socket.io redis link back: pages asked to resync');
              io.local.emit('resync');
            });
        });
      });
      // The other side of the same gap: this node's own publishes that failed. The other nodes may
      // have resubscribed before this node's link came back, so their own resync came too early for
      // these; once this node can publish again, every node's pages are told to re-read.
      pub.on('ready', () => {
        if (!publishFailed) return;
        publishFailed = false;
        app.log.info('socket.io redis publish back: all nodes asked to resync');
        io.emit('resync');
      });
    }

    dropUpgradeRequests(io, app.server);
    const socketsPerSession = app.config.socketsPerSession ?? CONFIG_DEFAULTS.socketsPerSession;
    installSocketAuth(io, app.authenticator, app.log, { socketsPerSession });
    // Late-bound: the deposits feature, registered after this plugin, decorates canJoinOrder.
    const canJoinOrder = (userId: number, orderId: number) => {
      const check = (app as FastifyInstance & { canJoinOrder?: CanJoinOrder }).canJoinOrder;
      return check ? check(userId, orderId) : Promise.resolve(false);
    };
    // What the operator sees of a socket cut for flooding (docs/runbook.md).
    limitClientEvents(io, {
      ...DEFAULT_EVENT_BUDGET,
      onCut: (socket, dropped) =>
        app.log.warn(
          {
            userId: socket.data.auth?.userId,
            loginSessionId: socket.data.auth?.loginSessionId,
            address: socket.handshake.address,
            dropped,
          },
          'socket cut: too many client events',
        ),
    });
    installSocketHandlers(io, { canJoinOrder, log: app.log, socketsPerSession });
    const cluster = Boolean(app.config.redisUrl);
    const players = createPlayersOnline(io, {
      cluster,
      intervalMs: app.config.playersOnlineIntervalMs ?? PLAYERS_ONLINE_INTERVAL_MS,
      onError: (error) => app.log.warn({ err: error }, 'players online count failed'),
    });
    const realtime = createRealtimeService(io, app.config.forceLogoutDisconnectDelayMs, {
      cluster,
      onError: (error) => app.log.warn({ err: error }, 'realtime relay failed'),
      players,
    });

    app.decorate('io', io);
    app.decorate('realtime', realtime);

    // Open websockets would keep the HTTP server from closing. io.close() is not used: it closes
    // the HTTP server too, which is Fastify's job. Nor is disconnectSockets(): clients read a
    // server-side disconnect as "you are out" and stop reconnecting, while a node restarting is
    // exactly when they should reconnect (to another node).
    app.addHook('preClose', async () => {
      realtime.stop();
      players.stop();
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await Promise.all(redisClients.map(closeRedisClient));
    });
  },
  ['config', 'authentication'],
);
