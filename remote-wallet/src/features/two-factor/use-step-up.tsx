import { useCallback, useRef, useState, type ReactNode } from 'react';
import { hasSecondPassword } from './has-second-password';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { TwoFactorVerifyDialog } from './two-factor-verify-dialog';

type Step = 'idle' | 'setup' | 'verify';

export interface StepUp {
  /**
   * Asks for the second-level password (setting it up first when the player has none) and answers a
   * fresh bank_account_change token, or null when the player cancels.
   */
  stepUp: () => Promise<string | null>;
  /** The dialogs of that flow; render them once beside the caller's own. */
  stepUpDialogs: ReactNode;
}

// Adding, editing, deleting or making default a bank account is allowed only with a token the
// server issues for the second-level password: a stolen session alone cannot redirect withdrawals.
export function useStepUp(): StepUp {
  const [step, setStep] = useState<Step>('idle');
  const pending = useRef<((token: string | null) => void) | null>(null);

  const finish = useCallback((token: string | null) => {
    setStep('idle');
    pending.current?.(token);
    pending.current = null;
  }, []);

  const stepUp = useCallback(async () => {
    pending.current?.(null);
    const answer = new Promise<string | null>((resolve) => {
      pending.current = resolve;
    });
    setStep((await hasSecondPassword()) ? 'verify' : 'setup');
    return answer;
  }, []);

  const stepUpDialogs = (
    <>
      <TwoFactorSetupDialog open={step === 'setup'} onClose={() => finish(null)} onDone={() => setStep('verify')} />
      <TwoFactorVerifyDialog open={step === 'verify'} variant="bankAccount" onClose={() => finish(null)} onVerified={finish} />
    </>
  );
  return { stepUp, stepUpDialogs };
}
