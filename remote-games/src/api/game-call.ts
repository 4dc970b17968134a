import { unwrap, type ApiResult } from '@app/shared';

export {
  api,
  CSRF_HEADER,
  GAME_PATHS,
  type BetSide,
  type CancelledBetDto,
  type GameConfigDto,
  type GameLimitsDto,
  type GameType,
  type MyBetDto,
  type PlacedBetDto,
  type RoundResultDto,
  type SessionStatusDto,
} from '@app/shared';

// The games answer {success, data, message}: the data, or the ApiError the client raised.
export async function unwrapGame<T>(call: { json<R>(): Promise<R> }): Promise<T> {
  return unwrap(await call.json<ApiResult<T>>());
}
