import { GAME_LABELS, type GameType, type RoundPhase } from '@app/shared';
import { useServerCountdown } from './use-server-countdown';
import * as s from './round-header.css';

export const PHASE_LABELS: Readonly<Record<RoundPhase, string>> = {
  betting: 'Đang nhận cược',
  result: 'Đang mở kết quả',
};

// The last seconds of betting are when late bets fail; the colour change warns before that happens.
const URGENT_SECONDS = 5;

export interface RoundHeaderProps {
  game: GameType;
  sessionId: number | null;
  phase: RoundPhase | null;
  endsAt: number | null;
  clockOffsetMs: number;
}

export function RoundHeader({ game, sessionId, phase, endsAt, clockOffsetMs }: RoundHeaderProps) {
  const seconds = useServerCountdown(endsAt, clockOffsetMs);
  const urgent = phase === 'betting' && seconds > 0 && seconds <= URGENT_SECONDS;
  const timerLabel = phase === 'result' ? `Phiên mới sau ${seconds} giây` : `Còn ${seconds} giây đặt cược`;

  return (
    <header className={s.root}>
      <div className={s.info}>
        <h1 className={s.title}>{GAME_LABELS[game]}</h1>
        <p className={s.session} data-testid="round-session">
          Phiên #{sessionId ?? '…'}
        </p>
        {phase && (
          <span className={phase === 'betting' ? s.phaseBetting : s.phaseResult} data-testid="round-phase">
            {PHASE_LABELS[phase]}
          </span>
        )}
      </div>
      <div
        className={urgent ? s.timerUrgent : phase === 'result' ? s.timerResult : s.timer}
        role="timer"
        aria-label={timerLabel}
        data-urgent={urgent || undefined}
      >
        <span className={s.seconds} data-testid="round-countdown" aria-hidden="true">
          {seconds}
        </span>
        <span className={s.unit} aria-hidden="true">
          giây
        </span>
      </div>
    </header>
  );
}
