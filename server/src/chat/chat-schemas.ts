import type {
  AdminChatMessageDto,
  AdminChatMessagesDto,
  ChatGameSettingDto,
  ChatHistoryDto,
  ChatMessageDto,
  ChatMuteDto,
  ChatSettingsDto,
} from '@app/shared/contracts/chat';
import { arrayOf, boolean, dto, integer, nullableString, string } from '../http/schemas';

// A message as the table sees it (the history and a send's answer).
export const chatMessageSchema = dto<ChatMessageDto>({ gameType: string, id: integer, name: string, text: string, at: string });

export const chatHistorySchema = dto<ChatHistoryDto>({
  gameType: string,
  enabled: boolean,
  messages: arrayOf(chatMessageSchema),
  mutedUntil: nullableString,
});

export const adminChatMessageSchema = dto<AdminChatMessageDto>({
  id: integer,
  gameType: string,
  userId: integer,
  username: string,
  text: string,
  at: string,
  hiddenAt: nullableString,
  hiddenBy: nullableString,
  authorMutedUntil: nullableString,
});

export const adminChatMessagesSchema = dto<AdminChatMessagesDto>({ items: arrayOf(adminChatMessageSchema), hasMore: boolean });

export const chatMuteSchema = dto<ChatMuteDto>({
  userId: integer,
  username: string,
  until: string,
  reason: string,
  mutedBy: nullableString,
  mutedAt: string,
});

const gameSettingSchema = dto<ChatGameSettingDto>({
  gameType: string,
  enabled: boolean,
  updatedAt: nullableString,
  updatedBy: nullableString,
});

// The console's settings: the read and both saves answer the same.
export const chatSettingsSchema = dto<ChatSettingsDto>({
  games: arrayOf(gameSettingSchema),
  words: arrayOf(string),
  wordsUpdatedAt: nullableString,
  wordsUpdatedBy: nullableString,
});
