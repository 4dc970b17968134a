import { useSnapshot } from 'valtio';
import { Button, Card, formatMoney, Icon } from '@app/shared';
import { currentDepositStore } from '@app/shared/signed-in';
import { depositFlow } from './deposit-flow-store';
import { reopenCurrentQr } from './deposit-runtime';
import * as s from './deposit.css';

// "Giao dịch đang chờ": a deposit created earlier (even before a reload) whose QR was closed.
export function PendingDepositCard() {
  const { deposit } = useSnapshot(currentDepositStore);
  const { qrOpen } = useSnapshot(depositFlow);
  if (!deposit || deposit.status !== 'pending' || qrOpen) return null;
  return (
    <Card variant="highlight" padding="md" data-testid="pending-deposit-card">
      <div className={s.pendingCard}>
        <Icon name="history" size={28} />
        <div className={s.pendingText}>
          <p className={s.pendingTitle}>Giao dịch đang chờ</p>
          <p className={s.pendingMeta}>
            {formatMoney(deposit.amount)} · {deposit.content}
          </p>
        </div>
        <Button size="sm" variant="primary" onClick={reopenCurrentQr} data-testid="pending-deposit-open">
          Xem mã QR
        </Button>
      </div>
    </Card>
  );
}
