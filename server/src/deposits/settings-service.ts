import {
  CONFIG_KEYS,
  PAYMENT_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type SystemConfigDto,
  type VendorCardDto,
} from '@app/shared/contracts';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { uniqueViolation, type Db } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { DEPOSIT_MESSAGES as M } from './deposit-messages';
import { listConfigs } from './deposit-store';
import { insertVendorCard, lockConfigs, lockVendorCard, saveConfig, updateVendorCard } from './settings-store';
import { recordAudit } from '../audit/audit-store';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';

export interface VendorCardFields {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

const duplicate = () => new AppError(409, 'VENDOR_CARD_DUPLICATE', M.vendorCardDuplicate);

function bankOf(code: string) {
  const bank = findDirectoryBank(code);
  if (!bank) throw badRequest(PAYMENT_MESSAGES.bankUnknown, 'bankCode');
  return bank;
}

// Receiving accounts (vendor cards) and configs, as the operator manages them: each change decides
// where players' money goes or how much of it, so each spends a token of the operator's second-level
// password bound to the account or the setting it changes.
const SETTINGS = TWO_FACTOR_ACTIONS.operatorSettings;
export function createSettingsService(db: Db) {
  return {
    async createVendorCard(
      step: OperatorStepUp,
      fields: Required<Omit<VendorCardFields, 'isActive'>> & { isActive?: boolean },
    ): Promise<VendorCardDto> {
      const bank = bankOf(fields.bankCode);
      try {
        return await db.tx(async (q) => {
          await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.vendorCard(null));
          const card = await insertVendorCard(q, bank, { ...fields, isActive: fields.isActive ?? true });
          await recordAudit(q, {
            actorId: step.operatorId,
            action: 'vendorCard.create',
            target: `vendor_card:${card.id}`,
            before: null,
            after: card,
          });
          return card;
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw duplicate();
        throw error;
      }
    },

    async updateVendorCard(step: OperatorStepUp, id: number, fields: VendorCardFields): Promise<VendorCardDto> {
      if (Object.values(fields).every((v) => v === undefined)) throw badRequest(M.vendorCardNothing);
      const bank = fields.bankCode === undefined ? null : bankOf(fields.bankCode);
      try {
        return await db.tx(async (q) => {
          await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.vendorCard(id));
          const before = await lockVendorCard(q, id);
          if (!before) throw notFound(M.vendorCardNotFound);
          const card = (await updateVendorCard(q, id, bank, {
            accountNumber: fields.accountNumber ?? null,
            accountName: fields.accountName ?? null,
            isActive: fields.isActive ?? null,
          }))!;
          await recordAudit(q, { actorId: step.operatorId, action: 'vendorCard.update', target: `vendor_card:${id}`, before, after: card });
          return card;
        });
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
      if (!known.includes(id)) throw notFound(M.configNotFound);
      let value = rawValue;
      if (id === CONFIG_KEYS.prefixOrder) {
        value = rawValue.toUpperCase();
        if (!/^[A-Z0-9]{1,6}$/.test(value)) throw badRequest(M.prefixInvalid, 'value');
      } else if (!/^[1-9]\d{0,14}$/.test(value) || !Number.isSafeInteger(Number(value))) {
        throw badRequest(M.limitInvalid, 'value');
      }
      return db.tx(async (q) => {
        await spendOperatorStepUp(q, step, SETTINGS, STEP_UP_TARGETS.config(id));
        const rows = await lockConfigs(q, [...new Set([CONFIG_KEYS.depositMin, CONFIG_KEYS.depositMax, id])]);
        const current = (key: string) => rows.find((row) => row.id === key)?.value;
        if (id === CONFIG_KEYS.depositMin || id === CONFIG_KEYS.depositMax) {
          const min = Number(id === CONFIG_KEYS.depositMin ? value : (current(CONFIG_KEYS.depositMin) ?? '0'));
          const max = Number(id === CONFIG_KEYS.depositMax ? value : (current(CONFIG_KEYS.depositMax) ?? String(Number.MAX_SAFE_INTEGER)));
          if (min > max) throw badRequest(M.limitOrder, 'value');
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
