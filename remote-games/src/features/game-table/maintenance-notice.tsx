import { formatVietnamDateTime } from '@app/shared';
import { GAME_MESSAGES } from '@app/shared/signed-in';
import * as s from './maintenance-notice.css';

export interface MaintenanceNoticeProps {
  pausedAt: string;
}

// The game paused by an operator: said above the table, with when (Vietnam time), in place of a
// countdown that would only run out. The bets already placed settle as usual, so the notice says
// that too; the table takes no new bet until the game is resumed and a round opens.
export function MaintenanceNotice({ pausedAt }: MaintenanceNoticeProps) {
  return (
    <section className={s.notice} role="status" aria-labelledby="maintenance-title" data-testid="maintenance-notice">
      <h2 id="maintenance-title" className={s.title}>
        Bảo trì
      </h2>
      <p className={s.text}>{GAME_MESSAGES.gamePausedNotice(formatVietnamDateTime(pausedAt))}</p>
    </section>
  );
}
