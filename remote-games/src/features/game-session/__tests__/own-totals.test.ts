import { type SideTotals } from '@app/shared/signed-in';
import type { MyRoundBet } from '../game-session-types';
import { totalsWithOwn } from '../own-totals';

const placed = (betId: number, side: MyRoundBet['side'], amount: number): MyRoundBet => ({ betId, side, amount, state: 'placed' });

it('adds a bet the last totals could not count, the player among the side’s players', () => {
  const sent: SideTotals = { tai: { amount: 500_000, players: 3 }, xiu: { amount: 0, players: 0 } };
  const mine = [placed(1, 'xiu', 100_000)];
  expect(totalsWithOwn(sent, [{ betId: 1, side: 'xiu', amount: 100_000 }], mine)).toEqual({
    tai: { amount: 500_000, players: 3 },
    xiu: { amount: 100_000, players: 1 },
  });
});

it('a second bet on a side the player is counted on adds its amount, not another player', () => {
  const sent: SideTotals = { tai: { amount: 300_000, players: 2 } };
  const mine = [placed(1, 'tai', 100_000), placed(2, 'tai', 50_000)];
  expect(totalsWithOwn(sent, [{ betId: 2, side: 'tai', amount: 50_000 }], mine)).toEqual({ tai: { amount: 350_000, players: 2 } });
});

it('totals that count the bet are shown as sent: nothing twice', () => {
  const sent: SideTotals = { tai: { amount: 600_000, players: 4 } };
  const mine = [placed(1, 'tai', 100_000)];
  expect(totalsWithOwn(sent, [], mine)).toBe(sent);
});

it('never shows a side under the player’s own stake, even when totals older than the bet arrive after it', () => {
  const sent: SideTotals = { chan: { amount: 20_000, players: 1 } };
  const mine = [placed(1, 'chan', 60_000), placed(2, 'le', 10_000)];
  expect(totalsWithOwn(sent, [], mine)).toEqual({ chan: { amount: 60_000, players: 1 }, le: { amount: 10_000, players: 1 } });
});

it('without bets of the player the totals are the server’s', () => {
  const sent: SideTotals = { tai: { amount: 1, players: 1 } };
  expect(totalsWithOwn(sent, [], [])).toBe(sent);
});
