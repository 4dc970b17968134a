import { OPERATOR_TEXT_MAX, STEP_UP_TARGETS, TRANSACTION_REF_MAX, TWO_FACTOR_ACTIONS } from '@app/shared';
import { type BankTransferDto } from '@app/shared/contracts';
import { consoleIgnoreTransfer } from '../../api/console-ignore-transfer';
import { consoleReturnTransfer } from '../../api/console-return-transfer';
import { ActionDialog } from '../kit/action-dialog';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';

export type Resolution = { kind: 'ignore' | 'return'; transfer: BankTransferDto };

/**
 * A stray transfer settled without a credit: ignored with a reason, or recorded as sent back to its
 * sender (the return itself is made in the bank, whose reference is typed here). Behind the
 * operator's second-level password, bound to this transfer.
 */
export function ResolveDialogs({ resolving, onClose, onDone }: { resolving: Resolution | null; onClose: () => void; onDone: () => void }) {
  const transfer = resolving?.transfer;
  const stepUp = transfer ? { action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.bankTransfer(transfer.id) } : undefined;
  const what = transfer ? `#${transfer.id} (${money(transfer.amount)}, “${transfer.content}”)` : '';
  return (
    <>
      <ActionDialog
        open={resolving?.kind === 'ignore'}
        title={`Bỏ qua giao dịch #${transfer?.id ?? ''}`}
        summary={<p className={k.muted}>Giao dịch {what} không được cộng cho ai. Ghi rõ lý do để người sau hiểu.</p>}
        fields={[{ name: 'reason', label: 'Lý do', required: 'Vui lòng nhập lý do bỏ qua', maxLength: OPERATOR_TEXT_MAX }]}
        confirmLabel="Bỏ qua giao dịch"
        danger
        stepUp={stepUp}
        onClose={onClose}
        onDone={onDone}
        onSubmit={async (values, token) => (await consoleIgnoreTransfer(transfer!.id, values.reason, token)).message}
      />
      <ActionDialog
        open={resolving?.kind === 'return'}
        title={`Hoàn trả giao dịch #${transfer?.id ?? ''}`}
        summary={
          <p className={k.muted}>
            Chuyển trả {what} cho người gửi từ ngân hàng trước (thông báo ngân hàng không có số tài khoản người gửi), rồi nhập mã giao dịch
            hoàn trả ở đây.
          </p>
        }
        fields={[
          {
            name: 'reference',
            label: 'Mã giao dịch hoàn trả',
            required: 'Vui lòng nhập mã giao dịch hoàn trả',
            maxLength: TRANSACTION_REF_MAX,
          },
          { name: 'note', label: 'Ghi chú (không bắt buộc)', maxLength: OPERATOR_TEXT_MAX },
        ]}
        confirmLabel="Ghi nhận hoàn trả"
        stepUp={stepUp}
        onClose={onClose}
        onDone={onDone}
        onSubmit={async (values, token) => (await consoleReturnTransfer(transfer!.id, values.reference, values.note ?? '', token)).message}
      />
    </>
  );
}
