import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, HTTP_MESSAGES, OPERATOR_ROLE_LABELS, isOperatorRole, type OperatorRole } from '@app/shared/contracts';
import { CONFIG_DEFAULTS, MIN_PASSWORD_MEMORY_COST_KIB, type AppConfig } from '../config/app-config';
import { forbidden } from '../http/app-error';
import { createCsrfTokens, type CsrfTokens } from '../http/csrf';
import { definePlugin } from '../http/define-plugin';
import { createAccessTokens, type AccessTokens } from './access-token';
import { bearerToken, createAuthenticator, type AuthContext, type Authenticator, type Credentials } from './authenticator';
import { readOperatorCookie } from './operator-session-cookie';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { createSessionCache } from './session-cache';
import type { OperatorSessionLimits } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    accessTokens: AccessTokens;
    authenticator: Authenticator;
    // How long an operator's console session lasts, and the CSRF tokens its calls carry.
    operatorSessionLimits: OperatorSessionLimits;
    operatorCsrf: CsrfTokens;
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const operatorSessionLimits = (config: AppConfig): OperatorSessionLimits => ({
  idleSeconds: Math.round((config.operatorIdleMinutes ?? CONFIG_DEFAULTS.operatorIdleMinutes) * 60),
  lifetimeSeconds: Math.round((config.operatorSessionHours ?? CONFIG_DEFAULTS.operatorSessionHours) * 3_600),
});

// A request's credentials: the Bearer token if it has one, the operator cookie otherwise.
export const credentialsOf = (request: FastifyRequest): Credentials => ({
  bearer: bearerToken(request.headers.authorization),
  cookie: readOperatorCookie(request),
});

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
    const limits = operatorSessionLimits(app.config);
    const authenticator = createAuthenticator(app.db, accessTokens, sessions, limits);
    // A console's CSRF token lives as long as its session can.
    const operatorCsrf = createCsrfTokens(app.config.jwtSecret, { purpose: 'operator', lifetimeSeconds: limits.lifetimeSeconds });

    app.decorate('passwords', passwords);
    app.decorate('accessTokens', accessTokens);
    app.decorate('authenticator', authenticator);
    app.decorate('operatorSessionLimits', limits);
    app.decorate('operatorCsrf', operatorCsrf);
    app.decorateRequest('auth', null);

    // A browser attaches the console's cookie to any request for this site, a forged one included
    // (SameSite=Strict already keeps other sites' pages out; this keeps out whatever slips past it):
    // a call that changes something must also carry the CSRF token only the console's page was given.
    const requireUser = async (request: FastifyRequest) => {
      const auth = await authenticator(credentialsOf(request));
      if (auth.via === 'cookie' && !SAFE_METHODS.has(request.method))
        operatorCsrf.verify(auth.loginSessionId, request.headers[CSRF_HEADER]);
      request.auth = auth;
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
