import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorCard,
  formatMoney,
  formatSignedMoney,
  isApiError,
  notify,
  refreshBalance,
  Skeleton,
  subscribeRealtime,
} from '@app/shared';
import {
  withdrawalNoticeText,
  PAYMENT_MESSAGES,
  WITHDRAWAL_EXPECTED_WAIT,
  WITHDRAWAL_STATUS_EVENT,
  type WithdrawalDto,
  type WithdrawalStatus,
  type WithdrawalStatusUpdate,
} from '@app/shared/signed-in';
import { maskAccountNumber } from '../bank-accounts/bank-accounts-store';
import {
  cancelPendingWithdrawal,
  freshWithdrawals,
  hasMoreWithdrawals,
  loadMoreWithdrawals,
  reloadWithdrawals,
  withdrawalsStore,
} from './withdrawals-store';
import * as s from './withdrawal.css';

// Each state as it is for the player's money: approved means the operator has already paid.
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Đang chờ duyệt',
  APPROVED: 'Đã chuyển khoản',
  REJECTED: 'Bị từ chối',
  CANCELLED: 'Đã hủy',
};

const statusClass: Record<WithdrawalStatus, string> = {
  PENDING: s.statusPending,
  APPROVED: s.statusApproved,
  REJECTED: s.statusRejected,
  CANCELLED: s.statusCancelled,
};

export const EXPECTED_TEXT = `Dự kiến nhận tiền: ${WITHDRAWAL_EXPECTED_WAIT}`;
export const RETURNED_TEXT = 'Đã hoàn tiền về ví';

// Out of the wallet (held, or paid) reads with the minus sign; a request refused or cancelled took
// nothing in the end, so its amount stands alone.
const amountText = (w: WithdrawalDto) =>
  w.status === 'REJECTED' || w.status === 'CANCELLED' ? formatMoney(w.amount) : formatSignedMoney(-w.amount);

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

/**
 * An operator's approval or rejection, or the player's cancel (here or on another device), arriving
 * over the socket, refreshes the list and says what happened.
 */
export function onWithdrawalStatus(update: WithdrawalStatusUpdate): void {
  // The inbox item of it comes from the server (inbox_item), whatever screen is open.
  void reloadWithdrawals();
  if (update?.status === 'REJECTED' || update?.status === 'CANCELLED') {
    // The held amount is back in the wallet.
    void refreshBalance();
  }
  // A cancel is the player's own doing: the screen that sent it has said so already.
  if (!update?.message || update.status === 'CANCELLED') return;
  const message = withdrawalNoticeText(update);
  if (update.status === 'REJECTED') notify.error(message);
  else if (update.status === 'APPROVED') notify.success(message);
  else notify.info(message);
}

/** "Hủy yêu cầu" under a pending request, behind a confirmation; one cancel on its way at a time. */
function CancelRequest({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { cancelling } = useSnapshot(withdrawalsStore);
  const [asking, setAsking] = useState(false);
  const sending = cancelling === withdrawal.id;

  const confirm = async () => {
    try {
      await cancelPendingWithdrawal(withdrawal.id);
      notify.success(PAYMENT_MESSAGES.withdrawalCancelled);
    } catch (e) {
      notify.error(isApiError(e) ? e.message : PAYMENT_MESSAGES.withdrawalCancel);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAsking(true)}
        disabled={cancelling !== null}
        loading={sending}
        data-testid="withdrawal-cancel"
      >
        Hủy yêu cầu
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title="Hủy yêu cầu rút tiền?"
        message={`Yêu cầu rút ${formatMoney(withdrawal.amount)} về ${withdrawal.bankName || withdrawal.bankCode} ${maskAccountNumber(
          withdrawal.accountNumber ?? '',
        )} sẽ bị hủy và số tiền được hoàn ngay về ví của bạn.`}
        confirmLabel="Hủy yêu cầu"
        cancelLabel="Không, giữ yêu cầu"
        busy={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
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
    void freshWithdrawals();
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
                <span className={w.status === 'REJECTED' || w.status === 'CANCELLED' ? s.amountReturned : s.amount}>{amountText(w)}</span>
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
              {(w.status === 'REJECTED' || w.status === 'CANCELLED') && <p className={s.returned}>{RETURNED_TEXT}</p>}
              {w.status === 'PENDING' && (
                <div className={s.row}>
                  <p className={s.note}>{EXPECTED_TEXT}</p>
                  <CancelRequest withdrawal={w} />
                </div>
              )}
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
