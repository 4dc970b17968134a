import { PAGE_SIZE } from '../../contracts/constants';
import { type Page, type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type DepositDto } from '../../contracts/deposits';
import { api, type RequestOptions, paymentCall } from '@app/shared';
import { toClientStatus, type DepositHistoryItem, type DepositPage } from '../../payments/deposits/deposit-types';
import { DEPOSIT_PATHS } from '../../contracts/routes';

function toDepositHistoryItem(dto: DepositDto): DepositHistoryItem {
  return {
    id: dto.id,
    source: dto.source === 'transfer' ? 'transfer' : 'order',
    amount: dto.amount,
    code: String(dto.code),
    content: dto.content ?? String(dto.code),
    status: toClientStatus(dto.status),
    createdAt: dto.createdAt,
    confirmedAt: dto.confirmedAt ?? null,
    rejectReason: dto.rejectReason ?? null,
    creditedBy: dto.creditedBy ?? null,
  };
}

/** The raw page of server DTOs (recent activity merges these). */
export function getDepositDtos(page = 1, size = PAGE_SIZE, options: RequestOptions = {}): Promise<Page<DepositDto>> {
  return paymentCall(
    () => api.get(DEPOSIT_PATHS.list, { searchParams: { page, size }, silent: true, ...options }).json<PaymentEnvelope<Page<DepositDto>>>(),
    PAYMENT_MESSAGES.depositsLoad,
  );
}

/**
 * GET u/deposits?page&size → the player's deposits (their orders and the transfers the support desk
 * recorded for them), newest first. A full page implies one more.
 */
export async function getDeposits(page = 1, size = PAGE_SIZE, options: RequestOptions = {}): Promise<DepositPage> {
  const body = await getDepositDtos(page, size, options);
  const items = (Array.isArray(body?.items) ? body.items : []).map(toDepositHistoryItem);
  return { items, page, size, hasMore: items.length >= size };
}
