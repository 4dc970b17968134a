import { Banks } from 'vietnam-qr-pay';

export interface KnownBank {
  code: string;
  name: string;
  bin: string;
}

// The banks of vietnam-qr-pay (the NAPAS list the deposit QR uses), by upper-case code. A code the
// library lists twice keeps its current (non-deprecated) entry.
const byCode = new Map<string, KnownBank>();
for (const bank of [...Banks].sort((a, b) => Number(Boolean(a.deprecated)) - Number(Boolean(b.deprecated)))) {
  const code = String(bank.code).toUpperCase();
  if (!byCode.has(code)) byCode.set(code, { code, name: bank.shortName || bank.name, bin: bank.bin });
}

// The bank a player's account code names, or null for a code no Vietnamese bank has.
export function findBank(code: string): KnownBank | null {
  return byCode.get(code.trim().toUpperCase()) ?? null;
}
