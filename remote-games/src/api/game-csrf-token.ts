import { api, createResource, CSRF_LIFETIME_S, CSRF_REFRESH_MARGIN_MS, GAME_PATHS, onLogout, sessionStore } from '@app/shared';
import { type CsrfTokenDto, type GameType } from '@app/shared/signed-in';

// GET /game-<g>/csrf-token. One token, bound to the player's session, serves the
// bets of both games; it is kept until 30 s before it expires, then fetched again. A token of an
// earlier login is never sent for a new one.
const csrfToken = createResource(
  async (_live, game: GameType, userId: unknown) => {
    const body = await api.get(GAME_PATHS.csrfToken(game), { silent: true }).json<CsrfTokenDto & { data?: CsrfTokenDto }>();
    const lifetime = body.expires_in ?? body.data?.expires_in ?? CSRF_LIFETIME_S;
    return { token: body.csrf_token ?? body.data?.csrf_token, lifetimeMs: lifetime * 1000, userId };
  },
  { ttlMs: ({ lifetimeMs }) => lifetimeMs - CSRF_REFRESH_MARGIN_MS },
);

export async function gameCsrfToken(game: GameType): Promise<string> {
  const userId = sessionStore.user?.id ?? null;
  if (csrfToken.peek()?.userId !== userId) csrfToken.invalidate();
  return (await csrfToken.get(game, userId)).token;
}

// After a 403 (expired, or the session changed) the next call fetches a fresh one.
export function forgetGameCsrfToken(): void {
  csrfToken.invalidate();
}

onLogout(forgetGameCsrfToken);
