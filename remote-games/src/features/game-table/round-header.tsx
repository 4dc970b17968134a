import type { ReactNode } from 'react';
import { JackpotPool, PlayersOnline, GAME_LABELS, JACKPOT_GAME, PHASE_LABELS, type GameType, type RoundPhase } from '@app/shared/signed-in';
import { useServerCountdown } from './use-server-countdown';
import * as s from './round-header.css';

// The last seconds of betting are when late bets fail; the colour change warns before that happens.
const URGENT_SECONDS = 5;

export interface RoundHeaderProps {
  game: GameType;
  roundId: number | null;
  phase: RoundPhase | null;
  endsAt: number | null;
  clockOffsetMs: number;
  /** Opens 'Luật chơi'. */
  onShowRules?: () => void;
  /** The sound switch, beside 'Luật chơi'. */
  soundSwitch?: ReactNode;
  /** Paused for maintenance: no countdown to a round that will not open, and no betting time. */
  paused?: boolean;
}

// Until the round is known (the table loading) its number, phase and countdown are blank; the page
// drawn at build time fills these blanks (data-fill) from the round status it asked for itself.
const BLANK = '…';

export function RoundHeader({ game, roundId, phase, endsAt, clockOffsetMs, onShowRules, soundSwitch, paused = false }: RoundHeaderProps) {
  const seconds = useServerCountdown(endsAt, clockOffsetMs);
  const urgent = !paused && phase === 'betting' && seconds > 0 && seconds <= URGENT_SECONDS;
  const known = endsAt !== null && !paused;
  const timerLabel = paused
    ? 'Đang bảo trì, chưa có phiên mới'
    : !known
      ? 'Đang tải'
      : phase === 'result'
        ? `Phiên mới sau ${seconds} giây`
        : `Còn ${seconds} giây đặt cược`;

  return (
    <header className={s.root} data-round-phase={phase ?? ''}>
      <div className={s.info}>
        <div className={s.titleRow}>
          <h1 className={s.title}>{GAME_LABELS[game]}</h1>
          {onShowRules && (
            <button type="button" className={s.rules} onClick={onShowRules} data-testid="show-rules">
              Luật chơi
            </button>
          )}
          {soundSwitch}
        </div>
        {/* One line for the round and its phase: a line less over the sides, so on a 932 px phone
            xóc đĩa's 'Cược lại' and 'x2' sit above the sticky bet bar. */}
        <div className={s.statusRow}>
          <p className={s.roundNumber} data-testid="round-id">
            Phiên #<span data-fill="round">{roundId ?? BLANK}</span>
          </p>
          <span className={s.phaseBadge} data-testid="round-phase" data-fill="phase">
            {paused ? 'Bảo trì' : phase ? PHASE_LABELS[phase] : BLANK}
          </span>
          <PlayersOnline game={game} />
          {game === JACKPOT_GAME && <JackpotPool />}
        </div>
      </div>
      <div className={urgent ? s.timerUrgent : s.timer} role="timer" aria-label={timerLabel} data-urgent={urgent || undefined}>
        <span className={s.seconds} data-testid="round-countdown" aria-hidden="true" data-fill="countdown">
          {known ? seconds : BLANK}
        </span>
        <span className={s.unit} aria-hidden="true">
          giây
        </span>
      </div>
    </header>
  );
}
