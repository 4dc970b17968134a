import { CONFIG_KEYS, PAYMENT_MESSAGES, type SystemConfigDto, type VendorCardDto } from '@app/shared/contracts';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { uniqueViolation, type Db } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { DEPOSIT_MESSAGES as M } from './deposit-messages';
import { listConfigs } from './deposit-store';
import { insertVendorCard, lockConfigs, saveConfig, updateVendorCard } from './settings-store';

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

// Receiving accounts (vendor cards) and configs, as the operator manages them.
export function createSettingsService(db: Db) {
  return {
    async createVendorCard(fields: Required<Omit<VendorCardFields, 'isActive'>> & { isActive?: boolean }): Promise<VendorCardDto> {
      const bank = bankOf(fields.bankCode);
      try {
        return await insertVendorCard(db, bank, { ...fields, isActive: fields.isActive ?? true });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw duplicate();
        throw error;
      }
    },

    async updateVendorCard(id: number, fields: VendorCardFields): Promise<VendorCardDto> {
      if (Object.values(fields).every((v) => v === undefined)) throw badRequest(M.vendorCardNothing);
      const bank = fields.bankCode === undefined ? null : bankOf(fields.bankCode);
      try {
        const card = await updateVendorCard(db, id, bank, {
          accountNumber: fields.accountNumber ?? null,
          accountName: fields.accountName ?? null,
          isActive: fields.isActive ?? null,
        });
        if (!card) throw notFound(M.vendorCardNotFound);
        return card;
      } catch (error) {
        if (uniqueViolation(error) !== null) throw duplicate();
        throw error;
      }
    },

    listConfigs: () => listConfigs(db),

    // prefix_order: 1 to 6 upper-case letters or digits (content stays ASCII and short); the limits:
    // positive whole đồng with min ≤ max, checked against the other one under a lock.
    async updateConfig(id: string, rawValue: string): Promise<SystemConfigDto> {
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
        const rows = await lockConfigs(q, [CONFIG_KEYS.depositMin, CONFIG_KEYS.depositMax]);
        const current = (key: string) => rows.find((row) => row.id === key)?.value;
        if (id === CONFIG_KEYS.depositMin || id === CONFIG_KEYS.depositMax) {
          const min = Number(id === CONFIG_KEYS.depositMin ? value : (current(CONFIG_KEYS.depositMin) ?? '0'));
          const max = Number(id === CONFIG_KEYS.depositMax ? value : (current(CONFIG_KEYS.depositMax) ?? String(Number.MAX_SAFE_INTEGER)));
          if (min > max) throw badRequest(M.limitOrder, 'value');
        }
        return saveConfig(q, id, value);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
