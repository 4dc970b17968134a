import { GAME_MESSAGES, type GameConfigDto, type GameType } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { badRequest } from '../http/app-error';
import { gameConfig, saveGameConfig } from './game-store';

export interface GameConfigChange {
  minBet?: number;
  maxBet?: number;
  maxRoundTotal?: number;
}

// An operator's change to a game's limits: fields left out keep their value, and the result must
// keep min ≤ max ≤ the round's max (read and written under one transaction).
export function updateGameConfig(db: Db, game: GameType, change: GameConfigChange): Promise<GameConfigDto> {
  return db.tx(async (q) => {
    const current = await gameConfig(q, game);
    const next = {
      minBet: change.minBet ?? current.minBet,
      maxBet: change.maxBet ?? current.maxBet,
      maxRoundTotal: change.maxRoundTotal ?? current.maxRoundTotal,
    };
    if (!(next.minBet <= next.maxBet && next.maxBet <= next.maxRoundTotal)) throw badRequest(GAME_MESSAGES.configInvalid);
    return saveGameConfig(q, game, next);
  });
}
