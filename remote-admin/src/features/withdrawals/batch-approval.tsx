import { useState } from 'react';
import { Button, TRANSACTION_REF_MAX, TWO_FACTOR_ACTIONS } from '@app/shared';
import { withdrawalBatchTarget, type AdminWithdrawalDto } from '@app/shared/contracts';
import { consoleApproveWithdrawalBatch } from '../../api/console-approve-withdrawal-batch';
import { ActionDialog } from '../kit/action-dialog';
import { MiniTable } from '../kit/kit';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';

/**
 * The withdrawals ticked in the pending list, approved together once the house's bank paid them in
 * one batch: the operator's second-level password is asked once, for a token bound to exactly these
 * requests (the server refuses it for any other set).
 */
export function BatchApproval({ picked, onDone }: { picked: AdminWithdrawalDto[]; onDone: () => void }) {
  const [target, setTarget] = useState<string | null>(null);
  const total = picked.reduce((sum, w) => sum + w.amount, 0);
  const ids = picked.map((w) => w.id);
  if (picked.length < 2) return null;
  return (
    <div className={k.actions} role="region" aria-label="Duyệt nhiều yêu cầu">
      <span>
        Đã chọn {picked.length} yêu cầu · tổng {money(total)}
      </span>
      <Button size="sm" onClick={() => setTarget(withdrawalBatchTarget(ids))}>
        Duyệt {picked.length} yêu cầu đã chọn
      </Button>
      <ActionDialog
        open={target !== null}
        title={`Duyệt ${picked.length} yêu cầu rút tiền`}
        summary={
          <>
            <p className={k.muted}>
              Chỉ duyệt sau khi ngân hàng đã chuyển đủ cho từng người bên dưới. Mật khẩu cấp 2 của bạn chỉ dùng được cho đúng danh sách này.
            </p>
            <MiniTable
              empty=""
              head={['Mã', 'Người chơi', 'Tài khoản', 'Số tiền']}
              rows={picked.map((w) => [`#${w.id}`, w.username, `${w.bankCode} · ${w.accountNumber}`, money(w.amount)])}
            />
            <p>Tổng: {money(total)}</p>
          </>
        }
        fields={[
          {
            name: 'transactionRef',
            label: 'Mã giao dịch ngân hàng (lô chuyển)',
            required: 'Vui lòng nhập mã giao dịch ngân hàng',
            maxLength: TRANSACTION_REF_MAX,
          },
        ]}
        confirmLabel={`Duyệt ${picked.length} yêu cầu`}
        stepUp={target ? { action: TWO_FACTOR_ACTIONS.withdrawalReview, target } : undefined}
        onClose={() => setTarget(null)}
        onDone={onDone}
        onSubmit={async (values, token) => (await consoleApproveWithdrawalBatch(ids, values.transactionRef, token)).message}
      />
    </div>
  );
}
