// Maintenance: an operator pauses a game, and later resumes it. Paused, the game takes no bet (the
// bet service reads the pause with the limits) and its clock opens no round after the one under way
// (clock/round-engine.ts reads the pause in the transaction that would open it), whose bets settle
// as usual. Each change spends the operator's step-up token bound to the game's settings, is audited
// in its own transaction, and once committed the game's room hears the round's status with the pause
// (sessionStatus), so every table shows the notice, or drops it, without a reload. On resume the
// clock, which looks again every second or so while paused, opens the next round.
import { GAME_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type GameConfigDto, type GameType } from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { roundStatusOf } from './clock/round-engine';
import type { GameConfigService } from './game-config-service';
import { gameConfig, setGamePaused } from './game-config-store';
import type { GameNotifier } from './live/game-notifier';
import { latestRound } from './round-store';

export interface GamePauseService {
  pause(step: OperatorStepUp, game: GameType): Promise<GameConfigDto>;
  resume(step: OperatorStepUp, game: GameType): Promise<GameConfigDto>;
}

export function createGamePauseService(
  db: Db,
  configs: GameConfigService,
  notify: GameNotifier,
  now: () => number = Date.now,
): GamePauseService {
  const change = async (step: OperatorStepUp, game: GameType, pause: boolean) => {
    const saved = await db.tx(async (q) => {
      await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.gameConfig(game));
      const current = await gameConfig(q, game, true);
      if (pause && current.pausedAt !== null) throw new AppError(409, 'GAME_ALREADY_PAUSED', GAME_MESSAGES.alreadyPaused);
      if (!pause && current.pausedAt === null) throw new AppError(409, 'GAME_NOT_PAUSED', GAME_MESSAGES.notPaused);
      const saved = await setGamePaused(q, game, pause ? { by: step.operatorId } : null);
      await recordAudit(q, {
        actorId: step.operatorId,
        action: pause ? 'game.pause' : 'game.resume',
        target: `game_config:${game}`,
        before: { pausedAt: current.pausedAt },
        after: { pausedAt: saved.pausedAt },
      });
      return saved;
    });
    configs.forget(game);
    const round = await latestRound(db, game);
    if (round) notify.status(await roundStatusOf(db, round, now()), false);
    return saved;
  };
  return {
    pause: (step, game) => change(step, game, true),
    resume: (step, game) => change(step, game, false),
  };
}
