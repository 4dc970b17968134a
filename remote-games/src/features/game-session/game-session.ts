// One game's live table: the round, its countdown on the server clock, live totals, the player's
// bets, results and history, kept current from the page's one shared socket and re-read over
// HTTP whenever the socket (re)connects, so nothing missed while away leaves the screen wrong.
import { proxy } from 'valtio';
import {
  API_BASE,
  applyAnsweredBalance,
  balanceMark,
  createResource,
  GAME_PATHS,
  getSocket,
  holdBalance,
  isApiError,
  newRequestKey,
  notify,
  refreshBalance,
  registerRejoin,
  retryTransient,
  subscribeRealtime,
  takeEarlyAnswerTime,
  type AppSocket,
} from '@app/shared';
import {
  GAME_EVENTS,
  GAME_HISTORY_LIMIT_MAX,
  GAME_MESSAGES,
  type BetCancelledEvent,
  type BetErrorEvent,
  type BetPlacedEvent,
  type BetSettledEvent,
  type BetSide,
  type CurrentRoundIdEvent,
  type GameType,
  type IdleAutoKickEvent,
  type MyBetDto,
  type RoundHistoryEntryDto,
  type RoundBigWinsDto,
  type RoundResultDto,
  type RoundStatusDto,
  type RoundTotalsEvent,
  type SideTotals,
} from '@app/shared/signed-in';
import { cancelBet } from '../../api/cancel-bet';
import { forgetGameCsrfToken, gameCsrfToken } from '../../api/game-csrf-token';
import { getCurrentRound } from '../../api/get-current-round';
import { getGameConfig } from '../../api/get-game-config';
import { getMyBets } from '../../api/get-my-bets';
import { getFairness } from '../../api/get-fairness';
import { getBigWins } from '../../api/get-big-wins';
import { getRoundHistory } from '../../api/get-round-history';
import { placeBet } from '../../api/place-bet';
import type { GameActions, GameSessionView, LastRoundBets, MyRoundBet } from './game-session-types';
import { readInactivity, recordActivity, recordRound } from './inactivity-record';
import { totalsWithOwn, type UncountedBet } from './own-totals';
import { watchTouches } from './table-presence';

export interface GameSession {
  view: GameSessionView;
  actions: GameActions;
  start(): void;
  stop(): void;
}

const LOAD_FAILED = 'Không thể tải bàn chơi. Vui lòng thử lại.';
const OLDER_FAILED = 'Không thể tải thêm phiên cũ. Vui lòng thử lại.';
// Rounds kept in the page: the trend board's 100 plus what the player paged back through.
const HISTORY_KEPT = 1_000;
const OLDER_PAGE = 50;
// The rounds' big wins kept: the newest is shown, the one before while the newest is being revealed.
const BIG_WINS_KEPT = 5;
// The player's newest bets read on every load (newest first, across rounds).
const MY_BETS_PAGE = 50;
// How long the player's accepted bet is added to totals that cannot count it yet. The server's next
// totals come about 100 ms after the bet commits; past this, the last totals plus the floor of the
// player's own stake are shown, so an addition never outlives a total that already counted it.
const UNCOUNTED_MS = 1_500;

const initialView = (game: GameType): GameSessionView => ({
  game,
  status: 'loading',
  listsLoading: true,
  error: null,
  connection: 'idle',
  roundId: null,
  phase: null,
  endsAt: null,
  resultEndsAt: null,
  clockOffsetMs: 0,
  totals: {},
  result: null,
  myBets: [],
  lastRoundBets: null,
  settled: null,
  history: [],
  bigWins: [],
  fairness: null,
  older: 'idle',
  limits: null,
  timing: null,
  sending: false,
  retrying: false,
  kicked: null,
  inactiveRounds: readInactivity(game).inactiveRounds,
  pausedAt: null,
});

// The server follows every bet and cancel with balanceUpdate, read from the ledger when sent. The
// answer's newBalance is shown only while nothing newer may have arrived (applyAnsweredBalance):
// the node may have died between its answer and its balanceUpdate. Without a socket the balance is
// read again instead; so it is after a request sent again, whose answer repeats the first copy's.
function balanceAfterAnswer(answered: number | null, mark: number, sentAgain: boolean): void {
  if (sentAgain || answered === null || !getSocket()?.connected) void refreshBalance();
  else applyAnsweredBalance(answered, mark);
}

// The betSettled of a round, rebuilt from the player's bets; null while they are not settled.
function settledFromBets(game: GameType, roundId: number, bets: MyBetDto[]): BetSettledEvent | null {
  const settled = bets.filter((b) => b.sessionId === roundId && (b.status === 'won' || b.status === 'lost'));
  if (!settled.length) return null;
  return {
    gameType: game,
    sessionId: roundId,
    bets: settled.map((b) => ({ betId: b.betId, side: b.side, amount: b.amount, payout: b.payout, status: b.status as 'won' | 'lost' })),
    totalStake: settled.reduce((sum, b) => sum + b.amount, 0),
    totalPayout: settled.reduce((sum, b) => sum + b.payout, 0),
  };
}

// The player's last round before `roundId` in their newest bets (newest first), for 'Cược lại':
// a round's bets not cancelled, refunded ones included (a called-off round was still played). Null
// when the page of bets may have cut that round's off (a full page ending in it).
function lastRoundFromBets(roundId: number, bets: MyBetDto[]): LastRoundBets | null {
  const played = bets.filter((b) => b.sessionId < roundId && b.status !== 'cancelled');
  if (!played.length) return null;
  const round = Math.max(...played.map((b) => b.sessionId));
  if (bets.length >= MY_BETS_PAGE && bets[bets.length - 1].sessionId === round) return null;
  const mine = played.filter((b) => b.sessionId === round).sort((a, b) => a.betId - b.betId);
  return { roundId: round, bets: mine.map((b) => ({ side: b.side, amount: b.amount })) };
}

export function createGameSession(game: GameType): GameSession {
  const view = proxy<GameSessionView>(initialView(game));
  let cleanups: Array<() => void> = [];
  let running = false;
  // serverNow of the status shown, so that an older answer about the same round is dropped.
  let lastServerNow = 0;
  // Bets that left the list (cancelled) while a load was in flight: its answer predates that.
  const gone = new Set<number>();
  // The round's totals as the server last sent them, and the player's bets accepted since, which
  // they do not count (view.totals shows both: own-totals.ts).
  let sentTotals: SideTotals = {};
  let uncounted: UncountedBet[] = [];
  const uncountedTimers = new Set<ReturnType<typeof setTimeout>>();
  const showTotals = () => (view.totals = totalsWithOwn(sentTotals, uncounted, view.myBets));
  function totalsSent(totals: SideTotals): void {
    sentTotals = totals;
    uncounted = [];
    showTotals();
  }
  // A bet of the player's the server took (its answer, or betPlaced, whichever comes first; betPlaced
  // leaves before the totals that count it, on the same socket).
  function accepted(bet: MyRoundBet): void {
    const known = view.myBets.some((b) => b.betId === bet.betId);
    upsertBet(bet);
    if (!known) {
      uncounted.push({ betId: bet.betId, side: bet.side, amount: bet.amount });
      const timer = setTimeout(() => {
        uncountedTimers.delete(timer);
        uncounted = uncounted.filter((b) => b.betId !== bet.betId);
        showTotals();
      }, UNCOUNTED_MS);
      uncountedTimers.add(timer);
    }
    showTotals();
  }
  function removeBet(betId: number): void {
    view.myBets = view.myBets.filter((b) => b.betId !== betId);
    uncounted = uncounted.filter((b) => b.betId !== betId);
    showTotals();
  }
  // The round in which the page last told the server it was watched (once a round is enough).
  let watchedRound: number | null = null;
  function touched(): void {
    if (view.kicked || view.roundId === null || watchedRound === view.roundId) return;
    const socket = getSocket();
    if (!socket?.connected) return;
    watchedRound = view.roundId;
    socket.emit('table_active', { gameType: game });
  }

  const mine = <T extends { gameType?: unknown }>(payload: T | null | undefined): payload is T => !!payload && payload.gameType === game;

  function remember(result: RoundHistoryEntryDto): void {
    // A void round read again may have had its seed published since: the newer answer replaces it.
    const known = view.history.find((r) => r.sessionId === result.sessionId);
    if (known && known.status === result.status && known.seed === result.seed) return;
    const next = [result, ...view.history.filter((r) => r !== known)].sort((a, b) => b.sessionId - a.sessionId);
    view.history = next.slice(0, HISTORY_KEPT);
  }

  function rememberBigWins(rounds: RoundBigWinsDto[]): void {
    const byRound = new Map(view.bigWins.map((r) => [r.sessionId, r]));
    for (const round of rounds) byRound.set(round.sessionId, round);
    view.bigWins = [...byRound.values()].sort((a, b) => b.sessionId - a.sessionId).slice(0, BIG_WINS_KEPT);
  }

  // A round we had not seen: the player's bets, result and outcome belong to the old one.
  function enterRound(roundId: number): void {
    if (view.roundId === roundId) return;
    lastServerNow = 0;
    // The old round's bets are what 'Cược lại' places next; a round watched without betting keeps
    // the one before. A cancel still in flight leaves its bet out: it may well have gone.
    const kept = view.myBets.filter((b) => b.state === 'placed');
    if (view.roundId !== null && kept.length > 0) {
      view.lastRoundBets = { roundId: view.roundId, bets: kept.map((b) => ({ side: b.side, amount: b.amount })) };
    }
    view.roundId = roundId;
    // A round opens in its betting phase; the result phase of the old one must not carry over
    // (it would make the new round's betting status look stale). Its status follows at once.
    view.phase = 'betting';
    view.myBets = [];
    uncounted = [];
    view.result = null;
    view.settled = null;
    // A paused game opens no round: a new one means it was resumed.
    view.pausedAt = null;
  }

  function applyStatus(status: RoundStatusDto, receivedAt: number): void {
    if (view.roundId !== null && status.sessionId < view.roundId) return;
    if (status.sessionId === view.roundId) {
      // An answer that left the server before the one already shown (a slow /current racing the
      // socket) must not take the table back from the result to betting.
      if (status.serverNow < lastServerNow) return;
      if (view.phase === 'result' && status.phase === 'betting') return;
    }
    lastServerNow = status.serverNow;
    view.clockOffsetMs = status.serverNow - receivedAt;
    enterRound(status.sessionId);
    view.phase = status.phase;
    view.endsAt = status.endsAt;
    view.resultEndsAt = status.resultEndsAt;
    // An operator's pause or resume reaches the room as the round's status with it (or without it).
    view.pausedAt = status.pausedAt ?? null;
    totalsSent(status.totals ?? {});
    if (status.phase === 'result' && status.result) {
      view.result = status.result;
      remember(status.result);
    }
  }

  function upsertBet(bet: MyRoundBet): void {
    const others = view.myBets.filter((b) => b.betId !== bet.betId);
    view.myBets = [...others, bet].sort((a, b) => a.betId - b.betId);
  }

  // Loads started together (start, a rejoin, a retry) share one; on stop, the answer of a load still
  // running (and of an older page) must not write into the view of a later start.
  const table = createResource(async (live) => {
    if (view.status !== 'ready') view.status = 'loading';
    view.error = null;
    gone.clear();
    try {
      const sentAt = Date.now();
      // Betting needs the round and the limits, not the rounds played or the player's last bets:
      // the table opens its bet bar as soon as the first two are in (on a phone network the other
      // two come a round trip later), their lists staying skeletons until they arrive.
      const lists = Promise.all([getRoundHistory(game, GAME_HISTORY_LIMIT_MAX), getMyBets(game, MY_BETS_PAGE)]);
      // Awaited below; a failure while the round is still being read is that read's to report.
      lists.catch(() => undefined);
      const [current, config] = await Promise.all([getCurrentRound(game), getGameConfig(game)]);
      if (!live()) return;
      // The answer left the server about half way through the round trip (the page's own, if the
      // page asked for it before the app started).
      applyStatus(current, takeEarlyAnswerTime(API_BASE + GAME_PATHS.current(game)) ?? (sentAt + Date.now()) / 2);
      // The bets' CSRF token, which the page asked for before the app started: taken now, so the
      // first 'Đặt cược' goes out at once, and so that answer is read (a fetch whose body nobody
      // reads stays open in Chromium, and the page never looks idle).
      void gameCsrfToken(game).catch(() => undefined);
      // The chain's counts of void rounds are a side note: read without holding up the table, and a
      // failure leaves them out rather than showing an error.
      void getFairness(game)
        .then((fairness) => live() && (view.fairness = fairness))
        .catch(() => undefined);
      // So are the last rounds' big wins (the ticker waits for the next round's instead).
      void getBigWins(game)
        .then((rounds) => live() && rememberBigWins(rounds))
        .catch(() => undefined);
      view.limits = { minBet: config.minBet, maxBet: config.maxBet, maxRoundTotal: config.maxRoundTotal };
      view.timing = { bettingSeconds: config.bettingSeconds, resultSeconds: config.resultSeconds };
      view.status = 'ready';
      const [history, bets] = await lists;
      if (!live()) return;
      for (const round of history) remember(round);
      // Before the round shown (the socket's, if it moved on meanwhile): a round played before this
      // page opened. One the page saw end itself stays as kept: this answer may predate its last bets.
      if (view.roundId !== null) {
        const last = lastRoundFromBets(view.roundId, bets);
        if (last && (!view.lastRoundBets || last.roundId > view.lastRoundBets.roundId)) view.lastRoundBets = last;
      }
      // Only for the round shown (the socket may have moved on while we waited), keeping bets
      // placed meanwhile and leaving out those cancelled meanwhile.
      if (current.sessionId === view.roundId) {
        for (const b of bets) {
          if (b.sessionId !== current.sessionId || gone.has(b.betId)) continue;
          // A settled bet stays listed through the result phase, as it does when settled live.
          if (b.status === 'placed' || b.status === 'won' || b.status === 'lost') {
            if (!view.myBets.some((x) => x.betId === b.betId))
              upsertBet({ betId: b.betId, side: b.side, amount: b.amount, state: 'placed' });
          } else {
            view.myBets = view.myBets.filter((x) => x.betId !== b.betId);
          }
        }
        // Read with the totals of /current: no addition, but never less than the player's stake.
        showTotals();
        // Loaded in the result phase (a reconnect, or the page opened then): betSettled went out
        // while this page was not listening, so the player's win or loss is read from their bets;
        // not when the page of bets may have cut this round's off (a full page ending in it).
        const complete = bets.length < MY_BETS_PAGE || bets[bets.length - 1].sessionId !== current.sessionId;
        if (view.phase === 'result' && !view.settled && complete) view.settled = settledFromBets(game, current.sessionId, bets);
      }
      view.listsLoading = false;
    } catch (error) {
      if (!live()) return;
      // A table never read in full shows the error, as before its bet bar opened; a read again (a
      // reconnect) that fails leaves what is on screen.
      if (view.status !== 'ready' || view.listsLoading) {
        view.status = 'error';
        view.error = isApiError(error) ? error.message : LOAD_FAILED;
      }
    }
  });

  const reload = () => table.get();

  function ask(socket: AppSocket): void {
    socket.emit('join_game', { gameType: game });
    socket.emit('getCurrentSessionId', { gameType: game });
    socket.emit('getSessionStatus', { gameType: game });
  }

  const handlers = {
    [GAME_EVENTS.sessionStatus]: (s: RoundStatusDto) => mine(s) && applyStatus(s, Date.now()),
    [GAME_EVENTS.currentSessionId]: (e: CurrentRoundIdEvent) => {
      if (mine(e) && (view.roundId === null || e.sessionId > view.roundId)) enterRound(e.sessionId);
    },
    [GAME_EVENTS.roundResult]: (r: RoundResultDto) => {
      if (!mine(r)) return;
      remember(r);
      if (r.sessionId === view.roundId) {
        // The payout's balanceUpdate follows this event: the header keeps the balance it shows
        // until the table has revealed the round (game-table.tsx lets go of it).
        holdBalance();
        view.result = r;
        view.phase = 'result';
        if (!view.kicked)
          view.inactiveRounds = recordRound(game, r.sessionId, {
            betOn: view.myBets.length > 0,
            watched: watchedRound === r.sessionId,
          }).inactiveRounds;
      }
    },
    [GAME_EVENTS.bigWins]: (r: RoundBigWinsDto) => mine(r) && Array.isArray(r.wins) && rememberBigWins([r]),
    [GAME_EVENTS.sessionTotals]: (e: RoundTotalsEvent) => {
      if (mine(e) && e.sessionId === view.roundId) totalsSent(e.totals);
    },
    [GAME_EVENTS.betPlaced]: (b: BetPlacedEvent) => {
      if (!mine(b)) return;
      if (b.sessionId === view.roundId) accepted({ betId: b.betId, side: b.side, amount: b.amount, state: 'placed' });
    },
    [GAME_EVENTS.betCancelled]: (b: BetCancelledEvent) => {
      if (!mine(b)) return;
      gone.add(b.betId);
      removeBet(b.betId);
    },
    // Also sent for a refusal this page asked for; the toast id (the message) keeps it to one.
    [GAME_EVENTS.betError]: (e: BetErrorEvent) => mine(e) && notify.error(e.message),
    [GAME_EVENTS.betSettled]: (e: BetSettledEvent) => {
      if (mine(e) && e.sessionId === view.roundId) view.settled = e;
    },
    [GAME_EVENTS.idleAutoKick]: (e: IdleAutoKickEvent) => {
      if (mine(e)) view.kicked = e.message || GAME_MESSAGES.idleKick;
    },
  } as Record<string, (payload: never) => void>;

  async function send(side: BetSide, amount: number, retried = false): Promise<boolean> {
    const roundId = view.roundId;
    if (roundId === null) return false;
    // Made once, when the player acts: every copy sent of this bet carries it, so it is placed once.
    const idempotencyKey = newRequestKey(`${game}-${roundId}`);
    const mark = balanceMark();
    try {
      let sentAgain = false;
      const placed = await retryTransient(() => placeBet(game, { sessionId: roundId, side, amount, idempotencyKey }), {
        onRetry: () => (view.retrying = sentAgain = true),
      }).finally(() => (view.retrying = false));
      balanceAfterAnswer(placed.newBalance, mark, sentAgain);
      if (placed.sessionId === view.roundId) {
        accepted({ betId: placed.betId, side: placed.side, amount: placed.amount, state: 'placed' });
      }
      view.inactiveRounds = recordActivity(game).inactiveRounds;
      notify.success(GAME_MESSAGES.betPlaced, { autoClose: 1500 });
      return true;
    } catch (error) {
      // The token expired or belongs to an earlier login: one retry with a fresh one (the
      // idempotency key is new, but the refused request placed nothing).
      if (!retried && isApiError(error) && error.error === 'CSRF_INVALID') {
        forgetGameCsrfToken();
        return send(side, amount, true);
      }
      notify.error(isApiError(error) ? error.message : LOAD_FAILED);
      return false;
    }
  }

  const actions: GameActions = {
    async placeBet(side, amount) {
      if (view.sending) return false;
      view.sending = true;
      try {
        return await send(side, amount);
      } finally {
        view.sending = false;
      }
    },
    async repeatLastRound() {
      const last = view.lastRoundBets;
      const roundId = view.roundId;
      if (view.sending || !last || roundId === null || view.phase !== 'betting') return false;
      view.sending = true;
      try {
        // One after another through the path of a single bet, each with its own key: a refusal
        // (balance, limits, betting closed) stops the rest, which would be refused the same way.
        for (const bet of last.bets) {
          if (view.roundId !== roundId || view.phase !== 'betting') return false;
          if (!(await send(bet.side, bet.amount))) return false;
        }
        return true;
      } finally {
        view.sending = false;
      }
    },
    async cancelBet(betId) {
      const bet = view.myBets.find((b) => b.betId === betId);
      if (!bet || bet.state === 'cancelling') return;
      upsertBet({ ...bet, state: 'cancelling' });
      let sentAgain = false;
      const mark = balanceMark();
      try {
        // Sent again when its answer is lost; a copy that finds the bet cancelled is answered with
        // what the first copy did.
        const cancelled = await retryTransient(
          () =>
            cancelBet(game, betId).catch((error: unknown) => {
              if (sentAgain && isApiError(error) && error.error === 'BET_CANCELLED') return null;
              throw error;
            }),
          { onRetry: () => (sentAgain = true) },
        );
        balanceAfterAnswer(cancelled?.newBalance ?? null, mark, sentAgain);
        gone.add(betId);
        removeBet(betId);
        notify.success(GAME_MESSAGES.betCancelled, { autoClose: 1500 });
      } catch (error) {
        if (isApiError(error) && error.error === 'CSRF_INVALID') forgetGameCsrfToken();
        const still = view.myBets.find((b) => b.betId === betId);
        if (still) upsertBet({ ...still, state: 'placed' });
        notify.error(isApiError(error) ? error.message : LOAD_FAILED);
      }
    },
    rejoin() {
      view.kicked = null;
      view.inactiveRounds = recordActivity(game).inactiveRounds;
      const socket = getSocket();
      if (socket?.connected) ask(socket);
      void reload();
    },
    retry() {
      void reload();
    },
    async loadOlder() {
      if (view.older !== 'idle' || view.history.length === 0) return;
      const live = table.live();
      view.older = 'loading';
      const before = view.history[view.history.length - 1].sessionId;
      try {
        const page = await getRoundHistory(game, OLDER_PAGE, before);
        if (!live()) return;
        const seen = new Set(view.history.map((r) => r.sessionId));
        view.history = [...view.history, ...page.filter((r) => !seen.has(r.sessionId))].slice(0, HISTORY_KEPT);
        view.older = page.length < OLDER_PAGE || view.history.length >= HISTORY_KEPT ? 'done' : 'idle';
      } catch (error) {
        if (!live()) return;
        view.older = 'idle';
        notify.error(isApiError(error) ? error.message : OLDER_FAILED);
      }
    },
  };

  return {
    view,
    actions,
    start() {
      if (running) return;
      running = true;
      for (const [event, handler] of Object.entries(handlers)) {
        cleanups.push(subscribeRealtime(event, handler as (payload: unknown) => void));
      }
      cleanups.push(watchTouches(touched));
      let first = true;
      cleanups.push(
        registerRejoin((socket) => {
          if (!view.kicked) ask(socket);
          // The first join comes with start's own load; later ones follow a reconnect.
          if (first) first = false;
          else void reload();
        }),
      );
      void reload();
    },
    stop() {
      if (!running) return;
      running = false;
      table.reset();
      for (const timer of uncountedTimers) clearTimeout(timer);
      uncountedTimers.clear();
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
      const socket = getSocket();
      if (socket?.connected) socket.emit('leave_game', { gameType: game });
    },
  };
}
