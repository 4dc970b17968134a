import {
  api,
  CSRF_LIFETIME_S,
  CSRF_REFRESH_MARGIN_MS,
  GAME_PATHS,
  onLogout,
  sessionStore,
  type CsrfTokenDto,
  type GameType,
} from '@app/shared';

// GET /game-<g>/csrf-token. One token, bound to the player's session, serves the
// bets of both games; it is kept until 30 s before it expires, then fetched again. A token of an
// earlier login is never sent for a new one.
let cached: { token: string; expiresAt: number; userId: unknown } | null = null;
let inFlight: Promise<string> | null = null;

export async function gameCsrfToken(game: GameType): Promise<string> {
  const userId = sessionStore.user?.id ?? null;
  if (cached && cached.userId === userId && cached.expiresAt - CSRF_REFRESH_MARGIN_MS > Date.now()) return cached.token;
  inFlight ??= api
    .get(GAME_PATHS.csrfToken(game), { silent: true })
    .json<CsrfTokenDto & { data?: CsrfTokenDto }>()
    .then((body) => {
      const token = body.csrf_token ?? body.data?.csrf_token;
      const lifetime = body.expires_in ?? body.data?.expires_in ?? CSRF_LIFETIME_S;
      cached = { token, expiresAt: Date.now() + lifetime * 1000, userId };
      return token;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// After a 403 (expired, or the session changed) the next call fetches a fresh one.
export function forgetGameCsrfToken(): void {
  cached = null;
}

onLogout(forgetGameCsrfToken);
