import type { FastifyRequest } from 'fastify';
import { readDeviceId } from './device-id';
import type { SessionMeta } from './session-store';

// Where a request came from. `deviceId` is given by the routes that open a session (login, signup),
// which make one for a browser that has none.
export const sessionMeta = (request: FastifyRequest, deviceId: string | null = readDeviceId(request)): SessionMeta => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
  deviceId,
});
