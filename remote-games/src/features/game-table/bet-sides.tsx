import { useId } from 'react';
import { formatMoney, formatVndCompact, Icon, visuallyHidden } from '@app/shared';
import { type BetSide, type GameType, type SideTotals } from '@app/shared/signed-in';
import { multiplierLabel, sideLabel, sidesOf } from './game-table-format';
import * as s from './bet-sides.css';

export interface BetSidesProps {
  game: GameType;
  /** null while the round's totals are not known yet (the table loading): shown blank. */
  totals: SideTotals | null;
  selected: BetSide | null;
  /** The player's own stake per side in this round. */
  myStakes: Partial<Record<BetSide, number>>;
  /** Sides that won the round on show (result phase); empty while betting. */
  winningSides: readonly BetSide[];
  disabled: boolean;
  onSelect: (side: BetSide) => void;
}

// Chẵn/lẻ carry almost every bet, so they get the big buttons; the long-odds four sit below.
const XOCDIA_MAIN: readonly BetSide[] = ['chan', 'le'];

export function BetSides({ game, totals, selected, myStakes, winningSides, disabled, onSelect }: BetSidesProps) {
  const sides = sidesOf(game);
  const button = (side: BetSide, size: 'big' | 'medium' | 'small') => (
    <SideButton
      key={side}
      game={game}
      side={side}
      size={size}
      total={totals ? (totals[side] ?? null) : undefined}
      stake={myStakes[side]}
      selected={selected === side}
      won={winningSides.includes(side)}
      disabled={disabled}
      onSelect={onSelect}
    />
  );

  if (game === 'taixiu') {
    return (
      <div className={s.rowTwo} role="group" aria-label="Chọn cửa cược">
        {sides.map((side) => button(side, 'big'))}
      </div>
    );
  }
  return (
    <div className={s.stack} role="group" aria-label="Chọn cửa cược">
      <div className={s.rowTwo}>{XOCDIA_MAIN.map((side) => button(side, 'medium'))}</div>
      <div className={s.grid}>{sides.filter((side) => !XOCDIA_MAIN.includes(side)).map((side) => button(side, 'small'))}</div>
    </div>
  );
}

interface SideButtonProps {
  game: GameType;
  side: BetSide;
  size: 'big' | 'medium' | 'small';
  /** undefined while not known; null for a side nobody bet on. */
  total: { amount: number; players: number } | null | undefined;
  stake: number | undefined;
  selected: boolean;
  won: boolean;
  disabled: boolean;
  onSelect: (side: BetSide) => void;
}

function SideButton({ game, side, size, total, stake, selected, won, disabled, onSelect }: SideButtonProps) {
  const known = total !== undefined;
  const amount = total?.amount ?? 0;
  const players = total?.players ?? 0;
  const label = sideLabel(side);
  const detailsId = useId();
  // The button is named by what it shows ('Tài x1,98'); the figures under it are read out as one
  // sentence (its description) instead of the visual fragments (compact amounts, a lone count).
  const spoken = [
    known ? `tổng cược ${formatMoney(amount)}` : null,
    known ? `${players} người chơi` : null,
    stake ? `bạn đã cược ${formatMoney(stake)}` : null,
    won ? 'thắng' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`${s.sideSize[size]} ${s.accent[side]}`}
      aria-pressed={selected}
      aria-describedby={spoken ? detailsId : undefined}
      data-testid={`bet-side-${side}`}
      data-winning={won || undefined}
      disabled={disabled}
      onClick={() => onSelect(side)}
    >
      {/* What comes and goes with a round (the stake, 'Thắng') takes the place of something or
          space already there, never a line of its own: a side that grew as its badge came with the
          result, and shrank as the next round opened, moved the whole table under it. */}
      <span className={s.topLine}>
        <span className={size === 'small' ? s.labelSmall : s.labelBig}>{label}</span>
        {/* In the result, a winning side's 'Thắng' where its multiplier was. */}
        {won ? <span className={s.winBadge}>Thắng</span> : <span className={s.multiplier}>{multiplierLabel(game, side)}</span>}
      </span>
      <span className={s.stats} aria-hidden="true">
        <span className={s.total}>{known ? formatVndCompact(amount) : '…'}</span>
        {stake ? (
          <span className={s.stake} data-testid={`my-stake-${side}`}>
            Bạn: {formatVndCompact(stake)}
          </span>
        ) : null}
        <span className={s.players}>
          <Icon name="user" size={13} />
          {known ? players : '…'}
        </span>
      </span>
      {spoken && (
        // Hidden from the name; aria-describedby reads it all the same.
        <span id={detailsId} className={visuallyHidden} aria-hidden="true">
          {spoken}
        </span>
      )}
    </button>
  );
}
