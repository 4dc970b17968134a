// How a round's result reaches every phone. The round engine (round-engine.ts) settles a round, its
// bets paid in the round's own transaction, and once that has committed calls `onRoundSettled`:
//   1. roundResult to the game's room on every node, betSettled to each bettor, then the winners'
//      balances (game-notifier.ts `settled`). The room event goes through the Realtime port's
//      `toGame`: this node's sockets get one prebuilt websocket frame each
//      (realtime/local-broadcast.ts), and the other nodes get it through Redis and do the same for
//      their own sockets;
//   2. the round's result phase (sessionStatus) to the room;
//   3. the idle count of each node (idle-tracker.ts): this node's at once, the others' through a
//      node signal (`games:roundSettled`);
//   4. the round's big wins (big-wins-service.ts), read from its settled bets without holding up the
//      engine, to the room (the page shows them after the reveal, as it does the result);
//   5. for a tài xỉu round with the hũ on, once its result phase is over (the reveal done on every
//      page): the pool to every page and the hũ's winners' inbox items (jackpot-service.ts). A node
//      that dies meanwhile leaves them in the database, where the next read finds them.
// A round opened and a round called off take the same way out.
import type { GameType } from '@app/shared/contracts';
import type { Db } from '../../db/db';
import type { Realtime } from '../../realtime/realtime';
import type { GameNotifier } from './game-notifier';
import { bettorsOfRound } from '../bet-store';
import { latestRound } from '../round-store';
import { jackpotOf } from '../jackpot-service';
import type { IdleTracker } from './idle-tracker';
import type { BigWinsService } from '../big-wins-service';
import { roundStatusOf, type RoundEngineOptions } from '../clock/round-engine';

export interface RoundResultBroadcastDeps {
  db: Db;
  game: GameType;
  notify: GameNotifier;
  idle: IdleTracker;
  realtime: Realtime;
  // A round called off: the rounds every node keeps in memory are read again (round-board.ts).
  roundsChanged(game: GameType): void;
  bigWins: BigWinsService;
}

// The round engine's hooks of one game.
export function roundResultBroadcast({
  db,
  game,
  notify,
  idle,
  realtime,
  roundsChanged,
  bigWins,
}: RoundResultBroadcastDeps): Pick<RoundEngineOptions, 'onRoundOpened' | 'onRoundSettled' | 'onRoundVoided'> {
  const announcePhase = async () => {
    const round = await latestRound(db, game);
    if (round) notify.status(await roundStatusOf(db, round, Date.now()), false);
  };
  return {
    onRoundOpened: async (round) => notify.status(await roundStatusOf(db, round, Date.now()), true),
    onRoundSettled: async (settlement, round) => {
      notify.settled(settlement);
      if (settlement.result.jackpot) {
        const items = settlement.jackpotInboxItems;
        setTimeout(
          () => void jackpotOf(db, game).then((pool) => pool && notify.jackpot(pool, items), notify.failed),
          Math.max(0, Number(round.ends_at) - Date.now()),
        ).unref();
      }
      await announcePhase();
      const bettors = await bettorsOfRound(db, game, settlement.result.sessionId);
      idle.roundSettled(game, bettors);
      realtime.toOtherNodes('games:roundSettled', { game, bettors });
      // Read off the engine's path (the next round does not wait for it); one that fails costs the
      // round its ticker, nothing else.
      void bigWins.ofSettledRound(game, settlement.result.sessionId).then(
        (round) => notify.bigWins(round),
        (error: unknown) => notify.failed(error),
      );
    },
    // No idle count: a round the house called off is no round the players sat out.
    onRoundVoided: async (voided) => {
      notify.voided(voided);
      roundsChanged(game);
      await announcePhase();
    },
  };
}

// The other side of step 3: a round settled on the node that drives the game's clock counts on this
// node's seats too. What another node sends is checked before it is used.
export function countRoundsSettledElsewhere(realtime: Realtime, idle: IdleTracker, games: readonly GameType[]): void {
  realtime.onOtherNode('games:roundSettled', (payload) => {
    const game = games.find((g) => g === payload?.game);
    if (game && Array.isArray(payload.bettors))
      idle.roundSettled(
        game,
        payload.bettors.filter((id) => typeof id === 'number'),
      );
  });
}
