import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, OPERATOR_ROLE_LABELS, isOperatorRole, type OperatorRole } from '@app/shared/contracts';
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
    // Route preHandlers: anyone signed in; a player (the money routes: an operator's account holds
    // no wallet, so a stolen console session cannot bet, deposit or withdraw); an operator of one
    // of `roles` (OPERATOR_ACCESS in the contracts names the usual sets).
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requirePlayer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireOperator: (roles: readonly OperatorRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    // Set by requireUser / requirePlayer / requireOperator; null on public routes.
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
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.auth?.role !== 'user') throw forbidden(HTTP_MESSAGES.operatorHoldsNoWallet);
    });
    // A player gets the plain 403; an operator of another role is told which roles may do it, so
    // they know whom to ask rather than retrying.
    app.decorate('requireOperator', (roles: readonly OperatorRole[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      const role = request.auth?.role;
      if (!isOperatorRole(role)) throw forbidden();
      if (!roles.includes(role)) {
        throw forbidden(
          HTTP_MESSAGES.operatorRoleRefused(
            OPERATOR_ROLE_LABELS[role],
            roles.map((r) => OPERATOR_ROLE_LABELS[r]),
          ),
        );
      }
    });
  },
  ['config', 'db'],
);
