import { formatVnd, type BetSettledEvent, type GameType, type RoundResultDto } from '@app/shared';
import { coinCounts, diceSum, outcomeLabel } from './game-table-format';
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
  const won = mine !== null && mine.totalPayout > 0;

  return (
    <section className={s.root} data-testid="result-banner" aria-live="polite" aria-label="Kết quả phiên">
      <p className={s.outcome}>
        <span className={result.outcome === 'tai' || result.outcome === 'chan' ? s.outcomeWarm : s.outcomeCool}>
          {outcomeLabel(result)}
        </span>
      </p>
      <p className={s.detail}>{detail(game, result)}</p>
      {mine && (
        <p className={won ? s.win : s.loss} data-testid="result-mine" data-outcome={won ? 'win' : 'loss'}>
          {won ? `Bạn thắng +${formatVnd(mine.totalPayout)} đ` : `Bạn thua -${formatVnd(mine.totalStake)} đ`}
        </p>
      )}
    </section>
  );
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
