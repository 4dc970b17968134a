import { type BalanceResult } from '../../contracts/api';
import { HTTP_MESSAGES } from '../../contracts/messages';
import { toAmount } from '../../balance/to-amount';
import { ApiError } from '../../http/api-error';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { unwrap } from '../../http/read-answer';
import { CORE_PATHS } from '../../contracts/routes';

/** GET /api/core/balance → the wallet balance in đồng. */
export async function getBalance(options?: RequestOptions): Promise<number> {
  const data = unwrap(await api.get(CORE_PATHS.balance, options).json<BalanceResult>());
  const balance = toAmount(data.balance);
  if (balance === null) {
    throw new ApiError({ status: 200, message: HTTP_MESSAGES.serverError, error: 'INVALID_RESPONSE', data });
  }
  return balance;
}
