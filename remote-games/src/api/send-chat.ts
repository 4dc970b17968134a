import { api, CHAT_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import type { ChatMessageDto } from '@app/shared/contracts/chat';

// POST /game-<g>/chat {text}: the message as the table sees it; a refusal is an ApiError carrying
// the server's Vietnamese sentence (shown under the field, never as a toast).
export async function sendChat(game: GameType, text: string): Promise<ChatMessageDto> {
  return unwrap(await api.post(CHAT_PATHS.messages(game), { json: { text }, silent: true }).json<ApiResult<ChatMessageDto>>());
}
