import { useSnapshot } from 'valtio';
import { useLoaded } from '@app/shared';
import { GAME_LABELS, GAME_TYPES } from '@app/shared/contracts';
import { Link } from '@app/shared/router';
import { consoleGetOverview } from '../../api/console-get-overview';
import { Badge, LoadState, Panel, RefreshButton, Screen } from '../kit/kit';
import { formatTime, money } from '../kit/format';
import { queueStore } from '../queues/queue-store';
import { consolePath } from '../console/console-pages';
import * as k from '../kit/kit.css';
import * as s from './overview.css';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={s.figure}>
      <span className={s.figureLabel}>{label}</span>
      <span className={s.figureValue}>{value}</span>
      {detail && <span className={s.figureDetail}>{detail}</span>}
    </div>
  );
}

const Count = ({ value }: { value: number }) => <Badge tone={value ? 'gold' : 'grey'}>{value}</Badge>;

export function OverviewScreen() {
  // The overview is read on opening and on "Làm mới" (it checks the whole ledger); what waits is
  // counted live from the announcements for the roles that act on the queues (admin, ke_toan);
  // support hears none, and sees the counts as read.
  const queues = useSnapshot(queueStore);
  const loaded = useLoaded(consoleGetOverview, []);

  return (
    <Screen title="Tổng quan" subtitle="Số liệu hôm nay tính từ 00:00 giờ Việt Nam." actions={<RefreshButton loaded={loaded} />}>
      <LoadState loaded={loaded}>
        {(o) => (
          <>
            <div className={k.grid}>
              <Panel title="Quỹ nhà cái">
                <Figure label="Tổng" value={money(o.house.balance)} />
                <dl className={k.dl}>
                  {GAME_TYPES.map((game) => (
                    <div key={game} className={s.row}>
                      <dt className={k.dt}>{GAME_LABELS[game]}</dt>
                      <dd className={`${k.dd} ${k.num}`}>{money(o.house.accounts[`house_${game}`])}</dd>
                    </div>
                  ))}
                  <div className={s.row}>
                    <dt className={k.dt}>Đang giữ chờ rút</dt>
                    <dd className={`${k.dd} ${k.num}`}>{money(o.house.accounts.withdrawal_hold)}</dd>
                  </div>
                </dl>
              </Panel>
              <Panel title="Hôm nay">
                <Figure
                  label="Nạp đã xác nhận"
                  value={money(o.today.depositsConfirmed.amount)}
                  detail={`${o.today.depositsConfirmed.count} lệnh`}
                />
                <Figure
                  label="Rút đã duyệt"
                  value={money(o.today.withdrawalsApproved.amount)}
                  detail={`${o.today.withdrawalsApproved.count} lệnh`}
                />
              </Panel>
              <Panel title="Đang chờ xử lý">
                <ul className={s.waiting}>
                  <li>
                    <Link to={consolePath('cho-duyet')}>Yêu cầu chờ duyệt</Link>
                    <Count value={queues.pendingChanges ?? o.pending.changes} />
                  </li>
                  <li>
                    <Link to={consolePath('rut-tien')}>Yêu cầu rút tiền</Link>
                    <Count value={queues.pendingWithdrawals ?? o.pending.withdrawals} />
                  </li>
                  <li>
                    <Link to={consolePath('giao-dich-chua-khop')}>Giao dịch chưa khớp</Link>
                    <Count value={queues.unmatchedTransfers ?? o.pending.unmatchedTransfers} />
                  </li>
                  <li>
                    <Link to={consolePath('nap-tien')}>Lệnh nạp đang chờ</Link>
                    <Count value={o.pending.deposits} />
                  </li>
                </ul>
              </Panel>
              <Panel title="Sổ cái">
                {o.ledger.ok ? <Badge tone="green">Cân khớp</Badge> : <Badge tone="red">Lệch sổ — kiểm tra ngay</Badge>}
                <p className={k.muted}>Kiểm tra lúc {formatTime(o.ledger.checkedAt)}</p>
              </Panel>
              <Panel title="Người chơi đang ở bàn">
                <dl className={k.dl}>
                  {GAME_TYPES.map((game) => (
                    <div key={game} className={s.row}>
                      <dt className={k.dt}>{GAME_LABELS[game]}</dt>
                      <dd className={`${k.dd} ${k.num}`}>{o.livePlayers[game] ?? 'Không rõ'}</dd>
                    </div>
                  ))}
                </dl>
              </Panel>
            </div>
          </>
        )}
      </LoadState>
    </Screen>
  );
}
