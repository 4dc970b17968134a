import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { depositLimits, loadConfigs, paymentCache, type SystemConfig, type AmountLimits } from '@app/shared/signed-in';

/**
 * Withdrawals are checked against the same config min/max as deposits:
 * deposit_min_amount / deposit_max_amount from GET u/configs, through the shared payment cache.
 * null until loaded (the amount then says 'Chưa tải được cấu hình hệ thống').
 */
export function useWithdrawLimits(): { limits: AmountLimits | null; failed: boolean; retry: () => void } {
  const { configs } = useSnapshot(paymentCache);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setFailed(false);
    loadConfigs(attempt > 0).catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [attempt]);
  return {
    limits: depositLimits(configs as SystemConfig[] | null),
    failed: failed && !configs,
    retry: () => setAttempt((n) => n + 1),
  };
}
