import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, useLoaded } from '@app/shared';
import { type AdminWithdrawalDto, type WithdrawalStatus } from '@app/shared/contracts';
import { consoleGetWithdrawals } from '../../api/console-get-withdrawals';
import { DataTable, LoadState, Pager, Panel, Screen, Tabs } from '../kit/kit';
import { PlayerRisk } from '../risk/player-risk';
import { PayoutQr } from './payout-qr';
import { BatchApproval } from './batch-approval';
import { ExportButton } from '../kit/export-button';
import { formatTime, money } from '../kit/format';
import { WithdrawalStatusBadge } from '../kit/status-badges';
import { useClampedPage } from '../kit/list-hooks';
import { queueStore } from '../queues/queue-store';
import { PlayerActivity } from './player-activity';
import { SecondPasswordSetup } from './second-password-setup';
import { WithdrawalDecision, type Decision } from './withdrawal-decision';
import * as k from '../kit/kit.css';

const FILTERS = [
  ['PENDING', 'Chờ duyệt'],
  ['APPROVED', 'Đã duyệt'],
  ['REJECTED', 'Từ chối'],
  ['CANCELLED', 'Đã hủy'],
  ['ALL', 'Tất cả'],
] as const;
const SIZE = 20;

export function WithdrawalsScreen() {
  const [status, setStatus] = useState<WithdrawalStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminWithdrawalDto | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  // The pending requests ticked for one batch approval.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  // Another operator's decision, or a player's new or cancelled request, re-reads the list on every console.
  const { changes } = useSnapshot(queueStore);
  const loaded = useLoaded(() => consoleGetWithdrawals(status, page, SIZE), [status, page], { refreshOn: [changes.withdrawals] });
  useClampedPage(loaded.data, SIZE, setPage);
  const batchable = status === 'PENDING';
  const picked = batchable ? (loaded.data?.items ?? []).filter((w) => ticked.has(w.id) && w.status === 'PENDING') : [];
  const tick = (id: number, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const current = selected && loaded.data?.items.find((w) => w.id === selected.id);
  const shown = current ?? selected;
  // Still pending as last seen, but gone from the pending list: another operator decided it, or the
  // player cancelled it.
  const decidedElsewhere = !current && shown?.status === 'PENDING' && status === 'PENDING' && !!loaded.data && !loaded.loading;

  return (
    <Screen
      title="Rút tiền"
      subtitle="Yêu cầu chờ duyệt xếp cũ nhất trước. Chuyển khoản cho người chơi xong rồi mới duyệt, kèm mã giao dịch ngân hàng."
      actions={<ExportButton kind="withdrawals" filters={{ status: status === 'ALL' ? undefined : status }} />}
    >
      <SecondPasswordSetup />
      <Tabs
        label="Lọc theo trạng thái"
        value={status}
        options={FILTERS}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <div className={k.split}>
        <Panel>
          <LoadState loaded={loaded} isEmpty={(p) => p.items.length === 0} empty="Không có yêu cầu rút tiền nào.">
            {(p) => (
              <>
                <BatchApproval picked={picked} onDone={() => setTicked(new Set())} />
                <DataTable
                  label="Yêu cầu rút tiền"
                  columns={[
                    ...(batchable ? [{ label: 'Chọn', hidden: true }] : []),
                    'Mã',
                    'Người chơi',
                    'Ngân hàng',
                    { label: 'Số tiền', num: true },
                    'Thời gian',
                    'Trạng thái',
                  ]}
                >
                  {p.items.map((w) => (
                    <tr key={w.id} className={shown?.id === w.id ? k.selectedRow : undefined}>
                      {batchable && (
                        <td className={k.td}>
                          <input
                            type="checkbox"
                            className={k.check}
                            checked={ticked.has(w.id)}
                            onChange={(e) => tick(w.id, e.target.checked)}
                            aria-label={`Chọn yêu cầu #${w.id} để duyệt cùng lúc`}
                          />
                        </td>
                      )}
                      <td className={k.td}>
                        <Button size="sm" variant="ghost" onClick={() => setSelected(w)} aria-label={`Xem yêu cầu #${w.id}`}>
                          #{w.id}
                        </Button>
                      </td>
                      <td className={k.td}>{w.username}</td>
                      <td className={k.td}>
                        {w.bankCode} · <span className={k.code}>{w.accountNumber}</span>
                        <div className={k.muted}>{w.accountName}</div>
                      </td>
                      <td className={`${k.td} ${k.num}`}>{money(w.amount)}</td>
                      <td className={`${k.td} ${k.nowrap}`}>{formatTime(w.createdAt)}</td>
                      <td className={k.td}>
                        <WithdrawalStatusBadge status={w.status} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
                <Pager page={p.page} size={SIZE} total={p.total} onPage={setPage} />
              </>
            )}
          </LoadState>
        </Panel>
        <Panel title={shown ? `Yêu cầu #${shown.id}` : 'Chi tiết'}>
          {shown ? (
            <div className={k.form}>
              <dl className={k.dl}>
                <dt className={k.dt}>Người chơi</dt>
                <dd className={k.dd}>{shown.username}</dd>
                <dt className={k.dt}>Ngân hàng</dt>
                <dd className={k.dd}>{shown.bankName}</dd>
                <dt className={k.dt}>Số tài khoản</dt>
                <dd className={`${k.dd} ${k.mono}`}>{shown.accountNumber}</dd>
                <dt className={k.dt}>Chủ tài khoản</dt>
                <dd className={k.dd}>{shown.accountName}</dd>
                <dt className={k.dt}>Số tiền</dt>
                <dd className={k.dd}>{money(shown.amount)}</dd>
                <dt className={k.dt}>Trạng thái</dt>
                <dd className={k.dd}>
                  <WithdrawalStatusBadge status={shown.status} />
                </dd>
                {shown.transactionRef && (
                  <>
                    <dt className={k.dt}>Mã giao dịch</dt>
                    <dd className={`${k.dd} ${k.mono}`}>{shown.transactionRef}</dd>
                  </>
                )}
                {shown.rejectReason && (
                  <>
                    <dt className={k.dt}>Lý do từ chối</dt>
                    <dd className={k.dd}>{shown.rejectReason}</dd>
                  </>
                )}
              </dl>
              {decidedElsewhere && (
                <p className={k.muted} data-testid="withdrawal-decided-elsewhere">
                  Yêu cầu này không còn chờ duyệt (đã được xử lý ở nơi khác hoặc người chơi đã hủy); chọn &quot;Tất cả&quot; để xem kết quả.
                </p>
              )}
              {shown.status === 'PENDING' && !decidedElsewhere && (
                <div className={k.actions}>
                  <Button onClick={() => setDecision({ kind: 'approve', withdrawal: shown })}>Duyệt</Button>
                  <Button variant="danger" onClick={() => setDecision({ kind: 'reject', withdrawal: shown })}>
                    Từ chối
                  </Button>
                </div>
              )}
              {shown.status === 'PENDING' && !decidedElsewhere && <PayoutQr withdrawalId={shown.id} />}
              <PlayerRisk userId={shown.userId} refresh={changes.withdrawals} />
              <h3 className={k.panelTitle}>Hoạt động gần đây</h3>
              <PlayerActivity userId={shown.userId} refresh={changes.withdrawals} />
            </div>
          ) : (
            <p className={k.muted}>Chọn một yêu cầu để xem người chơi và duyệt.</p>
          )}
        </Panel>
      </div>
      <WithdrawalDecision
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(decided) => {
          setSelected((was) => (was && was.id === decided.id ? { ...was, ...decided } : was));
          loaded.reload();
        }}
      />
    </Screen>
  );
}
