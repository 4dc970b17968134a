import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, ErrorCard, formatMoney, Skeleton } from '@app/shared';
import { depositHistoryKey, loadDeposits, paymentCache, type DepositClientStatus } from '@app/shared/signed-in';
import { reopenDeposit } from '../deposit/deposit-runtime';
import * as s from './deposit-history.css';

const DEPOSIT_STATUS_LABELS: Record<DepositClientStatus, string> = {
  pending: 'Đang chờ',
  confirmed: 'Thành công',
  rejected: 'Bị từ chối',
  expired: 'Hết hạn',
};

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function formatDepositDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isFinite(t) ? dateFormat.format(t) : '';
}

// A deposit the support desk credited (a transfer they recorded, an order they confirmed by hand):
// the player knows then why money came that their QR did not bring.
export const SUPPORT_CREDIT_LABEL = 'Ghi nhận bởi hỗ trợ';

const load = (page: number) => void loadDeposits(page).catch(() => undefined);

// The player's deposits (GET u/deposits, page 1 size 10, then 'Xem thêm'): their orders, and the
// transfers the support desk recorded for them.
export function DepositHistory() {
  const cache = useSnapshot(paymentCache);
  // The order whose QR is being fetched again: its button spins, the others wait.
  const [opening, setOpening] = useState<number | null>(null);
  const reopen = (orderId: number) => {
    setOpening(orderId);
    void reopenDeposit(orderId).finally(() => setOpening(null));
  };
  const deposits = cache.deposits;
  const loading = cache.loading.deposits;
  const error = cache.errors.deposits;

  useEffect(() => load(1), []);

  // Nothing loaded and no error yet: the first request is about to start or running.
  if (!deposits && (loading || !error)) {
    return (
      <div data-testid="deposit-history" aria-busy="true">
        <Skeleton height={60} radius={12} count={3} />
      </div>
    );
  }
  if (!deposits) {
    return (
      <div data-testid="deposit-history">
        <ErrorCard message={error} onRetry={() => load(1)} retrying={loading} />
      </div>
    );
  }
  if (deposits.items.length === 0) {
    return (
      <div data-testid="deposit-history">
        <EmptyState icon="history" title="Chưa có giao dịch nạp tiền" description="Các lần nạp tiền của bạn sẽ hiện ở đây." />
      </div>
    );
  }

  return (
    <div data-testid="deposit-history">
      <ul className={s.list}>
        {deposits.items.map((d) => (
          <li
            key={depositHistoryKey(d)}
            className={s.item}
            data-testid="deposit-history-item"
            {...(d.source === 'transfer' ? { 'data-transfer-id': d.id } : { 'data-order-id': d.id })}
            data-status={d.status}
          >
            <span className={s.amount}>{formatMoney(d.amount)}</span>
            <span className={s.status[d.status]}>{DEPOSIT_STATUS_LABELS[d.status]}</span>
            <span className={s.meta}>
              {d.content || d.code ? `Nội dung chuyển khoản: ${d.content || d.code}` : 'Chuyển khoản không có nội dung'}
            </span>
            <span className={s.meta}>{formatDepositDate(d.createdAt)}</span>
            {d.creditedBy === 'support' && (
              <span className={s.support} data-testid="deposit-history-support">
                {SUPPORT_CREDIT_LABEL}
              </span>
            )}
            {/* Until it expires, an order waiting for its transfer shows its QR and account again. */}
            {d.status === 'pending' && (
              <Button
                size="sm"
                variant="primary"
                className={s.reopen}
                loading={opening === d.id}
                disabled={opening !== null}
                onClick={() => reopen(d.id)}
                data-testid="deposit-history-reopen"
              >
                Xem mã QR
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={s.meta}>
          {error}
        </p>
      )}
      {deposits.hasMore && (
        <Button
          variant="secondary"
          block
          className={s.more}
          loading={loading}
          onClick={() => load(deposits.page + 1)}
          data-testid="deposit-history-more"
        >
          Xem thêm
        </Button>
      )}
    </div>
  );
}
