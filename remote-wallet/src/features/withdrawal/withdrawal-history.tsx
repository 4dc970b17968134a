import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  Button,
  EmptyState,
  ErrorCard,
  formatMoney,
  notify,
  refreshBalance,
  Skeleton,
  subscribeRealtime,
  WITHDRAWAL_STATUS_EVENT,
  type WithdrawalDto,
  type WithdrawalStatus,
  type WithdrawalStatusUpdate,
} from '@app/shared';
import { maskAccountNumber } from '../bank-accounts/bank-accounts-store';
import { hasMoreWithdrawals, loadMoreWithdrawals, reloadWithdrawals, withdrawalsStore } from './withdrawals-store';
import * as s from './withdrawal.css';

const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Đang chờ',
  APPROVED: 'Đã duyệt',
  REJECTED: 'Bị từ chối',
};

const statusClass: Record<WithdrawalStatus, string> = {
  PENDING: s.statusPending,
  APPROVED: s.statusApproved,
  REJECTED: s.statusRejected,
};

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

function formatWithdrawalDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** An operator's approval or rejection, arriving over the socket, refreshes the list and says what happened. */
export function onWithdrawalStatus(update: WithdrawalStatusUpdate): void {
  // The inbox hears it too, whatever screen is open (watchPaymentNotices).
  void reloadWithdrawals();
  const message = update?.message;
  if (update?.status === 'REJECTED') {
    // The held amount is back in the wallet.
    void refreshBalance();
    if (message) notify.error(message);
  } else if (message) {
    if (update?.status === 'APPROVED') notify.success(message);
    else notify.info(message);
  }
}

/** `hideTitle`: when the host section already has a heading (the history tabs). */
// One subscription however many withdrawal views are mounted (the panel and the history may both be).
let listeners = 0;
let unsubscribe: (() => void) | null = null;

export function useWithdrawalStatusUpdates(): void {
  useEffect(() => {
    listeners += 1;
    if (listeners === 1) unsubscribe = subscribeRealtime<WithdrawalStatusUpdate>(WITHDRAWAL_STATUS_EVENT, onWithdrawalStatus);
    return () => {
      listeners -= 1;
      if (listeners === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, []);
}

export function WithdrawalHistory({ hideTitle = false }: { hideTitle?: boolean } = {}) {
  const state = useSnapshot(withdrawalsStore);

  useWithdrawalStatusUpdates();
  useEffect(() => {
    void reloadWithdrawals();
  }, []);

  const items = state.items as WithdrawalDto[];

  let body;
  if (!state.loaded && state.error) {
    body = <ErrorCard message={state.error} onRetry={() => void reloadWithdrawals()} retrying={state.loading} />;
  } else if (!state.loaded) {
    body = (
      <div aria-busy="true">
        <Skeleton height={72} count={3} radius={12} />
      </div>
    );
  } else if (items.length === 0) {
    body = <EmptyState icon="history" title="Chưa có yêu cầu rút tiền" description="Các yêu cầu rút tiền của bạn sẽ hiển thị ở đây." />;
  } else {
    body = (
      <>
        <ul className={s.list}>
          {items.map((w) => (
            <li key={w.id} className={s.item} data-testid="withdrawal-history-item" data-status={w.status} data-withdrawal-id={w.id}>
              <div className={s.row}>
                <span className={s.amount}>-{formatMoney(w.amount)}</span>
                <span className={statusClass[w.status] ?? s.statusPending}>{WITHDRAWAL_STATUS_LABELS[w.status] ?? w.status}</span>
              </div>
              <div className={s.row}>
                <span className={s.small}>
                  {w.bankName || w.bankCode} {maskAccountNumber(w.accountNumber ?? '')}
                </span>
                <span className={s.small}>{formatWithdrawalDate(w.createdAt)}</span>
              </div>
              {w.status === 'APPROVED' && w.transactionRef && <p className={s.ref}>Mã giao dịch: {w.transactionRef}</p>}
              {w.status === 'REJECTED' && w.rejectReason && <p className={s.reason}>Lý do: {w.rejectReason}</p>}
            </li>
          ))}
        </ul>
        {state.error && <p className={s.error}>{state.error}</p>}
        {hasMoreWithdrawals(state) && (
          <Button
            variant="secondary"
            block
            loading={state.loadingMore}
            onClick={() => void loadMoreWithdrawals()}
            data-testid="withdrawal-history-more"
          >
            Xem thêm
          </Button>
        )}
      </>
    );
  }

  return (
    <section
      className={s.history}
      aria-label={hideTitle ? 'Lịch sử rút tiền' : undefined}
      aria-labelledby={hideTitle ? undefined : 'withdrawal-history-title'}
      aria-busy={state.loading || undefined}
      data-testid="withdrawal-history"
    >
      {!hideTitle && (
        <h2 id="withdrawal-history-title" className={s.historyTitle}>
          Lịch sử rút tiền
        </h2>
      )}
      {body}
    </section>
  );
}
