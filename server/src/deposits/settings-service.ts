import {
  CONFIG_KEYS,
  PAYMENT_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type PendingChangeDto,
  type SystemConfigDto,
  type VendorCardDto,
} from '@app/shared/contracts';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { uniqueViolation, type Db, type Queryable } from '../db/db';
import type { PendingChangeService } from '../pending-changes/pending-change-service';
import { AppError, badRequest, notFound } from '../http/app-error';
import { DEPOSIT_MESSAGES } from './deposit-messages';
import { listConfigs } from './deposit-store';
import { insertVendorCard, lockConfigs, lockVendorCard, saveConfig, updateVendorCard, vendorCardTaken } from './settings-store';
import { recordAudit } from '../audit/audit-store';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';

export interface VendorCardFields {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

const duplicate = () => new AppError(409, 'VENDOR_CARD_DUPLICATE', DEPOSIT_MESSAGES.vendorCardDuplicate);

const pick = (card: VendorCardDto) => ({ bankCode: card.bankCode, accountNumber: card.accountNumber, accountName: card.accountName });

function bankOf(code: string) {
  const bank = findDirectoryBank(code);
  if (!bank) throw badRequest(PAYMENT_MESSAGES.bankUnknown, 'bankCode');
  return bank;
}

// Receiving accounts (vendor cards) and configs, as the operator manages them: each change decides
// where players' money goes or how much of it, so each spends a token of the operator's second-level
// password bound to the account or the setting it changes. A new account, or a new number, bank or
// owner for one, is where players will send money: it waits for a second operator (maker-checker,
// the 'vendorCard.*' appliers below); pausing or reusing a known account applies at once.
const SETTINGS = TWO_FACTOR_ACTIONS.operatorSettings;

const cardText = (card: { bankCode: string; accountNumber: string; accountName: string }) =>
  `${card.bankCode} ${card.accountNumber} (${card.accountName})`;

export function createSettingsService(db: Db, pendingChanges: PendingChangeService) {
  // The change itself, in the approval's transaction; a duplicate number is refused as at the start.
  const applyCreate = async (q: Queryable, fields: Required<VendorCardFields>, actorId: number) => {
    const bank = bankOf(fields.bankCode);
    if (await vendorCardTaken(q, bank.bin, fields.accountNumber, null)) throw duplicate();
    const card = await insertVendorCard(q, bank, fields);
    await recordAudit(q, { actorId, action: 'vendorCard.create', target: `vendor_card:${card.id}`, before: null, after: card });
    return card;
  };
  const applyUpdate = async (q: Queryable, id: number, fields: VendorCardFields, actorId: number) => {
    const bank = fields.bankCode === undefined ? null : bankOf(fields.bankCode);
    const before = await lockVendorCard(q, id);
    if (!before) throw notFound(DEPOSIT_MESSAGES.vendorCardNotFound);
    if (await vendorCardTaken(q, bank?.bin ?? before.bin, fields.accountNumber ?? before.accountNumber, id)) throw duplicate();
    const card = (await updateVendorCard(q, id, bank, {
      accountNumber: fields.accountNumber ?? null,
      accountName: fields.accountName ?? null,
      isActive: fields.isActive ?? null,
    }))!;
    await recordAudit(q, { actorId, action: 'vendorCard.update', target: `vendor_card:${id}`, before, after: card });
    return card;
  };

  pendingChanges.register('vendorCard.create', {
    async apply(q, change, appliedBy) {
      await applyCreate(q, change.payload.fields as Required<VendorCardFields>, appliedBy ?? Number(change.maker_id));
      return async () => undefined;
    },
  });
  pendingChanges.register('vendorCard.update', {
    async apply(q, change, appliedBy) {
      const { cardId, fields } = change.payload as { cardId: number; fields: VendorCardFields };
      if (change.target !== STEP_UP_TARGETS.vendorCard(Number(cardId)))
        throw new AppError(409, 'CHANGE_MALFORMED', DEPOSIT_MESSAGES.changeMalformed);
      // Applied only to the account as the approver saw it: one changed since (by another request)
      // is not overwritten with what was asked against its old state.
      const current = await lockVendorCard(q, Number(cardId));
      if (!current) throw notFound(DEPOSIT_MESSAGES.vendorCardNotFound);
      const seen = change.before ?? {};
      const now = pick(current);
      if ((Object.keys(now) as Array<keyof typeof now>).some((key) => now[key] !== seen[key])) {
        throw new AppError(409, 'VENDOR_CARD_CHANGED', DEPOSIT_MESSAGES.vendorCardChanged);
      }
      await applyUpdate(q, Number(cardId), fields, appliedBy ?? Number(change.maker_id));
      return async () => undefined;
    },
  });

  return {
    // Always waits for a second operator: a new place for players' money.
    async createVendorCard(
      step: OperatorStepUp,
      fields: Required<Omit<VendorCardFields, 'isActive'>> & { isActive?: boolean },
    ): Promise<PendingChangeDto> {
      const bank = bankOf(fields.bankCode);
      const full = { ...fields, bankCode: bank.code, isActive: fields.isActive ?? true };
      const change = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.vendorCard(null));
        if (await vendorCardTaken(q, bank.bin, fields.accountNumber, null)) throw duplicate();
        return pendingChanges.request(q, {
          kind: 'vendorCard.create',
          // One waiting request per account number (a second one for the same number is refused).
          target: `${STEP_UP_TARGETS.vendorCard(null)}:${bank.bin}:${fields.accountNumber}`,
          summary: DEPOSIT_MESSAGES.vendorCardCreateSummary(bank.shortName, fields.accountNumber, fields.accountName),
          amount: null,
          payload: { fields: full },
          before: null,
          after: { bankCode: full.bankCode, accountNumber: full.accountNumber, accountName: full.accountName, isActive: full.isActive },
          makerId: step.operatorId,
        });
      });
      await pendingChanges.announce();
      return change;
    },

    // A new bank, number or owner waits for a second operator; pausing or reusing applies at once.
    async updateVendorCard(
      step: OperatorStepUp,
      id: number,
      fields: VendorCardFields,
    ): Promise<{ card: VendorCardDto } | { pending: PendingChangeDto }> {
      if (Object.values(fields).every((v) => v === undefined)) throw badRequest(DEPOSIT_MESSAGES.vendorCardNothing);
      const bank = fields.bankCode === undefined ? null : bankOf(fields.bankCode);
      try {
        const outcome = await db.tx(async (q) => {
          await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.vendorCard(id));
          const before = await lockVendorCard(q, id);
          if (!before) throw notFound(DEPOSIT_MESSAGES.vendorCardNotFound);
          const redirect = {
            ...(bank && bank.code !== before.bankCode ? { bankCode: bank.code } : {}),
            ...(fields.accountNumber !== undefined && fields.accountNumber !== before.accountNumber
              ? { accountNumber: fields.accountNumber }
              : {}),
            ...(fields.accountName !== undefined && fields.accountName !== before.accountName ? { accountName: fields.accountName } : {}),
          };
          if (Object.keys(redirect).length === 0) {
            return { card: await applyUpdate(q, id, { isActive: fields.isActive }, step.operatorId) };
          }
          // Switching an account on or off applies at once; a new number waits. Asked together, the
          // switch would ride along unseen by the approver (a paused account turned back on).
          if (fields.isActive !== undefined) throw badRequest(DEPOSIT_MESSAGES.vendorCardOneThing);
          if (await vendorCardTaken(q, bank?.bin ?? before.bin, fields.accountNumber ?? before.accountNumber, id)) throw duplicate();
          const next = { ...pick(before), ...redirect };
          const pending = await pendingChanges.request(q, {
            kind: 'vendorCard.update',
            target: STEP_UP_TARGETS.vendorCard(id),
            summary: DEPOSIT_MESSAGES.vendorCardUpdateSummary(id, cardText(pick(before)), cardText(next)),
            amount: null,
            payload: { cardId: id, fields: redirect },
            before: pick(before),
            after: next,
            makerId: step.operatorId,
          });
          return { pending };
        });
        if (outcome.pending) await pendingChanges.announce();
        return outcome.pending ? { pending: outcome.pending } : { card: outcome.card! };
      } catch (error) {
        if (uniqueViolation(error) !== null) throw duplicate();
        throw error;
      }
    },

    listConfigs: () => listConfigs(db),

    // prefix_order: 1 to 6 upper-case letters or digits (content stays ASCII and short); the limits:
    // positive whole đồng with min ≤ max, checked against the other one under a lock.
    async updateConfig(step: OperatorStepUp, id: string, rawValue: string): Promise<SystemConfigDto> {
      const known = Object.values(CONFIG_KEYS) as string[];
      if (!known.includes(id)) throw notFound(DEPOSIT_MESSAGES.configNotFound);
      let value = rawValue;
      if (id === CONFIG_KEYS.prefixOrder) {
        value = rawValue.toUpperCase();
        if (!/^[A-Z0-9]{1,6}$/.test(value)) throw badRequest(DEPOSIT_MESSAGES.prefixInvalid, 'value');
      } else if (!/^[1-9]\d{0,14}$/.test(value) || !Number.isSafeInteger(Number(value))) {
        throw badRequest(DEPOSIT_MESSAGES.limitInvalid, 'value');
      }
      return db.tx(async (q) => {
        await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.config(id));
        const rows = await lockConfigs(q, [...new Set([CONFIG_KEYS.depositMin, CONFIG_KEYS.depositMax, id])]);
        const current = (key: string) => rows.find((row) => row.id === key)?.value;
        if (id === CONFIG_KEYS.depositMin || id === CONFIG_KEYS.depositMax) {
          const min = Number(id === CONFIG_KEYS.depositMin ? value : (current(CONFIG_KEYS.depositMin) ?? '0'));
          const max = Number(id === CONFIG_KEYS.depositMax ? value : (current(CONFIG_KEYS.depositMax) ?? String(Number.MAX_SAFE_INTEGER)));
          if (min > max) throw badRequest(DEPOSIT_MESSAGES.limitOrder, 'value');
        }
        const saved = await saveConfig(q, id, value);
        const before = rows.find((row) => row.id === id) ?? null;
        await recordAudit(q, { actorId: step.operatorId, action: 'config.update', target: `system_config:${id}`, before, after: saved });
        return saved;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
