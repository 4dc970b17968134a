import type { PlayerRiskDto, RiskFlagDto } from '@app/shared/contracts';
import { arrayOf, dto, integer, nullable, nullableString, string } from '../http/schemas';

export const riskFlagSchema = dto<RiskFlagDto>({
  kind: string,
  key: string,
  reason: string,
  evidence: dto<RiskFlagDto['evidence']>({ head: arrayOf(string), rows: arrayOf(arrayOf(string)) }),
  related: arrayOf(dto<{ id: number; username: string }>({ id: integer, username: string })),
  cleared: nullable(dto<NonNullable<RiskFlagDto['cleared']>>({ by: string, note: string, at: string })),
});

export const playerRiskSchema = dto<PlayerRiskDto>({
  user: dto<PlayerRiskDto['user']>({ id: integer, username: string, bannedAt: nullableString }),
  flags: arrayOf(riskFlagSchema),
  flagCount: integer,
});
