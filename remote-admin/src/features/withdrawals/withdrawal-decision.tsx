import { OPERATOR_TEXT_MAX, STEP_UP_TARGETS, TRANSACTION_REF_MAX, TWO_FACTOR_ACTIONS } from '@app/shared';
import { type AdminWithdrawalDto, type WithdrawalDto } from '@app/shared/contracts';
import { consoleApproveWithdrawal } from '../../api/console-approve-withdrawal';
import { consoleRejectWithdrawal } from '../../api/console-reject-withdrawal';
import { ActionDialog, type ActionField } from '../kit/action-dialog';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';

export type Decision = { kind: 'approve' | 'reject'; withdrawal: AdminWithdrawalDto };

const APPROVE_FIELDS: readonly ActionField[] = [
  {
    name: 'transactionRef',
    label: 'Mã giao dịch ngân hàng',
    required: 'Vui lòng nhập mã giao dịch ngân hàng',
    maxLength: TRANSACTION_REF_MAX,
    placeholder: 'VD: FT24123456789',
  },
  { name: 'note', label: 'Ghi chú (không bắt buộc)', maxLength: OPERATOR_TEXT_MAX },
];
const REJECT_FIELDS: readonly ActionField[] = [
  { name: 'reason', label: 'Lý do từ chối (người chơi sẽ thấy)', required: 'Vui lòng nhập lý do từ chối', maxLength: OPERATOR_TEXT_MAX },
];

// Approving says the money has already left by bank transfer; rejecting gives the held money back to
// the player's wallet. Both are final, so the dialog repeats who, where and how much.
export function WithdrawalDecision({
  decision,
  onClose,
  onDecided,
}: {
  decision: Decision | null;
  onClose: () => void;
  onDecided: (withdrawal: WithdrawalDto) => void;
}) {
  const w = decision?.withdrawal;
  const approve = decision?.kind === 'approve';
  return (
    <ActionDialog
      open={!!decision}
      title={approve ? `Duyệt yêu cầu rút #${w?.id}` : `Từ chối yêu cầu rút #${w?.id}`}
      summary={
        w && (
          <dl className={k.dl}>
            <dt className={k.dt}>Người chơi</dt>
            <dd className={k.dd}>{w.username}</dd>
            <dt className={k.dt}>Chuyển tới</dt>
            <dd className={k.dd}>
              {w.bankName} · {w.accountNumber} · {w.accountName}
            </dd>
            <dt className={k.dt}>Số tiền</dt>
            <dd className={k.dd}>{money(w.amount)}</dd>
          </dl>
        )
      }
      fields={approve ? APPROVE_FIELDS : REJECT_FIELDS}
      confirmLabel={approve ? 'Xác nhận đã chuyển' : 'Từ chối yêu cầu'}
      danger={!approve}
      onClose={onClose}
      stepUp={w && { action: TWO_FACTOR_ACTIONS.withdrawalReview, target: STEP_UP_TARGETS.withdrawal(w.id) }}
      onSubmit={async (values, token) => {
        if (!w) return '';
        const answer = approve
          ? await consoleApproveWithdrawal(w.id, { transactionRef: values.transactionRef, note: values.note || undefined }, token)
          : await consoleRejectWithdrawal(w.id, values.reason, token);
        onDecided(answer.data);
        return answer.message;
      }}
    />
  );
}
