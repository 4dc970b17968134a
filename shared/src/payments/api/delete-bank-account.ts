import { PAYMENT_MESSAGES, PAYMENT_PATHS, type PaymentEnvelope } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../payment-call';

const DONE: PaymentEnvelope<null> = { code: 0, statusCode: 200, message: '', data: null };

/** DELETE u/user-bank-accounts/{id}: success is HTTP 204 with an empty body (an envelope is accepted too). */
export async function deleteBankAccount(id: number): Promise<void> {
  await paymentCall<null>(
    async () => {
      const response = await api.delete(PAYMENT_PATHS.bankAccount(id), { silent: true });
      if (response.status === 204) return DONE;
      const text = await response.text();
      if (!text.trim()) return DONE;
      return JSON.parse(text) as PaymentEnvelope<null>;
    },
    PAYMENT_MESSAGES.bankAccountDelete,
    [200, 204],
  );
}
