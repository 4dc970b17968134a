import { recordAudit } from '../audit/audit-store';
import { GAME_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type GameConfigDto, type GameType } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { badRequest } from '../http/app-error';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { gameConfig, saveGameConfig } from './game-config-store';

export interface GameConfigChange {
  minBet?: number;
  maxBet?: number;
  maxRoundTotal?: number;
  maxHouseExposure?: number;
  refuseBothSides?: boolean;
}

// How long a node keeps a game's limits without asking the database again. A change made on this
// node applies at once; made on another node, it applies here within this time.
export const GAME_CONFIG_CACHE_MS = 1_000;

export interface GameConfigService {
  /** The limits a bet is checked against: from memory while fresh (every bet reads them). */
  current(game: GameType): Promise<GameConfigDto>;
  /**
   * An operator's change, behind their second-level password (a token for 'admin_settings' bound to
   * 'game-config:<game>'): fields left out keep their value; the result keeps min ≤ max ≤ the round's max.
   */
  update(step: OperatorStepUp, game: GameType, change: GameConfigChange): Promise<GameConfigDto>;
  /** Drops what this node holds of the game's settings: the next bet reads them (a pause, a resume). */
  forget(game: GameType): void;
}

export function createGameConfigService(db: Db, now: () => number = Date.now): GameConfigService {
  const cached = new Map<GameType, { config: Promise<GameConfigDto>; until: number }>();

  return {
    current(game) {
      const hit = cached.get(game);
      if (hit && now() < hit.until) return hit.config;
      const config = gameConfig(db, game);
      cached.set(game, { config, until: now() + GAME_CONFIG_CACHE_MS });
      // A failed read is not kept: the next bet asks again.
      config.catch(() => cached.delete(game));
      return config;
    },

    async update(step, game, change) {
      const saved = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.gameConfig(game));
        const current = await gameConfig(q, game, true);
        const next = {
          minBet: change.minBet ?? current.minBet,
          maxBet: change.maxBet ?? current.maxBet,
          maxRoundTotal: change.maxRoundTotal ?? current.maxRoundTotal,
          maxHouseExposure: change.maxHouseExposure ?? current.maxHouseExposure,
          refuseBothSides: change.refuseBothSides ?? current.refuseBothSides,
        };
        if (!(next.minBet <= next.maxBet && next.maxBet <= next.maxRoundTotal)) throw badRequest(GAME_MESSAGES.configInvalid);
        const saved = await saveGameConfig(q, game, next);
        await recordAudit(q, {
          actorId: step.operatorId,
          action: 'gameConfig.update',
          target: `game_config:${game}`,
          before: current,
          after: saved,
        });
        return saved;
      });
      cached.delete(game);
      return saved;
    },

    forget(game) {
      cached.delete(game);
    },
  };
}
