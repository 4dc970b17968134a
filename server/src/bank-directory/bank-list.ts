import { Banks, VietQRStatus, type Bank } from 'vietnam-qr-pay';

// The banks of the NAPAS/VietQR network, from vietnam-qr-pay's list (offline: no remote service is
// asked). Deprecated entries (renamed banks) are left out. Ids are positions in the list sorted by
// bank code, so they stay the same from one boot (and one node) to the next.
export interface DirectoryBank {
  id: number;
  code: string;
  name: string;
  shortName: string;
  bin: string;
  swiftCode: string | null;
  transferSupported: boolean;
  lookupSupported: boolean;
}

const directory: readonly DirectoryBank[] = [...Banks]
  .filter((bank: Bank) => !bank.deprecated)
  .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  .map((bank, index) => ({
    id: index + 1,
    code: bank.code,
    name: bank.name,
    shortName: bank.shortName,
    bin: bank.bin,
    swiftCode: bank.swiftCode ?? null,
    transferSupported: bank.vietQRStatus === VietQRStatus.TRANSFER_SUPPORTED,
    lookupSupported: bank.lookupSupported === 1,
  }));

export const listDirectoryBanks = (): readonly DirectoryBank[] => directory;

// By code, ignoring case ('vcb' and 'VCB' are Vietcombank).
export function findDirectoryBank(code: string): DirectoryBank | undefined {
  const wanted = code.trim().toUpperCase();
  return directory.find((bank) => bank.code.toUpperCase() === wanted);
}

// When the list was taken: the directory has no per-bank dates, and a fixed one keeps answers stable.
export const DIRECTORY_DATE = '2024-01-01T00:00:00.000Z';
