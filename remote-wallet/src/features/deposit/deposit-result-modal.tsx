import { Button, formatMoney, Icon, Modal } from '@app/shared';
import type { DepositResult } from './deposit-flow-store';
import { RESULT_TEXT } from './deposit-runtime';
import * as s from './deposit.css';

export interface DepositResultModalProps {
  result: DepositResult | null;
  onClose: () => void;
}

// Closes itself after 5 s (the timer is in the flow store).
export function DepositResultModal({ result, onClose }: DepositResultModalProps) {
  if (!result) return null;
  const ok = result.status === 'confirmed';
  return (
    <Modal open onClose={onClose} size="sm" aria-label={ok ? RESULT_TEXT.confirmedTitle : RESULT_TEXT.rejectedTitle} closeOnOverlayClick>
      <div className={s.result} data-testid="deposit-result-modal" data-status={result.status}>
        <span className={s.resultIcon[result.status]} aria-hidden="true">
          <Icon name={ok ? 'shield' : 'alert'} size={30} />
        </span>
        <h2 className={s.resultTitle}>{ok ? RESULT_TEXT.confirmedTitle : RESULT_TEXT.rejectedTitle}</h2>
        {result.amount > 0 && <p className={s.resultAmount}>{ok ? `+${formatMoney(result.amount)}` : formatMoney(result.amount)}</p>}
        <p className={s.resultText}>{ok ? RESULT_TEXT.confirmedBody : RESULT_TEXT.rejectedBody}</p>
        <Button variant={ok ? 'primary' : 'secondary'} block onClick={onClose}>
          Đóng
        </Button>
      </div>
    </Modal>
  );
}
