import type { SystemConfigDto, VendorCardDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { VENDOR_CARD_COLUMNS, toVendorCardDto, type VendorCardRow } from './deposit-store';

// The SQL of the operator's settings: receiving accounts (vendor cards) and the deposit configs.

export interface VendorCardBank {
  shortName: string;
  code: string;
  bin: string;
  swiftCode: string | null;
}

export async function insertVendorCard(
  q: Queryable,
  bank: VendorCardBank,
  card: { accountNumber: string; accountName: string; isActive: boolean },
): Promise<VendorCardDto> {
  const { rows } = await q.query<VendorCardRow>(
    `INSERT INTO vendor_cards (bank_name, bank_code, bin, account_number, account_name, swift_code, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${VENDOR_CARD_COLUMNS}`,
    [bank.shortName, bank.code, bank.bin, card.accountNumber, card.accountName, bank.swiftCode, card.isActive],
  );
  return toVendorCardDto(rows[0]);
}

/** Whether another card (not `exceptId`) already receives at this bank and number. */
export async function vendorCardTaken(q: Queryable, bin: string, accountNumber: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM vendor_cards WHERE bin = $1 AND account_number = $2 AND id IS DISTINCT FROM $3', [
    bin,
    accountNumber,
    exceptId,
  ]);
  return rows.length > 0;
}

/** One card, locked until the caller's transaction ends; null when there is no such card. */
export async function lockVendorCard(q: Queryable, id: number): Promise<VendorCardDto | null> {
  const { rows } = await q.query<VendorCardRow>(`SELECT ${VENDOR_CARD_COLUMNS} FROM vendor_cards WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toVendorCardDto(rows[0]) : null;
}

/** Changes what is given (null keeps the field); null when there is no such card. */
export async function updateVendorCard(
  q: Queryable,
  id: number,
  bank: VendorCardBank | null,
  card: { accountNumber: string | null; accountName: string | null; isActive: boolean | null },
): Promise<VendorCardDto | null> {
  const { rows } = await q.query<VendorCardRow>(
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
      card.accountNumber,
      card.accountName,
      card.isActive,
    ],
  );
  return rows[0] ? toVendorCardDto(rows[0]) : null;
}

/** The configs named, locked until the caller's transaction ends (a limit is checked against the other). */
export async function lockConfigs(q: Queryable, ids: readonly string[]): Promise<SystemConfigDto[]> {
  const { rows } = await q.query<SystemConfigDto>(
    'SELECT id, value FROM system_configs WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  return rows;
}

export async function saveConfig(q: Queryable, id: string, value: string): Promise<SystemConfigDto> {
  const { rows } = await q.query<SystemConfigDto>(
    `INSERT INTO system_configs (id, value) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     RETURNING id, value`,
    [id, value],
  );
  return rows[0];
}
