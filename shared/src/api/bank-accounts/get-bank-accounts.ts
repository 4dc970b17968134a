import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type UserBankAccountDto } from '../../contracts/bank-accounts';
import { api, paymentCall } from '@app/shared';
import { BANK_ACCOUNT_PATHS } from '../../contracts/routes';

// A user bank account: the server shape is already the client one.
export type UserBankAccount = UserBankAccountDto;

/** Default first, then oldest first (the first registered account is the name reference). */
function sortBankAccounts(accounts: readonly UserBankAccount[]): UserBankAccount[] {
  return [...accounts].sort((a, b) => {
    if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
    return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  });
}

/** The account registered first: its owner name is the one every later account must carry. */
export function firstBankAccount(accounts: readonly UserBankAccount[]): UserBankAccount | undefined {
  return [...accounts].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)[0];
}

/** GET u/user-bank-accounts → the player's accounts, default first. */
export async function getBankAccounts(): Promise<UserBankAccount[]> {
  const data = await paymentCall(
    () => api.get(BANK_ACCOUNT_PATHS.list, { silent: true }).json<PaymentEnvelope<UserBankAccountDto[]>>(),
    PAYMENT_MESSAGES.bankAccountsLoad,
  );
  return sortBankAccounts(Array.isArray(data) ? data : []);
}
