import { accountsAndSessions } from './001-accounts-and-sessions';
import { ledger } from './002-ledger';
import { deposits } from './003-deposits';
import { withdrawals } from './004-withdrawals';
import { games } from './005-games';
import { houseShards } from './006-house-shards';
import { derivedSeeds } from './007-derived-seeds';
import { accountSecurity } from './008-account-security';
import { roundStakes } from './009-round-stakes';
import { sessionChangeNotices } from './010-session-change-notices';
import { betRowsLeaveRoom } from './011-bet-rows-leave-room';
import { withdrawalIdempotencyKeys } from './012-withdrawal-idempotency-keys';
import { depositOrderIdempotencyKeys } from './013-deposit-order-idempotency-keys';
import { roundSideStakes } from './014-round-side-stakes';
import { auditLog } from './015-audit-log';
import { roundTotals } from './016-round-totals';
import { betRowsLeaveHalf } from './017-bet-rows-leave-half';
import { noTruncate } from './018-no-truncate';
import { stepUpTarget } from './019-step-up-target';
import { operatorRoles } from './020-operator-roles';
import { pendingChanges } from './021-pending-changes';
import { operatorTotp } from './022-operator-totp';
import { voidRounds } from './023-void-rounds';
import { operatorCookieSessions } from './024-operator-cookie-sessions';
import { recoveryCodes } from './025-recovery-codes';
import { withdrawalCancel } from './026-withdrawal-cancel';
import { assignedTransfersByPlayer } from './027-assigned-transfers-by-player';
import { inbox } from './028-inbox';
import { inboxRoundRefunded } from './029-inbox-round-refunded';
import { reportDays } from './030-report-days';
import { ipBans } from './031-ip-bans';
import { gameControl } from './032-game-control';
import { siteContent } from './033-site-content';
import { playerRecords } from './034-player-records';
import { riskClearances } from './035-risk-clearances';
import { transferResolutions } from './036-transfer-resolutions';
import { adjustmentsAccount } from './037-adjustments-account';
import { timeIndexSummaries } from './038-time-index-summaries';
import { publicListsOptOut } from './039-public-lists-opt-out';
import { tableChat } from './040-table-chat';
import { referrals } from './041-referrals';
import { jackpot } from './042-jackpot';
import { reportJackpot } from './043-report-jackpot';
import { remoteRegistry } from './044-remote-registry';
import { ledgerCheckpoints } from './045-ledger-checkpoints';
import { monthlyPartitions } from './046-monthly-partitions';
import { ledgerPartitions } from './047-ledger-partitions';
import { paymentPartitions } from './048-payment-partitions';

export interface Migration {
  id: string;
  sql: string;
}

// Applied in this order, each once. Never edit a migration that has shipped: add the next one.
export const migrations: readonly Migration[] = [
  accountsAndSessions,
  ledger,
  deposits,
  withdrawals,
  games,
  houseShards,
  derivedSeeds,
  accountSecurity,
  roundStakes,
  sessionChangeNotices,
  betRowsLeaveRoom,
  withdrawalIdempotencyKeys,
  depositOrderIdempotencyKeys,
  roundSideStakes,
  auditLog,
  roundTotals,
  betRowsLeaveHalf,
  noTruncate,
  stepUpTarget,
  operatorRoles,
  pendingChanges,
  operatorTotp,
  voidRounds,
  operatorCookieSessions,
  recoveryCodes,
  withdrawalCancel,
  assignedTransfersByPlayer,
  inbox,
  inboxRoundRefunded,
  reportDays,
  ipBans,
  gameControl,
  siteContent,
  playerRecords,
  riskClearances,
  transferResolutions,
  adjustmentsAccount,
  timeIndexSummaries,
  publicListsOptOut,
  tableChat,
  referrals,
  jackpot,
  reportJackpot,
  remoteRegistry,
  ledgerCheckpoints,
  monthlyPartitions,
  ledgerPartitions,
  paymentPartitions,
];
