import { useLoaded } from '@app/shared';
import { BET_SIDE_LABELS, BET_STATUS_LABELS, DEPOSIT_STATUS_LABELS, GAME_LABELS, WITHDRAWAL_STATUS_LABELS } from '@app/shared/contracts';
import { consoleGetPlayerProfile } from '../../api/console-get-player-profile';
import { LoadState } from '../kit/kit';
import { formatTime, money, signedMoney } from '../kit/format';
import * as k from '../kit/kit.css';

const RECENT = 5;

// What the operator checks before paying a player out: their balance and what they did lately (money
// in, money out, play). A withdrawal of money that was never played looks different from winnings.
export function PlayerActivity({ userId, refresh = 0 }: { userId: number; refresh?: number }) {
  const loaded = useLoaded(() => consoleGetPlayerProfile(userId), [userId], { refreshOn: [refresh] });
  return (
    <LoadState loaded={loaded}>
      {(p) => (
        <div className={k.form}>
          <dl className={k.dl}>
            <dt className={k.dt}>Người chơi</dt>
            <dd className={k.dd}>
              {p.user.username} (#{p.user.id}){p.user.bannedAt ? ' — đang bị khóa' : ''}
            </dd>
            <dt className={k.dt}>Số dư ví</dt>
            <dd className={k.dd}>{money(p.user.balance)}</dd>
            <dt className={k.dt}>Nạp gần đây</dt>
            <dd className={k.dd}>
              {p.deposits.length === 0
                ? 'Chưa có'
                : p.deposits.slice(0, RECENT).map((d) => (
                    <div key={`${d.source}-${d.id}`}>
                      {money(d.amount)} · {DEPOSIT_STATUS_LABELS[d.status]} · {formatTime(d.createdAt)}
                    </div>
                  ))}
            </dd>
            <dt className={k.dt}>Rút gần đây</dt>
            <dd className={k.dd}>
              {p.withdrawals.length === 0
                ? 'Chưa có'
                : p.withdrawals.slice(0, RECENT).map((w) => (
                    <div key={w.id}>
                      {money(w.amount)} · {WITHDRAWAL_STATUS_LABELS[w.status]} · {formatTime(w.createdAt)}
                    </div>
                  ))}
            </dd>
            <dt className={k.dt}>Cược gần đây</dt>
            <dd className={k.dd}>
              {p.bets.length === 0
                ? 'Chưa có'
                : p.bets.slice(0, RECENT).map((b) => (
                    <div key={`${b.gameType}-${b.betId}`}>
                      {GAME_LABELS[b.gameType]} · {BET_SIDE_LABELS[b.side]} · {money(b.amount)} · {BET_STATUS_LABELS[b.status]}
                      {b.status === 'won' || b.status === 'lost' ? ` · ${signedMoney(b.payout - b.amount)}` : ''}
                    </div>
                  ))}
            </dd>
          </dl>
        </div>
      )}
    </LoadState>
  );
}
