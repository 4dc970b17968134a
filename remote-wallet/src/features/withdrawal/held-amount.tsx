import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney } from '@app/shared';
import { useWithdrawalStatusUpdates } from './withdrawal-history';
import { ensureWithdrawals, withdrawalsStore } from './withdrawals-store';

/**
 * "Đang chờ rút: 300.000 đ" beside a balance: what the player's pending withdrawals took out of the
 * wallet and nobody has paid yet, so that the balance does not read as money lost. Nothing while
 * there is none, or before the history has said.
 */
export function HeldAmount({ className }: { className?: string }) {
  const { heldAmount } = useSnapshot(withdrawalsStore);
  // An operator's decision, or a cancel on another device, changes it: the history is read again.
  useWithdrawalStatusUpdates();
  useEffect(() => {
    void ensureWithdrawals();
  }, []);
  if (!heldAmount || heldAmount <= 0) return null;
  return (
    <p className={className} data-testid="withdrawal-held">
      Đang chờ rút: {formatMoney(heldAmount)}
    </p>
  );
}
