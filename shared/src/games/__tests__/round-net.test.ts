import { payoutFor } from '../../contracts/games';
import { roundNet, ROUND_NET_LABELS } from '../round-net';

it("a round's net is what its bets paid back less what they staked, on the real pay table", () => {
  // Tài 50,000 wins (x1,98), xỉu 20,000 loses.
  const bets = [
    { amount: 50_000, payout: payoutFor('taixiu', 'tai', 50_000) },
    { amount: 20_000, payout: 0 },
  ];
  expect(roundNet(bets)).toEqual({ staked: 70_000, paid: 99_000, net: 29_000, outcome: 'won' });
});

it('both sides of a round lose the house edge: a loss, whichever side won', () => {
  const bets = [
    { amount: 20_000, payout: payoutFor('taixiu', 'xiu', 20_000) },
    { amount: 20_000, payout: 0 },
  ];
  expect(roundNet(bets)).toEqual({ staked: 40_000, paid: 39_600, net: -400, outcome: 'lost' });
});

it('paid back exactly the stakes: even, with its own word', () => {
  const bets = [
    { amount: 50_000, payout: payoutFor('xocdia', 'chan', 50_000) },
    { amount: 49_000, payout: 0 },
  ];
  expect(roundNet(bets)).toMatchObject({ net: 0, outcome: 'even' });
  expect(roundNet([]).outcome).toBe('even');
  expect(ROUND_NET_LABELS).toEqual({ won: 'Thắng', lost: 'Thua', even: 'Hòa vốn' });
});
