// The rounds as this node knows them, held in memory: what `getSessionStatus`, `getCurrentSessionId`
// and the public GET /api/game-<g>/current|history|fairness answer, without a database read per
// question. Only the leader runs the round engine, but every node hears the events it sends to a
// game's room (its own by the fast path, the others' through `games:roomEvent`: realtime/realtime-service.ts),
// and those carry everything the answers need: `sessionStatus` the whole round, `sessionTotals`
// the live totals, `roundResult` a settlement. So a flood of questions costs no database work on
// any node: a player once sent `getSessionStatus` 1,000 times on one socket, each a read, and the
// node answered its health check in 3 s and another player's bet after the close.
//
// The database is read only when memory cannot answer: the first question after start, a history
// page after a settlement made it stale (once, shared by the questions arriving meanwhile), a chain
// not seen yet, and a round that should have ended a while ago with no news of the next one (no
// leader, or this node's link to the others lost): then at most once per `recheckMs`.
//
// A round called off, and the seed of a void round published later (void-reveal-service.ts), send no room
// event: the node that did it calls `roundsChanged` and tells the others to (games-feature.ts), and
// the history and the fairness counts are read again.
import {
  FAIRNESS_RECIPE,
  GAME_HISTORY_LIMIT_MAX,
  GAME_TYPES,
  type FairnessDto,
  type GameType,
  type RoundHistoryEntryDto,
  type RoundResultDto,
  type RoundStatusDto,
  type RoundTotalsEvent,
} from '@app/shared/contracts';
import type { EventPayload, RoomEvent } from '../../realtime/io-types';

export interface ChainInfo {
  commitment: string;
  length: number;
  previousChain: { chainId: number; commitment: string; voidedRounds: number } | null;
  voidedRounds: number;
  voids: { total: number; unrevealed: number };
}

// The reads behind the board (round-store.ts, chain-store.ts), each made only when memory cannot answer.
export interface RoundBoardSource {
  status(game: GameType): Promise<RoundStatusDto | null>;
  // Settled and void rounds, newest first.
  closed(game: GameType, limit: number, before: number | null): Promise<RoundHistoryEntryDto[]>;
  chain(game: GameType, chainId: number): Promise<ChainInfo | null>;
}

export interface RoundBoard {
  status(game: GameType): Promise<RoundStatusDto | null>;
  history(game: GameType, limit: number, before: number | null): Promise<RoundHistoryEntryDto[]>;
  fairness(game: GameType): Promise<FairnessDto | null>;
  // Every event to a game's room this node sends or relays (game-notifier.ts).
  observe(event: RoomEvent, payload: EventPayload<RoomEvent>): void;
  // Drops what the board holds: the next question reads the database. For rounds written where no
  // node's events tell of them (the tests' own engines on a fake clock, a restored database).
  forget(): void;
  // A round of `game` was called off, or a void round's seed published: the history and the
  // fairness counts are read again.
  roundsChanged(game: GameType): void;
}

export interface RoundBoardOptions {
  source: RoundBoardSource;
  now?: () => number;
  // How long past a round's end the board waits for news of the next one before it reads the
  // database (and then how long between two reads while none comes).
  recheckMs?: number;
}

// Pages of history kept per game besides the newest (`?before=`): a client paging back reads each
// once; one asking for random pages is held by the GET's rate limit (http/rate-limits.ts).
const PAGES_KEPT = 32;
const CHAINS_KEPT = 4;

interface GameState {
  current: RoundStatusDto | null;
  // When the database last told us the round (or an event did): the recheck's clock.
  heardAt: number;
  loading: Promise<RoundStatusDto | null> | null;
  // The newest GAME_HISTORY_LIMIT_MAX closed rounds, newest first; null once a round closed.
  newest: Promise<RoundHistoryEntryDto[]> | null;
  pages: Map<string, Promise<RoundHistoryEntryDto[]>>;
  chains: Map<number, Promise<ChainInfo | null>>;
}

// Which of two states of a game's rounds is the later one: the later round, then a settled one.
const rank = (status: RoundStatusDto) => status.sessionId * 2 + (status.result ? 1 : 0);

export function createRoundBoard({ source, now = Date.now, recheckMs = 1_000 }: RoundBoardOptions): RoundBoard {
  const games = new Map<GameType, GameState>(
    GAME_TYPES.map((game) => [game, { current: null, heardAt: 0, loading: null, newest: null, pages: new Map(), chains: new Map() }]),
  );
  const stateOf = (game: GameType) => games.get(game)!;

  // A failed read is not kept: the next question tries again.
  const remember = <K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>, kept: number) => {
    let held = map.get(key);
    if (held) return held;
    held = read();
    map.set(key, held);
    held.catch(() => map.get(key) === held && map.delete(key));
    if (map.size > kept) map.delete(map.keys().next().value!);
    return held;
  };

  const settledChanged = (state: GameState) => {
    state.newest = null;
    state.pages.clear();
  };

  const take = (state: GameState, status: RoundStatusDto) => {
    if (state.current && rank(status) < rank(state.current)) return;
    if (state.current && state.current.sessionId !== status.sessionId) settledChanged(state);
    state.current = status;
    state.heardAt = now();
  };

  const load = (game: GameType, state: GameState) => {
    state.loading ??= source
      .status(game)
      .then((status) => {
        if (status) take(state, status);
        state.heardAt = now();
        return state.current;
      })
      .finally(() => (state.loading = null));
    return state.loading;
  };

  // The stored round as it is at `at`: its phase and deadline follow the clock between events.
  const asOf = (status: RoundStatusDto, at: number): RoundStatusDto => {
    const betting = status.phase === 'betting' && at < status.bettingEndsAt;
    return {
      ...status,
      phase: betting ? 'betting' : 'result',
      endsAt: betting ? status.bettingEndsAt : status.resultEndsAt,
      serverNow: at,
    };
  };

  async function status(game: GameType): Promise<RoundStatusDto | null> {
    const state = stateOf(game);
    let current = state.current;
    const at = now();
    // Before the first round (none yet, or not heard of) as after a round's end, the database is
    // asked at most once per recheckMs: a flood at start costs no more than one at any other time.
    const overdue = at - state.heardAt > recheckMs && (!current || at > current.resultEndsAt + recheckMs);
    if (overdue) current = await load(game, state);
    return current ? asOf(current, now()) : null;
  }

  return {
    status,
    async history(game, limit, before) {
      // The round first: a node that hears no events (no Redis) learns of a new round, and so of a
      // settled one, when its status is read again (status: once a round is overdue).
      await status(game);
      const state = stateOf(game);
      if (before === null && limit <= GAME_HISTORY_LIMIT_MAX) {
        if (!state.newest) {
          const read = source.closed(game, GAME_HISTORY_LIMIT_MAX, null);
          state.newest = read;
          read.catch(() => state.newest === read && (state.newest = null));
        }
        return (await state.newest).slice(0, limit);
      }
      return remember(state.pages, `${before}:${limit}`, () => source.closed(game, limit, before), PAGES_KEPT);
    },
    async fairness(game) {
      const round = await status(game);
      if (!round) return null;
      const chain = await remember(stateOf(game).chains, round.chainId, () => source.chain(game, round.chainId), CHAINS_KEPT);
      if (!chain) return null;
      return {
        gameType: game,
        chainId: round.chainId,
        commitment: chain.commitment,
        chainLength: chain.length,
        currentSessionId: round.sessionId,
        previousSeed: round.previousSeed,
        previousChain: chain.previousChain,
        voidedRounds: chain.voidedRounds,
        voids: chain.voids,
        recipe: FAIRNESS_RECIPE,
      };
    },
    forget() {
      for (const state of games.values()) {
        state.current = null;
        state.heardAt = 0;
        state.chains.clear();
        settledChanged(state);
      }
    },
    roundsChanged(game) {
      const state = stateOf(game);
      state.chains.clear();
      settledChanged(state);
    },
    observe(event, payload) {
      const game = (payload as { gameType: GameType }).gameType;
      const state = games.get(game);
      if (!state) return;
      if (event === 'sessionStatus') {
        take(state, payload as RoundStatusDto);
      } else if (event === 'sessionTotals') {
        const { sessionId: roundId, totals } = payload as RoundTotalsEvent;
        if (state.current?.sessionId === roundId) state.current = { ...state.current, totals };
      } else if (event === 'roundResult') {
        const result = payload as RoundResultDto;
        settledChanged(state);
        if (state.current?.sessionId === result.sessionId) state.current = { ...state.current, result };
      }
    },
  };
}
