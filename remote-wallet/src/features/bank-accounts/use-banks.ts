import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '@app/shared';
import { loadBanks, paymentCache, type Bank, PAYMENT_MESSAGES } from '@app/shared/signed-in';

/** The bank list of the picker (GET u/banks) from the shared payment cache (5 minutes). */
export function useBanks(enabled: boolean) {
  const { banks } = useSnapshot(paymentCache);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setLoading(true);
    setError(null);
    loadBanks(attempt > 0)
      .catch((e: unknown) => alive && setError(isApiError(e) ? e.message : PAYMENT_MESSAGES.banksLoad))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [enabled, attempt]);

  return { banks: banks as Bank[], loading, error, retry: () => setAttempt((n) => n + 1) };
}
