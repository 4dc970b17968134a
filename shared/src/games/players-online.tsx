import type { GameType } from '../contracts/games';
import { cx } from '../ui/cx';
import { usePlayersOnline } from './players-online-store';
import * as s from './players-online.css';

const count = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/**
 * "N người đang chơi" for a game, on its home card and at its table; nothing until the server has
 * given a figure. Not a live region: the figure may change every two seconds, and a screen reader
 * reading each change would talk over the game. It is read with the card or the header.
 */
export function PlayersOnline({ game, className }: { game: GameType; className?: string }) {
  const players = usePlayersOnline(game);
  if (players === undefined) return null;
  return (
    <span className={cx(s.root, className)} data-testid={`players-online-${game}`}>
      {count.format(players)} người đang chơi
    </span>
  );
}
