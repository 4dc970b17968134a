import { RISK_PATHS, type RiskFlagKind } from '@app/shared';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/risk/clear {kind, key, note}. */
export const consoleClearRiskFlag = (userId: number, kind: RiskFlagKind, key: string, note: string) =>
  consoleSend<Record<string, never>>('post', RISK_PATHS.clear(userId), { kind, key, note });
