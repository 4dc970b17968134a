import { JACKPOT_TEXTS } from '../contracts/jackpot';
import { vndText } from '../contracts/money-text';
import { cx } from '../ui/cx';
import { useJackpot } from './jackpot-store';
import * as s from './jackpot-pool.css';

/**
 * "Hũ 12.345.678 đ" on the tài xỉu card and table. Its box holds its place before the figure is
 * known, so the line does not move when it arrives; a hũ the operator turned off says so.
 */
export function JackpotPool({ className }: { className?: string }) {
  const jackpot = useJackpot();
  const off = jackpot !== null && jackpot.shareBasisPoints === 0;
  return (
    <span className={cx(s.root, className)} data-testid="jackpot-pool">
      <span className={s.label}>{JACKPOT_TEXTS.title}</span>
      <span className={s.amount}>{jackpot === null ? '…' : off ? 'đang tắt' : vndText(jackpot.pool)}</span>
    </span>
  );
}
