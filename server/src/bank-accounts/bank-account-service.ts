import {
  BANK_ACCOUNT_MAX,
  PAYMENT_MESSAGES,
  SECURITY_MESSAGES,
  TWO_FACTOR_ACTIONS,
  WITHDRAWAL_MESSAGES,
  type SecurityEventKind,
  type UserBankAccountDto,
} from '@app/shared/contracts';
import type { SessionMeta } from '../auth/session-store';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { uniqueViolation, type Db, type Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { announceSecurityEvent } from '../security-events/security-notice';
import { recordSecurityChange, type RecordedSecurityEvent } from '../security-events/security-change';
import { lastPasswordChange } from '../security-events/security-event-store';
import { spendStepUpToken } from '../two-factor/second-password-check';
import { withdrawalCooldown } from '../withdrawals/withdrawal-cooldown';
import { accountNotFound } from './bank-account-errors';
import {
  countLiveAccounts,
  describeBankAccount,
  firstAccountName,
  hasPendingWithdrawal,
  insertBankAccount,
  listBankAccounts,
  lockPlayer,
  markDeleted,
  moveDefault,
  ownAccountForUpdate,
  promoteNewestToDefault,
  toBankAccountDto,
  updateBankAccountRow,
  type BankAccountRow,
} from './bank-account-store';

export interface NewBankAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

export interface BankAccountChanges {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

const duplicate = () => new AppError(409, 'BANK_ACCOUNT_DUPLICATE', PAYMENT_MESSAGES.accountDuplicate, 'accountNumber');

const directoryBank = (code: string) => {
  const bank = findDirectoryBank(code);
  if (!bank) throw badRequest(PAYMENT_MESSAGES.bankUnknown, 'bankCode');
  return bank;
};

// A unique index refusing the row is the race the checks before it lost: same answer as the check.
async function mapDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'user_bank_accounts_user_bank_number_key') throw duplicate();
    if (constraint !== null) throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.bankAccountUpdate);
    throw error;
  }
}

// Whether these changes send money somewhere else: a new bank or number (the same values again are no
// change). Only that needs the step-up token and restarts the cool-down; a toggle does not.
function changesDestination(row: BankAccountRow, changes: BankAccountChanges): boolean {
  const bank = changes.bankCode === undefined ? null : directoryBank(changes.bankCode);
  return (
    (bank !== null && bank.code !== row.bank_code) || (changes.accountNumber !== undefined && changes.accountNumber !== row.account_number)
  );
}

// One change to a player's accounts at a time (the default, the cap, the reference name): the
// player's row is the mutex; then the account itself, which must be the player's.
async function lockOwnAccount(q: Queryable, userId: number, id: number): Promise<BankAccountRow> {
  const row = await ownAccountForUpdate(q, userId, id);
  if (!row) throw accountNotFound();
  return row;
}

async function createAccount(q: Queryable, userId: number, input: NewBankAccount): Promise<BankAccountRow> {
  const bank = directoryBank(input.bankCode);
  await lockPlayer(q, userId);
  // The first account ever registered (a deleted one included) fixes the owner's name: money
  // leaves only to accounts of the same person.
  const firstName = await firstAccountName(q, userId);
  if (firstName !== undefined && firstName !== input.accountName) throw badRequest(PAYMENT_MESSAGES.accountNameMismatch, 'accountName');
  const live = await countLiveAccounts(q, userId, bank.code, input.accountNumber);
  if (live.same > 0) throw duplicate();
  if (live.n >= BANK_ACCOUNT_MAX) throw badRequest(WITHDRAWAL_MESSAGES.bankAccountLimit);
  const values = { bankCode: bank.code, bankName: bank.shortName, accountNumber: input.accountNumber, accountName: input.accountName };
  return insertBankAccount(q, userId, values, live.n === 0);
}

async function updateAccount(q: Queryable, row: BankAccountRow, changes: BankAccountChanges): Promise<BankAccountRow> {
  const bank = changes.bankCode === undefined ? null : directoryBank(changes.bankCode);
  if (changes.accountName !== undefined && changes.accountName !== row.account_name)
    throw badRequest(PAYMENT_MESSAGES.accountNameLocked, 'accountName');
  const values = {
    bankCode: bank?.code ?? row.bank_code,
    bankName: bank?.shortName ?? row.bank_name,
    accountNumber: changes.accountNumber ?? row.account_number,
    isActive: changes.isActive ?? row.is_active,
  };
  return updateBankAccountRow(q, row, values, changesDestination(row, changes));
}

// Refused while a pending withdrawal pays to it; a deleted default passes the default to the
// newest remaining account (an active one first).
async function deleteAccount(q: Queryable, userId: number, id: number): Promise<BankAccountRow> {
  await lockPlayer(q, userId);
  const row = await lockOwnAccount(q, userId, id);
  if (await hasPendingWithdrawal(q, id)) throw new AppError(409, 'WITHDRAWAL_PENDING', PAYMENT_MESSAGES.withdrawalPending);
  await markDeleted(q, id);
  if (row.is_default) await promoteNewestToDefault(q, userId);
  return row;
}

// `changed` false: it was the default already (nothing to record).
async function makeDefault(q: Queryable, userId: number, id: number): Promise<{ row: BankAccountRow; changed: boolean }> {
  await lockPlayer(q, userId);
  const row = await lockOwnAccount(q, userId, id);
  if (!row.is_active) throw badRequest(PAYMENT_MESSAGES.accountInactive);
  if (row.is_default) return { row, changed: false };
  return { row: await moveDefault(q, userId, id), changed: true };
}

export interface BankAccountServiceDeps {
  db: Db;
  realtime: Realtime;
  withdrawalCooldownHours: number;
}

// Who asks, from where, and the step-up token they carry (header x-two-factor-session).
export interface BankAccountActor {
  userId: number;
  origin: SessionMeta;
  stepUpToken: string | null;
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;

// The rules around the player's bank accounts: anything that can redirect a withdrawal (a new
// account, another bank or number, a deletion, a new default) needs a fresh second-level-password
// token of its own action, is written in the same transaction as its security record, and is told
// to the player's other pages once committed. A stolen access token alone changes nothing.
export function createBankAccountService({ db, realtime, withdrawalCooldownHours }: BankAccountServiceDeps) {
  // Spent in the change's own transaction: a refused change leaves the token unused. Someone else's
  // account is "not found" before any token is asked for.
  const spendStepUp = (q: Queryable, actor: BankAccountActor) =>
    spendStepUpToken(q, actor.userId, actor.stepUpToken, TWO_FACTOR_ACTIONS.bankAccountChange, {
      required: SECURITY_MESSAGES.stepUpRequired,
      notSet: SECURITY_MESSAGES.stepUpNotSet,
    });

  const record = (q: Queryable, actor: BankAccountActor, kind: SecurityEventKind, row: BankAccountRow) =>
    recordSecurityChange(q, actor.userId, kind, describeBankAccount(row), actor.origin);

  const dto = async (q: Queryable, row: BankAccountRow) => {
    const passwordAt = await lastPasswordChange(q, row.user_id);
    return toBankAccountDto(row, withdrawalCooldown(row.destination_changed_at, passwordAt, withdrawalCooldownHours));
  };

  // Runs a change, then tells the player's pages about what it recorded.
  const change = async <T>(userId: number, work: (q: Queryable) => Promise<{ result: T; event: RecordedSecurityEvent | null }>) => {
    const { result, event } = await mapDuplicate(db.tx(work));
    if (event) announceSecurityEvent(realtime, userId, event);
    return result;
  };

  return {
    async list(userId: number): Promise<UserBankAccountDto[]> {
      const [rows, passwordAt] = await Promise.all([listBankAccounts(db, userId), lastPasswordChange(db, userId)]);
      return rows.map((row) => toBankAccountDto(row, withdrawalCooldown(row.destination_changed_at, passwordAt, withdrawalCooldownHours)));
    },

    create: (actor: BankAccountActor, input: NewBankAccount): Promise<UserBankAccountDto> =>
      change(actor.userId, async (q) => {
        await spendStepUp(q, actor);
        const row = await createAccount(q, actor.userId, input);
        return { result: await dto(q, row), event: await record(q, actor, 'bank_account_added', row) };
      }),

    // A toggle of isActive alone needs no token (it sends money nowhere new).
    update: (actor: BankAccountActor, id: number, changes: BankAccountChanges): Promise<UserBankAccountDto> =>
      change(actor.userId, async (q) => {
        const before = await lockOwnAccount(q, actor.userId, id);
        const moved = changesDestination(before, changes);
        if (moved) await spendStepUp(q, actor);
        const row = await updateAccount(q, before, changes);
        return { result: await dto(q, row), event: moved ? await record(q, actor, 'bank_account_changed', row) : null };
      }),

    remove: (actor: BankAccountActor, id: number): Promise<void> =>
      change(actor.userId, async (q) => {
        const row = await deleteAccount(q, actor.userId, id);
        await spendStepUp(q, actor);
        return { result: undefined, event: await record(q, actor, 'bank_account_deleted', row) };
      }),

    setDefault: (actor: BankAccountActor, id: number): Promise<UserBankAccountDto> =>
      change(actor.userId, async (q) => {
        const { row, changed } = await makeDefault(q, actor.userId, id);
        await spendStepUp(q, actor);
        return { result: await dto(q, row), event: changed ? await record(q, actor, 'bank_account_default', row) : null };
      }),
  };
}
