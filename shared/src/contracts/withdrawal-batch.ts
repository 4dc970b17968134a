import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { STEP_UP_TARGETS } from './security';

/**
 * The step-up target of a batch of withdrawals: the same for the console and the server. SHA-256 from
 * @noble/hashes, not the browser's crypto.subtle, which a console served over plain http (an
 * internal address) does not have.
 */
export function withdrawalBatchTarget(ids: readonly number[]): string {
  const canonical = [...new Set(ids)].sort((a, b) => a - b).join(',');
  return STEP_UP_TARGETS.withdrawalBatch(bytesToHex(sha256(utf8ToBytes(canonical))));
}
