import { SECURITY_MESSAGES, TWO_FACTOR_ACTIONS, type SecurityEventKind, type UserBankAccountDto } from '@app/shared/contracts';
import type { SessionMeta } from '../auth/session-store';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { announceSecurityEvent } from '../security-events/security-notice';
import { lastPasswordChange, recordSecurityEvent, type SecurityEventRow } from '../security-events/security-event-store';
import { consumeTwoFactorToken, hasTwoFactor } from '../two-factor/two-factor-store';
import { withdrawalCooldown } from '../withdrawals/withdrawal-cooldown';
import {
  changesDestination,
  createBankAccount,
  deleteBankAccount,
  describeBankAccount,
  listBankAccounts,
  mapDuplicate,
  ownAccountForUpdate,
  setDefaultBankAccount,
  toBankAccountDto,
  updateBankAccount,
  type BankAccountChanges,
  type BankAccountRow,
  type NewBankAccount,
} from './bank-account-store';

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
  const spendStepUp = async (q: Queryable, actor: BankAccountActor) => {
    if (!actor.stepUpToken) {
      const set = await hasTwoFactor(q, actor.userId);
      throw set
        ? new AppError(403, 'STEP_UP_REQUIRED', SECURITY_MESSAGES.stepUpRequired, 'twoFactor')
        : new AppError(403, 'TWO_FACTOR_NOT_SET', SECURITY_MESSAGES.stepUpNotSet, 'twoFactor');
    }
    await consumeTwoFactorToken(q, actor.userId, actor.stepUpToken, TWO_FACTOR_ACTIONS.bankAccountChange);
  };

  const record = (q: Queryable, actor: BankAccountActor, kind: SecurityEventKind, row: BankAccountRow) =>
    recordSecurityEvent(q, actor.userId, kind, describeBankAccount(row), actor.origin);

  const dto = async (q: Queryable, row: BankAccountRow) => {
    const passwordAt = await lastPasswordChange(q, row.user_id);
    return toBankAccountDto(row, withdrawalCooldown(row.destination_changed_at, passwordAt, withdrawalCooldownHours));
  };

  // Runs a change, then tells the player's pages about what it recorded.
  const change = async <T>(userId: number, work: (q: Queryable) => Promise<{ result: T; event: SecurityEventRow | null }>) => {
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
        const row = await createBankAccount(q, actor.userId, input);
        return { result: await dto(q, row), event: await record(q, actor, 'bank_account_added', row) };
      }),

    // A toggle of isActive alone needs no token (it sends money nowhere new).
    update: (actor: BankAccountActor, id: number, changes: BankAccountChanges): Promise<UserBankAccountDto> =>
      change(actor.userId, async (q) => {
        const before = await ownAccountForUpdate(q, actor.userId, id);
        const moved = changesDestination(before, changes);
        if (moved) await spendStepUp(q, actor);
        const row = await updateBankAccount(q, before, changes);
        return { result: await dto(q, row), event: moved ? await record(q, actor, 'bank_account_changed', row) : null };
      }),

    remove: (actor: BankAccountActor, id: number): Promise<void> =>
      change(actor.userId, async (q) => {
        const row = await deleteBankAccount(q, actor.userId, id);
        await spendStepUp(q, actor);
        return { result: undefined, event: await record(q, actor, 'bank_account_deleted', row) };
      }),

    setDefault: (actor: BankAccountActor, id: number): Promise<UserBankAccountDto> =>
      change(actor.userId, async (q) => {
        const { row, changed } = await setDefaultBankAccount(q, actor.userId, id);
        await spendStepUp(q, actor);
        return { result: await dto(q, row), event: changed ? await record(q, actor, 'bank_account_default', row) : null };
      }),
  };
}
