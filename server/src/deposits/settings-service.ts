import { CONFIG_KEYS, PAYMENT_MESSAGES, type SystemConfigDto, type VendorCardDto } from '@app/shared/contracts';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { uniqueViolation, type Db } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { DEPOSIT_MESSAGES as M } from './deposit-messages';
import { VENDOR_CARD_COLUMNS, listConfigs, toVendorCardDto, type VendorCardRow } from './deposit-store';

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
        const { rows } = await db.query<VendorCardRow>(
          `INSERT INTO vendor_cards (bank_name, bank_code, bin, account_number, account_name, swift_code, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${VENDOR_CARD_COLUMNS}`,
          [bank.shortName, bank.code, bank.bin, fields.accountNumber, fields.accountName, bank.swiftCode, fields.isActive ?? true],
        );
        return toVendorCardDto(rows[0]);
      } catch (error) {
        if (uniqueViolation(error) !== null) throw duplicate();
        throw error;
      }
    },

    async updateVendorCard(id: number, fields: VendorCardFields): Promise<VendorCardDto> {
      if (Object.values(fields).every((v) => v === undefined)) throw badRequest(M.vendorCardNothing);
      const bank = fields.bankCode === undefined ? null : bankOf(fields.bankCode);
      try {
        const { rows } = await db.query<VendorCardRow>(
          `UPDATE vendor_cards SET
             bank_name = coalesce($2, bank_name), bank_code = coalesce($3, bank_code), bin = coalesce($4, bin),
             swift_code = CASE WHEN $3::text IS NULL THEN swift_code ELSE $5 END,
             account_number = coalesce($6, account_number), account_name = coalesce($7, account_name),
             is_active = coalesce($8::boolean, is_active), updated_at = now()
           WHERE id = $1 RETURNING ${VENDOR_CARD_COLUMNS}`,
          [
            id,
            bank?.shortName ?? null,
            bank?.code ?? null,
            bank?.bin ?? null,
            bank?.swiftCode ?? null,
            fields.accountNumber ?? null,
            fields.accountName ?? null,
            fields.isActive ?? null,
          ],
        );
        if (!rows[0]) throw notFound(M.vendorCardNotFound);
        return toVendorCardDto(rows[0]);
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
        const { rows } = await q.query<SystemConfigDto>(
          'SELECT id, value FROM system_configs WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
          [[CONFIG_KEYS.depositMin, CONFIG_KEYS.depositMax]],
        );
        const current = (key: string) => rows.find((row) => row.id === key)?.value;
        if (id === CONFIG_KEYS.depositMin || id === CONFIG_KEYS.depositMax) {
          const min = Number(id === CONFIG_KEYS.depositMin ? value : (current(CONFIG_KEYS.depositMin) ?? '0'));
          const max = Number(id === CONFIG_KEYS.depositMax ? value : (current(CONFIG_KEYS.depositMax) ?? String(Number.MAX_SAFE_INTEGER)));
          if (min > max) throw badRequest(M.limitOrder, 'value');
        }
        const saved = await q.query<SystemConfigDto>(
          `INSERT INTO system_configs (id, value) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
           RETURNING id, value`,
          [id, value],
        );
        return saved.rows[0];
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
