import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MIN_PASSWORD_MEMORY_COST_KIB } from '../config/app-config';
import { forbidden } from '../http/app-error';
import { definePlugin } from '../http/define-plugin';
import { createAccessTokens, type AccessTokens } from './access-token';
import { bearerToken, createAuthenticator, type AuthContext, type Authenticator } from './authenticator';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { createSessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    accessTokens: AccessTokens;
    authenticator: Authenticator;
    // Route preHandlers: a signed-in player; an operator.
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    // Set by requireUser / requireAdmin; null on public routes.
    auth: AuthContext | null;
  }
}

// Passwords, access tokens and the guards routes put in front of themselves.
export const authenticationPlugin = definePlugin(
  'authentication',
  async (app: FastifyInstance) => {
    // Cheap hashing exists for tests only; a production server refuses to run with it.
    if (app.config.env === 'production' && app.config.passwordHashing.memoryCost < MIN_PASSWORD_MEMORY_COST_KIB) {
      throw new Error(`argon2 memoryCost must be at least ${MIN_PASSWORD_MEMORY_COST_KIB} KiB in production`);
    }
    const passwords = await createPasswordHasher(app.config.passwordHashing);
    const accessTokens = createAccessTokens(app.config.jwtSecret);
    const sessions = await createSessionCache(app.db);
    app.addHook('onClose', () => sessions.stop());
    const authenticator = createAuthenticator(app.db, accessTokens, sessions);

    app.decorate('passwords', passwords);
    app.decorate('accessTokens', accessTokens);
    app.decorate('authenticator', authenticator);
    app.decorateRequest('auth', null);

    const requireUser = async (request: FastifyRequest) => {
      request.auth = await authenticator(bearerToken(request.headers.authorization));
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.auth?.role !== 'admin') throw forbidden();
    });
  },
  ['config', 'db'],
);
