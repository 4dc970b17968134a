import { expectSecurityChange, api, paymentCall } from '@app/shared';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { TWO_FACTOR_SESSION_HEADER } from '../../contracts/security';
import { BANK_ACCOUNT_PATHS } from '../../contracts/routes';

const DONE: PaymentEnvelope<null> = { code: 0, statusCode: 200, message: '', data: null };

/** DELETE u/user-bank-accounts/{id} with a bank_account_change step-up token: success is HTTP 204 with an empty body (an envelope is accepted too). */
export async function deleteBankAccount(id: number, stepUp: string): Promise<void> {
  expectSecurityChange('bank_account_deleted');
  await paymentCall<null>(
    async () => {
      const response = await api.delete(BANK_ACCOUNT_PATHS.one(id), { headers: { [TWO_FACTOR_SESSION_HEADER]: stepUp }, silent: true });
      if (response.status === 204) return DONE;
      const text = await response.text();
      if (!text.trim()) return DONE;
      return JSON.parse(text) as PaymentEnvelope<null>;
    },
    PAYMENT_MESSAGES.bankAccountDelete,
    [200, 204],
  );
}
