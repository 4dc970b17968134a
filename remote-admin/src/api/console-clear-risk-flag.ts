import { RISK_PATHS } from '@app/shared';
import { type RiskFlagKind } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/risk/clear {kind, key, note}. */
export const consoleClearRiskFlag = (userId: number, kind: RiskFlagKind, key: string, note: string) =>
  consoleSend<Record<string, never>>('post', RISK_PATHS.clear(userId), { kind, key, note });
