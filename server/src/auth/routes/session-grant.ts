import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionGrant, User } from '@app/shared/contracts';
import { dto, string, userSchema } from '../../http/schemas';
import type { GrantedSession } from '../auth-service';
import { setOperatorCookie } from '../operator-session-cookie';
import { setRefreshCookie } from '../refresh-token';

// What a sign-in (login, an operator's enrolment) answers and the cookie it sets: a player gets their
// access token and the refresh cookie; an operator the session cookie and only its CSRF token.
export function grantSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, session: GrantedSession): SessionGrant {
  if (session.kind === 'operator') {
    setOperatorCookie(request, reply, session.cookie);
    return { csrfToken: app.operatorCsrf.issue(session.loginSessionId).csrf_token, user: session.user };
  }
  setRefreshCookie(request, reply, session.refreshToken);
  return { token: session.token, user: session.user };
}

export const sessionGrantProperties = {
  token: string,
  csrfToken: string,
  user: userSchema,
};

export const sessionGrantSchema = dto<{ user: User; token?: string; csrfToken?: string }>(sessionGrantProperties, ['token', 'csrfToken']);
