// The tables' chat: the rules of a message and of its moderation, each change in its own
// transaction, and what every page at the table is told once it has committed (through the
// Realtime port's toGame, which reaches the room on every node).
//
// A send is checked in memory first (the table's switch and the operators' word filter, held on
// every node and read again at each change's NOTIFY; links and phone numbers by the contract's
// rules), then in one short transaction of its own: the player's chat row locked (so two sends of
// one player, on any node, go in turn), their mute and their last minute of messages read on the
// database's clock, the message written. Nothing here touches a bet, a round or the ledger.
import type { FastifyBaseLogger } from 'fastify';
import { GAME_LABELS, GAME_TYPES, maskUsername, type GameType, type Role } from '@app/shared/contracts';
import {
  CHAT_ADMIN_PAGE,
  CHAT_EVENTS,
  CHAT_HISTORY_LIMIT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type AdminChatMessageDto,
  type AdminChatMessagesDto,
  type ChatHistoryDto,
  type ChatMessageDto,
  type ChatMuteDto,
  type ChatSettingsDto,
  chatContentProblem,
  chatWordMatcher,
} from '@app/shared/contracts/chat';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { AppError, forbidden, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import {
  activeMutes,
  adminMessages,
  chatPlayerState,
  findPlayer,
  hideMessage,
  insertMessage,
  lockChatPlayer,
  lockMessage,
  lockPlayerMute,
  mutePlayer,
  readChatSettings,
  recentSends,
  saveChatEnabled,
  saveChatWords,
  unmutePlayer,
  usernameOf,
  visibleMessages,
  type AdminMessageRow,
  type ChatMessageRow,
  type ChatSettingsRow,
} from './chat-store';

export const CHAT_SETTINGS_CHANNEL = 'chat_settings_changed';

// Another node's message or hiding reaches this node's history within this time at worst (its
// relayed event drops the cached history at once).
const HISTORY_CACHE_MS = 1_000;

export interface ChatLimits {
  minGapMs: number;
  perMinute: number;
}

const toMessage = (row: ChatMessageRow): ChatMessageDto => ({
  gameType: row.game,
  id: row.id,
  name: maskUsername(row.username),
  text: row.body,
  at: row.at,
});

const toAdminMessage = (row: AdminMessageRow): AdminChatMessageDto => ({
  id: row.id,
  gameType: row.game,
  userId: row.userId,
  username: row.username,
  text: row.body,
  at: row.at,
  hiddenAt: row.hiddenAt,
  hiddenBy: row.hiddenBy,
  authorMutedUntil: row.authorMutedUntil,
});

const toSettings = (row: ChatSettingsRow): ChatSettingsDto => ({
  games: row.games.map((g) => ({ gameType: g.game, enabled: g.enabled, updatedAt: g.updatedAt, updatedBy: g.updatedBy })),
  words: row.words,
  wordsUpdatedAt: row.wordsUpdatedAt,
  wordsUpdatedBy: row.wordsUpdatedBy,
});

// The refusals of the rate rule keep their own sentence on the page (shared/src/http/error-catalogue.ts).
const rateRefusal = (message: string) => new AppError(429, 'CHAT_RATE', message);

export type ChatService = Awaited<ReturnType<typeof createChatService>>;

export async function createChatService(options: { db: Db; realtime: Realtime; log: FastifyBaseLogger; limits?: ChatLimits }) {
  const { db, realtime, log, limits = CHAT_LIMITS } = options;

  // What a send reads on every node without asking the database.
  let enabled: Record<GameType, boolean> = { taixiu: true, xocdia: true };
  let hasFilteredWord: (text: string) => boolean = () => false;
  const hold = (settings: ChatSettingsRow) => {
    enabled = Object.fromEntries(GAME_TYPES.map((game) => [game, settings.games.find((g) => g.game === game)?.enabled ?? true])) as Record<
      GameType,
      boolean
    >;
    hasFilteredWord = chatWordMatcher(settings.words);
  };
  const reload = async () => hold(await readChatSettings(db));
  const reloadQuietly = () => void reload().catch((error) => log.warn({ err: error }, 'chat settings: reload failed'));
  await reload();
  const stopListening = await db.listen(CHAT_SETTINGS_CHANNEL, reloadQuietly, (live) => {
    if (live) reloadQuietly();
  });

  // A crowd opening a table reads its history once a second at most; a message or a hiding, here or
  // relayed from another node, drops the game's copy.
  const histories = new Map<GameType, { at: number; answer: Promise<ChatMessageDto[]> }>();
  const stopObserving = realtime.onGameEvent((event, payload) => {
    if (event === CHAT_EVENTS.message || event === CHAT_EVENTS.hidden) histories.delete((payload as { gameType: GameType }).gameType);
  });
  const historyOf = (game: GameType): Promise<ChatMessageDto[]> => {
    const cached = histories.get(game);
    if (cached && Date.now() - cached.at < HISTORY_CACHE_MS) return cached.answer;
    const answer = visibleMessages(db, game, CHAT_HISTORY_LIMIT).then((rows) => rows.reverse().map(toMessage));
    histories.set(game, { at: Date.now(), answer });
    answer.catch(() => histories.get(game)?.answer === answer && histories.delete(game));
    return answer;
  };

  return {
    /** The table's newest visible messages, oldest first, and the asking player's mute. */
    async history(game: GameType, viewer: { userId: number; role: Role }): Promise<ChatHistoryDto> {
      const [messages, state] = await Promise.all([
        historyOf(game),
        viewer.role === 'user' ? chatPlayerState(db, viewer.userId) : Promise.resolve({ mutedUntil: null }),
      ]);
      return { gameType: game, enabled: enabled[game], messages, mutedUntil: state.mutedUntil };
    },

    /** A player's message to the table (the text already cleaned and within its length by the route's struct). */
    async send(sender: { userId: number; role: Role }, game: GameType, text: string): Promise<ChatMessageDto> {
      if (sender.role !== 'user') throw forbidden(CHAT_MESSAGES.operatorsDoNotChat);
      if (!enabled[game]) throw new AppError(403, 'CHAT_DISABLED', CHAT_MESSAGES.disabled);
      const problem = chatContentProblem(text, hasFilteredWord);
      if (problem) throw new AppError(400, 'CHAT_REFUSED', problem, 'text');
      const row = await db.tx(async (q) => {
        const state = await lockChatPlayer(q, sender.userId);
        if (state.mutedUntil) throw new AppError(403, 'CHAT_MUTED', CHAT_MESSAGES.muted(state.mutedUntil, state.muteReason));
        const recent = await recentSends(q, sender.userId, 60_000);
        if (recent.sinceLastMs !== null && recent.sinceLastMs < limits.minGapMs) throw rateRefusal(CHAT_MESSAGES.tooFast);
        if (recent.count >= limits.perMinute) throw rateRefusal(CHAT_MESSAGES.tooMany);
        return insertMessage(q, game, sender.userId, text);
      });
      const message = toMessage(row);
      histories.delete(game);
      realtime.toGame(CHAT_EVENTS.message, message);
      return message;
    },

    async adminMessages(filter: { game?: GameType; before?: number }): Promise<AdminChatMessagesDto> {
      const rows = await adminMessages(db, { game: filter.game ?? null, before: filter.before ?? null, limit: CHAT_ADMIN_PAGE + 1 });
      return { items: rows.slice(0, CHAT_ADMIN_PAGE).map(toAdminMessage), hasMore: rows.length > CHAT_ADMIN_PAGE };
    },

    /** An operator hides a message: gone from the table's history and from every page at the table. */
    async hide(actorId: number, id: number): Promise<AdminChatMessageDto> {
      const hidden = await db.tx(async (q) => {
        const message = await lockMessage(q, id);
        if (!message) throw notFound(CHAT_MESSAGES.messageNotFound);
        if (message.hiddenAt) throw new AppError(409, 'ALREADY_HIDDEN', CHAT_MESSAGES.alreadyHidden);
        await hideMessage(q, id, actorId);
        const after = (await lockMessage(q, id))!;
        await recordAudit(q, {
          actorId,
          action: 'chat.hide',
          target: `chat_message:${id}`,
          before: { game: message.game, userId: message.userId, text: message.body, hiddenAt: null },
          after: { game: message.game, userId: message.userId, text: message.body, hiddenAt: after.hiddenAt },
        });
        return after;
      });
      histories.delete(hidden.game);
      realtime.toGame(CHAT_EVENTS.hidden, { gameType: hidden.game, id: hidden.id });
      return toAdminMessage(hidden);
    },

    /** An operator mutes a player (both tables) for `minutes` from now, with a reason; a new mute replaces the old. */
    async mute(actorId: number, userId: number, minutes: number, reason: string): Promise<ChatMuteDto> {
      return db.tx(async (q) => {
        const player = await findPlayer(q, userId);
        if (!player) throw notFound(CHAT_MESSAGES.playerNotFound);
        const before = await lockPlayerMute(q, userId);
        const { until, at } = await mutePlayer(q, { userId, minutes, reason, actorId });
        await recordAudit(q, {
          actorId,
          action: 'chat.mute',
          target: `user:${userId}`,
          before: { mutedUntil: before.mutedUntil, muteReason: before.muteReason },
          after: { mutedUntil: until, muteReason: reason },
        });
        return { userId, username: player.username, until, reason, mutedBy: await usernameOf(q, actorId), mutedAt: at };
      });
    },

    /** An operator lets a muted player speak again. */
    async unmute(actorId: number, userId: number): Promise<{ userId: number; username: string }> {
      return db.tx(async (q) => {
        const player = await findPlayer(q, userId);
        if (!player) throw notFound(CHAT_MESSAGES.playerNotFound);
        const before = await lockPlayerMute(q, userId);
        if (!before.mutedUntil) throw new AppError(409, 'NOT_MUTED', CHAT_MESSAGES.notMuted);
        await unmutePlayer(q, userId);
        await recordAudit(q, {
          actorId,
          action: 'chat.unmute',
          target: `user:${userId}`,
          before: { mutedUntil: before.mutedUntil, muteReason: before.muteReason },
          after: { mutedUntil: null, muteReason: null },
        });
        return { userId, username: player.username };
      });
    },

    mutes: (): Promise<ChatMuteDto[]> => activeMutes(db),

    settings: async (): Promise<ChatSettingsDto> => toSettings(await readChatSettings(db)),

    /** The operators' word filter, replaced whole; it applies to the next message on every node. */
    async saveWords(actorId: number, given: string[]): Promise<ChatSettingsDto> {
      const words = [...new Set(given)];
      const saved = await db.tx(async (q) => {
        const before = await readChatSettings(q, true);
        await saveChatWords(q, words, actorId);
        await recordAudit(q, {
          actorId,
          action: 'chat.words',
          target: 'chat_word_filter',
          before: { words: before.words },
          after: { words },
        });
        return readChatSettings(q);
      });
      hold(saved);
      return toSettings(saved);
    },

    /** A table's chat turned on or off; its pages are told at once. */
    async setEnabled(actorId: number, game: GameType, on: boolean): Promise<ChatSettingsDto> {
      const saved = await db.tx(async (q) => {
        const before = await readChatSettings(q, true);
        const was = before.games.find((g) => g.game === game)?.enabled ?? true;
        await saveChatEnabled(q, game, on, actorId);
        await recordAudit(q, {
          actorId,
          action: 'chat.toggle',
          target: `chat_settings:${game}`,
          before: { game, enabled: was },
          after: { game, enabled: on },
        });
        return readChatSettings(q);
      });
      hold(saved);
      realtime.toGame(CHAT_EVENTS.enabled, { gameType: game, enabled: on });
      return toSettings(saved);
    },

    toggledMessage: (game: GameType, on: boolean) => (on ? CHAT_MESSAGES.turnedOn : CHAT_MESSAGES.turnedOff)(GAME_LABELS[game]),

    async stop(): Promise<void> {
      stopObserving();
      await stopListening();
    },
  };
}
