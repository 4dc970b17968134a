import { formatSignedMoney } from '@app/shared';
import { type RoundBigWinsDto, type RoundHistoryEntryDto } from '@app/shared/signed-in';
import * as s from './big-wins-ticker.css';

export interface BigWinsTickerProps {
  // The rounds' big wins the session holds, newest first.
  rounds: RoundBigWinsDto[];
  // The rounds the table shows: a round being revealed is not among them yet, so its big wins (which
  // would give its outcome away) wait for the reveal to end, as its result and history do.
  history: RoundHistoryEntryDto[];
}

// "Thắng lớn": the newest shown round's biggest net wins, masked names and amounts. Nothing when
// nobody came out ahead in it.
export function BigWinsTicker({ rounds, history }: BigWinsTickerProps) {
  const shown = new Set(history.map((round) => round.sessionId));
  const round = rounds.find((r) => shown.has(r.sessionId));
  if (!round || round.wins.length === 0) return null;
  return (
    <section className={s.root} aria-label="Thắng lớn" data-testid="big-wins">
      <h2 className={s.title}>Thắng lớn phiên #{round.sessionId}</h2>
      <ul className={s.list}>
        {round.wins.map((win, i) => (
          <li key={`${i}:${win.name}`} className={s.item}>
            <span className={s.name}>{win.name}</span>
            <span className={s.amount}>{formatSignedMoney(win.net)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
