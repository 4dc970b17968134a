import { OPERATOR_TEXT_MAX, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared';
import { ADJUSTMENT_MAX, type AdminUserDto } from '@app/shared/contracts';
import { consoleAdjustWallet } from '../../api/console-adjust-wallet';
import { ActionDialog } from '../kit/action-dialog';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';

export type AdjustDirection = 'credit' | 'debit';

// "100.000", "100000" or "100 000": the digits.
const amountOf = (typed: string | undefined) => Number((typed ?? '').replace(/[\s.,đ]/g, ''));
const amountProblem = (typed: string | undefined) => {
  const value = amountOf(typed);
  return Number.isSafeInteger(value) && value > 0 && value <= ADJUSTMENT_MAX
    ? undefined
    : `Nhập số tiền từ 1 đ đến ${money(ADJUSTMENT_MAX)}.`;
};

/**
 * A manual credit or debit of the player's wallet (cộng/trừ tiền): asked here behind the operator's
 * second-level password, applied only when a second operator approves it on "Chờ duyệt".
 */
export function AdjustWalletDialog({
  user,
  direction,
  onClose,
  onDone,
}: {
  user: AdminUserDto;
  direction: AdjustDirection | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const credit = direction === 'credit';
  return (
    <ActionDialog
      open={direction !== null}
      title={`${credit ? 'Cộng tiền vào' : 'Trừ tiền từ'} ví ${user.username}`}
      summary={
        <p className={k.muted}>
          Số dư hiện tại {money(user.balance)}. Yêu cầu chờ một quản trị viên khác duyệt rồi mới {credit ? 'cộng' : 'trừ'}; lý do được lưu
          vào nhật ký.
        </p>
      }
      fields={[
        { name: 'amount', label: 'Số tiền (đ)', required: 'Vui lòng nhập số tiền', placeholder: '100.000', maxLength: 15 },
        { name: 'reason', label: 'Lý do', required: 'Vui lòng nhập lý do', maxLength: OPERATOR_TEXT_MAX },
      ]}
      validate={(values) => {
        const problem = values.amount ? amountProblem(values.amount) : undefined;
        return problem ? { amount: problem } : undefined;
      }}
      confirmLabel={credit ? 'Gửi yêu cầu cộng tiền' : 'Gửi yêu cầu trừ tiền'}
      danger={!credit}
      stepUp={{ action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.walletAdjust(user.id) }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (values, token) =>
        (await consoleAdjustWallet(user.id, (credit ? 1 : -1) * amountOf(values.amount), values.reason, token)).message
      }
    />
  );
}
