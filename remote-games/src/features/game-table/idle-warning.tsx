import { IDLE_KICK_ROUNDS } from '@app/shared';
import * as s from './idle-warning.css';

export interface IdleWarningProps {
  inactiveRounds: number;
}

// One round before the server's idle kick (IDLE_KICK_ROUNDS rounds in a row without a bet, the
// page hidden or untouched), so that it never comes as a surprise.
export function IdleWarning({ inactiveRounds }: IdleWarningProps) {
  if (inactiveRounds < IDLE_KICK_ROUNDS - 1) return null;
  return (
    <p className={s.warning} role="status" data-testid="idle-warning">
      Bạn đã không đặt cược và không xem bàn trong {inactiveRounds} phiên liên tiếp. Chạm vào bàn hoặc đặt cược để tiếp tục ở lại.
    </p>
  );
}
