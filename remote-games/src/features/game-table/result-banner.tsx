import { formatSignedMoney } from '@app/shared';
import { roundNet, JACKPOT_TEXTS, type BetSettledEvent, type BetSide, type GameType, type RoundResultDto } from '@app/shared/signed-in';
import { coinCounts, diceSum, outcomeLabel, sideLabel } from './game-table-format';
import * as s from './result-banner.css';

export interface ResultBannerProps {
  game: GameType;
  result: RoundResultDto | null;
  /** The player's settlement of this round; null when they did not bet in it. */
  settled: BetSettledEvent | null;
}

export function ResultBanner({ game, result, settled }: ResultBannerProps) {
  if (!result) return null;
  // A settlement of another round (arriving late or early) must not be shown against this draw.
  const mine = settled && settled.sessionId === result.sessionId && settled.gameType === result.gameType ? settled : null;
  const net = mine ? roundNet(mine.bets) : null;
  const sides = mine ? bySide(mine.bets) : [];

  return (
    <section className={s.root} data-testid="result-banner" aria-live="polite" aria-label="Kết quả phiên">
      <p className={s.outcome}>
        <span className={result.outcome === 'tai' || result.outcome === 'chan' ? s.outcomeWarm : s.outcomeCool}>
          {outcomeLabel(result)}
        </span>
      </p>
      <p className={s.detail}>{detail(game, result)}</p>
      {/* The round's net, the same figure the home screen's recent activity shows for it, and
          beneath it what each side the player bet on did, when there were several: a win on one
          side and a loss on another add up to the net above. Each bet's own row is in 'Cược của
          bạn' under the bet bar. */}
      {mine && net && (
        <p className={s.mine[net.outcome]} data-testid="result-mine" data-outcome={net.outcome}>
          {net.outcome === 'won'
            ? `Bạn thắng ${formatSignedMoney(net.net)}`
            : net.outcome === 'lost'
              ? `Bạn thua ${formatSignedMoney(net.net)}`
              : 'Bạn hòa vốn'}
          {!!mine.jackpotWon && <span data-testid="result-jackpot"> · {JACKPOT_TEXTS.bannerWon(mine.jackpotWon)}</span>}
        </p>
      )}
      {sides.length > 1 && (
        <p className={s.breakdown} data-testid="result-breakdown">
          {sides.map(({ side, net: sideNet }) => `${sideLabel(side)} ${formatSignedMoney(sideNet)}`).join(' · ')}
        </p>
      )}
    </section>
  );
}

/** Each side's net in the round (a side bet on twice is one entry), in the order first bet on. */
export function bySide(bets: BetSettledEvent['bets']): Array<{ side: BetSide; net: number }> {
  const sides = new Map<BetSide, number>();
  for (const bet of bets) sides.set(bet.side, (sides.get(bet.side) ?? 0) + bet.payout - bet.amount);
  return [...sides].map(([side, net]) => ({ side, net }));
}

function detail(game: GameType, result: RoundResultDto): string {
  if (game === 'taixiu' && result.dice) {
    const [a, b, c] = result.dice;
    return `Tổng ${diceSum(result.dice)} (${a} + ${b} + ${c}) · Phiên #${result.sessionId}`;
  }
  if (game === 'xocdia' && result.coins) {
    const { red, white } = coinCounts(result.coins);
    return `${red} Đỏ · ${white} Trắng · Phiên #${result.sessionId}`;
  }
  return `Phiên #${result.sessionId}`;
}
