// The tables' big-wins ticker: after a round's settlement has committed (never on the bet path),
// its biggest net wins are read from its settled bets and sent to the room right after its result;
// the page shows them once the reveal ends, as it does the result. A page that opens mid-round asks
// for the last few rounds' (GET /api/game-<g>/big-wins), answered from a short cache so that a
// crowd opening the table reads the bets once.
import { BIG_WINS_ROUNDS, BIG_WINS_TOP, maskUsername, type GameType, type RoundBigWinsDto } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { bigWinsOfRounds, type BigWinRow } from './big-wins-store';

// Another node's settlement reaches this node's cache within this time (this node's own at once).
const CACHE_MS = 2_000;

export interface BigWinsService {
  // The settled round's ticker (it drops the cached answer of the game).
  ofSettledRound(game: GameType, roundId: number): Promise<RoundBigWinsDto>;
  // The last BIG_WINS_ROUNDS settled rounds' tickers, newest first.
  latest(game: GameType): Promise<RoundBigWinsDto[]>;
}

export function toRoundBigWins(game: GameType, rows: BigWinRow[]): RoundBigWinsDto[] {
  const rounds = new Map<number, RoundBigWinsDto>();
  for (const row of rows) {
    const roundId = Number(row.session_id);
    let round = rounds.get(roundId);
    if (!round) rounds.set(roundId, (round = { gameType: game, sessionId: roundId, wins: [] }));
    if (row.username !== null && row.net !== null) round.wins.push({ name: maskUsername(row.username), net: Number(row.net) });
  }
  return [...rounds.values()];
}

export function createBigWinsService(db: Db, now: () => number = Date.now): BigWinsService {
  const cache = new Map<GameType, { at: number; answer: Promise<RoundBigWinsDto[]> }>();
  return {
    async ofSettledRound(game, roundId) {
      cache.delete(game);
      const rows = await bigWinsOfRounds(db, game, { upTo: roundId, rounds: 1, top: BIG_WINS_TOP });
      const [round] = toRoundBigWins(game, rows);
      return round?.sessionId === roundId ? round : { gameType: game, sessionId: roundId, wins: [] };
    },
    latest(game) {
      const cached = cache.get(game);
      if (cached && now() - cached.at < CACHE_MS) return cached.answer;
      const answer = bigWinsOfRounds(db, game, { upTo: null, rounds: BIG_WINS_ROUNDS, top: BIG_WINS_TOP }).then((rows) =>
        toRoundBigWins(game, rows),
      );
      cache.set(game, { at: now(), answer });
      // A failed read is not kept: the next page asks again.
      answer.catch(() => cache.get(game)?.answer === answer && cache.delete(game));
      return answer;
    },
  };
}
