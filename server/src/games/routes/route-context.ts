import type { GameType, RoundStatusDto } from '@app/shared/contracts';
import type { BetService } from '../bet-service';
import type { CsrfTokens } from '../../http/csrf';
import type { GameConfigService } from '../game-config-service';
import type { GamePauseService } from '../game-pause-service';
import type { RoundBoard } from '../live/round-board';
import type { BigWinsService } from '../big-wins-service';

// What the game routes share, built once by gamesFeature.
export interface GameRouteContext {
  bets: BetService;
  configs: GameConfigService;
  // An operator's pause and resume of a game (maintenance).
  pauses: GamePauseService;
  csrf: CsrfTokens;
  // The round now (null before the first round was opened).
  status(game: GameType): Promise<RoundStatusDto | null>;
  // The rounds held in memory on every node: the public reads answer from it (round-board.ts).
  board: RoundBoard;
  // The tables' big-wins ticker of the last settled rounds.
  bigWins: BigWinsService;
}
