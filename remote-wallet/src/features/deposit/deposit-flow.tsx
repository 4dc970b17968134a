import { currentDepositStore, type CurrentDeposit } from '@app/shared/signed-in';
import { useEffect, useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { closeExpired, closeResult, depositFlow } from './deposit-flow-store';
import { exitQr, startDepositRuntime } from './deposit-runtime';
import { DepositResultModal } from './deposit-result-modal';
import { QrDialog } from './qr-dialog';
import { QrExpiredDialog } from './qr-expired-dialog';

// Several screens may mount the flow (the wallet screen, a DepositDialog elsewhere): the first one
// mounted draws the dialogs, the others draw nothing, so a dialog never shows twice.
// A plain synchronous store (not valtio, whose notifications wait for a microtask): the leader is
// known as soon as the mounting commit ends.
let hostIds: string[] = [];
const hostListeners = new Set<() => void>();
const setHosts = (next: string[]) => {
  hostIds = next;
  for (const listener of hostListeners) listener();
};
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};
const leaderId = () => hostIds[0] ?? null;

export function DepositFlow() {
  const id = useId();
  const leader = useSyncExternalStore(subscribeHosts, leaderId, leaderId);
  const flow = useSnapshot(depositFlow);
  const { deposit } = useSnapshot(currentDepositStore);

  useLayoutEffect(() => {
    setHosts([...hostIds, id]);
    return () => setHosts(hostIds.filter((x) => x !== id));
  }, [id]);
  useEffect(() => {
    startDepositRuntime();
  }, []);

  if (leader !== id) return null;
  return (
    <>
      <QrDialog open={flow.qrOpen && Boolean(deposit)} deposit={deposit as CurrentDeposit | null} onExit={exitQr} />
      <DepositResultModal result={flow.result} onClose={closeResult} />
      <QrExpiredDialog expired={flow.expired} onClose={closeExpired} />
    </>
  );
}
