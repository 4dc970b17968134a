import { api, CHAT_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import type { ChatHistoryDto } from '@app/shared/contracts/chat';

// GET /game-<g>/chat: the table's newest messages (oldest first), its switch and the player's mute.
export async function getChat(game: GameType): Promise<ChatHistoryDto> {
  return unwrap(await api.get(CHAT_PATHS.messages(game), { silent: true }).json<ApiResult<ChatHistoryDto>>());
}
