// Who the seeded players are: usernames and phones that pass the sign-up rules, and the bank account
// each withdraws to, held in a Vietnamese name at one of the banks the server's directory knows.
import { normalizeAccountName } from '@app/shared/contracts';
import { findDirectoryBank } from '../bank-directory/bank-list';
import type { Random } from './prng';

// Family names roughly as common as they are in Vietnam (Nguyễn alone is over a third).
const FAMILY_NAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const FAMILY_WEIGHTS = [38, 11, 9.5, 7, 3, 2, 4.5, 2, 1.9, 2.1, 2, 1.4, 1.3, 1.3, 1, 0.5];
const MALE_MIDDLE = ['Văn', 'Đức', 'Minh', 'Quốc', 'Hữu', 'Thanh', 'Hoàng', 'Gia', 'Công', 'Xuân'];
const FEMALE_MIDDLE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Kim', 'Minh', 'Phương', 'Bảo', 'Hồng', 'Mỹ'];
const MALE_GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Duy',
  'Hải',
  'Hiếu',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Long',
  'Lộc',
  'Nam',
  'Nghĩa',
  'Phát',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Thành',
  'Trung',
  'Tuấn',
  'Việt',
  'Vinh',
];
const FEMALE_GIVEN = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hằng',
  'Hạnh',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Loan',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Nhung',
  'Oanh',
  'Phương',
  'Quỳnh',
  'Thảo',
  'Trang',
  'Tuyết',
  'Uyên',
  'Vy',
  'Yến',
];

// Banks players hold accounts at, weighted towards the big retail ones; every code is checked
// against the directory below, so a code it drops fails at once rather than writing a bank no
// screen can name.
const BANK_CODES = [
  'VCB',
  'MBB',
  'TCB',
  'BID',
  'CTG',
  'ACB',
  'VPB',
  'TPB',
  'STB',
  'VIB',
  'HDB',
  'SHB',
  'MSB',
  'OCB',
  'CAKE',
  'TIMO',
  'AGRIBANK',
];
const BANK_WEIGHTS = [18, 16, 14, 10, 10, 8, 8, 5, 4, 3, 2, 2, 2, 1, 2, 1, 4];
const BANKS = BANK_CODES.map((code) => {
  const bank = findDirectoryBank(code);
  if (!bank) throw new Error(`the bank directory has no ${code}`);
  return { code: bank.code, name: bank.shortName };
});

// Mobile prefixes that pass the phone rule (0[35789] and eight digits).
const PHONE_PREFIXES = ['09', '03', '08', '07', '05'];
const PHONE_PREFIX_WEIGHTS = [40, 30, 15, 10, 5];

export interface SeedBankAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  // As banks hold it: upper case, no accents.
  accountName: string;
}

// seed0001, seed0002, ... (wider once past 9999): lower case letters and digits, as the rule asks.
export const seedUsername = (index: number) => `seed${String(index + 1).padStart(4, '0')}`;

// Eight digits from the player's number through a bijection of 0..10^8-1 (7919 is prime to 10^8),
// so no two players share a phone and they do not read as a counter.
export function seedPhone(index: number, random: Random): string {
  const digits = (index * 7919 + 13_572_468) % 100_000_000;
  return random.weighted(PHONE_PREFIXES, PHONE_PREFIX_WEIGHTS) + String(digits).padStart(8, '0');
}

export function seedFullName(random: Random): string {
  const female = random.chance(0.35);
  const family = random.weighted(FAMILY_NAMES, FAMILY_WEIGHTS);
  const middle = random.pick(female ? FEMALE_MIDDLE : MALE_MIDDLE);
  const given = random.pick(female ? FEMALE_GIVEN : MALE_GIVEN);
  return `${family} ${middle} ${given}`;
}

export function seedBankAccount(random: Random): SeedBankAccount {
  const bank = random.weighted(BANKS, BANK_WEIGHTS);
  let accountNumber = String(random.int(1, 9));
  const length = random.int(9, 13);
  while (accountNumber.length < length) accountNumber += String(random.int(0, 9));
  return { bankCode: bank.code, bankName: bank.name, accountNumber, accountName: normalizeAccountName(seedFullName(random)) };
}
