// Realtime contract: every event of the page's one socket (see docs/decisions/one-socket.md).
import type {
  BetCancelledEvent,
  BetErrorEvent,
  BetPlacedEvent,
  BetSettledEvent,
  CurrentRoundIdEvent,
  RoundResultDto,
  RoundStatusDto,
  RoundTotalsEvent,
} from './game-api';
import type { OperatorRole } from './api';
import type { WalletCreditNotice } from './deposits';
import type { WithdrawalStatusUpdate } from './withdrawals';
import type { SecurityNotice } from './security';
import type { InboxItemDto, InboxReadDto } from './inbox';
import type { SiteContentDto } from './site-content';
import type { RemotesChangedEvent } from './remote-releases';
import type { GameType } from './games';
import type { RoundBigWinsDto } from './big-wins';
import type { JackpotDto } from './jackpot';
import type { ChatEnabledEvent, ChatHiddenEvent, ChatMessageDto } from './chat';

export type ForceLogoutReason = 'NEW_LOGIN' | 'ADMIN_TERMINATE' | 'IP_BANNED' | 'USER_BANNED' | (string & {});

export type SocketLimitReason = 'TOO_MANY_EVENTS' | 'TOO_MANY_SOCKETS';

export interface ServerToClientEvents {
  balanceUpdate: (p: { balance: number }) => void;
  forceLogout: (p: { reason: ForceLogoutReason; message: string }) => void;
  deposit_status_update: (p: { orderId: number; status: string; amount: number; message: string }) => void;
  idleAutoKick: (p: { gameType: string; message: string }) => void;
  // Games: to the room game_<g> unless noted.
  sessionStatus: (p: RoundStatusDto) => void;
  currentSessionId: (p: CurrentRoundIdEvent) => void;
  roundResult: (p: RoundResultDto) => void;
  // The settled round's biggest net wins, right after its roundResult (shown after the reveal).
  bigWins: (p: RoundBigWinsDto) => void;
  // To every page: the hũ's pool once a tài xỉu round's result phase is over (never sooner, so the
  // pool tells nothing of a draw still being revealed).
  jackpotPool: (p: JackpotDto) => void;
  // The table's chat (server/src/chat/): a message sent, one an operator hid, the chat turned on or
  // off by an operator. Sent after the change committed; never on the bet or settlement path.
  chatMessage: (p: ChatMessageDto) => void;
  chatHidden: (p: ChatHiddenEvent) => void;
  chatEnabled: (p: ChatEnabledEvent) => void;
  // Live totals per side after each bet or cancel (coalesced, about 10 a second).
  sessionTotals: (p: RoundTotalsEvent) => void;
  // To the player's own sockets (room user_<id>).
  betPlaced: (p: BetPlacedEvent) => void;
  betCancelled: (p: BetCancelledEvent) => void;
  betError: (p: BetErrorEvent) => void;
  // The player's own bets of a round once settled.
  betSettled: (p: BetSettledEvent) => void;
  // The operator approved or rejected one of the player's withdrawals.
  withdrawal_status_update: (p: WithdrawalStatusUpdate) => void;
  // Money in the player's wallet that no deposit order announces: a bank transfer an operator recorded for them.
  wallet_credit: (p: WalletCreditNotice) => void;
  // A security-relevant change to the account (password, second-level password, bank account), once committed.
  securityNotice: (p: SecurityNotice) => void;
  // An item added to the player's inbox (written with the change it tells of, sent once committed).
  inbox_item: (p: InboxItemDto) => void;
  // Items of the player's inbox marked read, by this page or another of theirs, and what stays unread.
  inbox_read: (p: InboxReadDto) => void;
  // The node's link to the other nodes (Redis) was down and is back: events may have been missed
  // although this socket stayed connected, so the page re-reads what it shows, as after a reconnect.
  resync: () => void;
  // Just before the server closes this socket on purpose (the session stays signed in): it sent more
  // events than a page ever does, or the session opened more sockets than allowed and this one is
  // its oldest. The page does not reconnect by itself; reloading it opens a new socket.
  socketLimited: (p: { reason: SocketLimitReason; message: string }) => void;
  // To every connected page: an operator changed the announcement, the maintenance notice or the
  // support links (SITE_CONTENT_EVENT); the page shows the new content at once.
  site_content: (p: SiteContentDto) => void;
  // To every connected page (REMOTES_CHANGED_EVENT): a remote's version pointer changed (a new live
  // version, a rollback, a canary); the page asks /api/remotes again (with the change's revision,
  // so that a node that has not heard of it yet reads it first) and loads its versions at the next
  // safe moment.
  remotes_changed: (p: RemotesChangedEvent) => void;
  // To every connected page (PLAYERS_ONLINE_EVENT): how many players sit at each table now, across
  // every node. Sent to a socket when it connects and when it joins a game, then to all whenever a
  // figure changes (recounted at most every 2 s, server/src/realtime/players-online.ts).
  playersOnline: (p: PlayersOnlineEvent) => void;
  // To the operators whose role acts on that queue only (the rooms operators_<role>; withdrawals
  // and transfers: admin and ke_toan): what waits on them changed (a withdrawal asked for or
  // decided, a bank transfer that matched no order, or one assigned). The console re-reads its lists.
  adminQueues: (p: AdminQueuesEvent) => void;
  // To every operator: an operator account was made, given another role, disabled or enabled on
  // the host (the CLI). The console shows it as a notice.
  operatorsChanged: (p: OperatorsChangedEvent) => void;
}

// Distinct signed-in players with a socket in each game's room (a player with two tabs counts once;
// operators never join a table).
export type PlayersOnlineEvent = Record<GameType, number>;
export const PLAYERS_ONLINE_EVENT = 'playersOnline';

export interface OperatorsChangedEvent {
  change: 'create' | 'role' | 'disable' | 'enable';
  username: string;
  role: OperatorRole;
  // Vietnamese, for the notice as it is.
  message: string;
}

export interface AdminQueuesEvent {
  pendingWithdrawals: number;
  unmatchedTransfers: number;
  pendingChanges: number;
  changed: 'withdrawals' | 'transfers' | 'changes';
}

export interface ClientToServerEvents {
  join_game: (p: { gameType: string }) => void;
  leave_game: (p: { gameType: string }) => void;
  // The table's page is on screen and the player touched it during the round: a watcher, not an
  // abandoned tab (the idle count skips this round). Sent at most once a round.
  table_active: (p: { gameType: string }) => void;
  getCurrentSessionId: (p?: { gameType: string }) => void;
  getSessionStatus: (p?: { gameType: string }) => void;
  // Acknowledged with {ok}: false when the order is not the player's.
  join_order: (p: { orderId: number }, ack?: (answer: { ok: boolean }) => void) => void;
  leave_order: (p: { orderId: number }) => void;
}

export const userRoom = (userId: number) => `user_${userId}`;
// The sockets of every operator of one role, on every node: an event for operators is sent to the
// roles that act on it.
export const operatorRoom = (role: OperatorRole) => `operators_${role}`;
