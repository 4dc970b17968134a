import { IDLE_KICK_ROUNDS } from '@app/shared/signed-in';
import { useState } from 'react';
import * as s from './idle-warning.css';

export interface IdleWarningProps {
  inactiveRounds: number;
}

// One round before the server's idle kick (IDLE_KICK_ROUNDS rounds in a row without a bet, the
// page hidden or untouched), so that it never comes as a surprise. Laid over the top of the table
// rather than in its flow: coming up as a round ends, it pushed the sides and the bet bar down.
// 'Đã hiểu' puts it away (the tap itself marks the table watched) until another round goes by unwatched.
export function IdleWarning({ inactiveRounds }: IdleWarningProps) {
  const [dismissedAt, dismiss] = useState<number | null>(null);
  if (inactiveRounds < IDLE_KICK_ROUNDS - 1 || dismissedAt === inactiveRounds) return null;
  return (
    <div className={s.warning} role="status" data-testid="idle-warning">
      <p className={s.text}>
        Bạn đã không đặt cược và không xem bàn trong {inactiveRounds} phiên liên tiếp. Chạm vào bàn hoặc đặt cược để tiếp tục ở lại.
      </p>
      <button type="button" className={s.dismiss} onClick={() => dismiss(inactiveRounds)} data-testid="idle-warning-dismiss">
        Đã hiểu
      </button>
    </div>
  );
}
