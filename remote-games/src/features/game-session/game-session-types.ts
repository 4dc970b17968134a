// What a game screen shows and can do: the state the game session keeps from the server (HTTP and
// socket) and the actions a player takes. The table components only read this; the session owns it.
import { type RealtimeStatus } from '@app/shared';
import {
  type BetSettledEvent,
  type BetSide,
  type FairnessDto,
  type GameType,
  type RoundHistoryEntryDto,
  type RoundPhase,
  type RoundBigWinsDto,
  type RoundResultDto,
  type SideTotals,
} from '@app/shared/signed-in';

export interface MyRoundBet {
  betId: number;
  side: BetSide;
  amount: number;
  // 'cancelling' while the DELETE is in flight.
  state: 'placed' | 'cancelling';
}

// The bets of the last round the player bet in before the current one, as 'Cược lại' places them
// again (one request each, in the order they were placed).
export interface LastRoundBets {
  roundId: number;
  bets: Array<{ side: BetSide; amount: number }>;
}

export interface BetLimits {
  minBet: number;
  maxBet: number;
  maxRoundTotal: number;
}

export interface GameSessionView {
  game: GameType;
  // 'loading' until the first round status arrived; 'error' when it could not be read (see error).
  status: 'loading' | 'ready' | 'error';
  // The rounds played and the player's latest bets not read yet (the first load only): the table is
  // open for bets meanwhile, their lists wait.
  listsLoading: boolean;
  error: string | null;
  connection: RealtimeStatus;
  roundId: number | null;
  phase: RoundPhase | null;
  // End of the current phase on the server clock (epoch ms); show endsAt - (Date.now() + clockOffsetMs).
  endsAt: number | null;
  clockOffsetMs: number;
  // End of the round's result phase on the server clock (epoch ms), known from its first status:
  // the reveal is fitted inside it (game-table/reveal-timing.ts). Null until a status arrived.
  resultEndsAt: number | null;
  totals: SideTotals;
  // The draw of the current round while in its result phase; null while betting.
  result: RoundResultDto | null;
  // The player's bets in the current round.
  myBets: MyRoundBet[];
  // The player's bets of their last round before this one; null when the page knows of none.
  lastRoundBets: LastRoundBets | null;
  // The player's outcome of the round in `result` (null if they did not bet in it).
  settled: BetSettledEvent | null;
  // Settled and void rounds, newest first (trend board: the settled of the first 100; verifier: any
  // of them with a seed).
  history: RoundHistoryEntryDto[];
  // The last settled rounds' biggest net wins, newest first, as the server sent them: a round's may
  // arrive before its reveal ends, and the table shows it only once the round is in the history it
  // shows (big-wins-ticker.tsx).
  bigWins: RoundBigWinsDto[];
  // The chain in use and the rounds called off (what the history says under its title); null until read.
  fairness: FairnessDto | null;
  // Paging further back than what the table loaded: 'done' once the first round is reached.
  older: 'idle' | 'loading' | 'done';
  limits: BetLimits | null;
  // How long a round takes bets and shows its result (the rules say it).
  timing: { bettingSeconds: number; resultSeconds: number } | null;
  // A bet is being sent.
  sending: boolean;
  // Its answer was lost (no connection, a node gone): it is being sent again with the same key.
  retrying: boolean;
  // The idle-kick message once the server asked the player to leave the table.
  kicked: string | null;
  // Rounds in a row watched without a bet (the local inactivity record); the table warns before the kick.
  inactiveRounds: number;
  // When an operator paused the game for maintenance (ISO time), null while it runs: the table
  // shows the notice and takes no bet. Comes with every round status, so it arrives live.
  pausedAt: string | null;
}

export interface GameActions {
  // Resolves true when the server took the bet; errors are shown by the session (toast), not thrown.
  placeBet(side: BetSide, amount: number): Promise<boolean>;
  // The bets of lastRoundBets placed again in the current round, one after another as placeBet sends
  // them; stops at the first refused. Resolves true when every one was taken.
  repeatLastRound(): Promise<boolean>;
  cancelBet(betId: number): Promise<void>;
  // Back to the table after an idle kick.
  rejoin(): void;
  // Read everything again after a load error.
  retry(): void;
  // The next page of older settled rounds, appended to history.
  loadOlder(): Promise<void>;
}
