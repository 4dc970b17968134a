import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, OPERATOR_TEXT_MAX, operatorMay, STEP_UP_TARGETS, useSession, useLoaded } from '@app/shared';
import {
  PENDING_CHANGE_LABELS,
  PENDING_CHANGE_STATUS_LABELS,
  PENDING_CHANGE_APPROVAL,
  type MakerCheckerMode,
  type PendingChangeDto,
  type PendingChangeKind,
  type PendingChangeStatus,
} from '@app/shared/contracts';
import { consoleApprovePendingChange } from '../../api/console-approve-pending-change';
import { consoleCancelPendingChange } from '../../api/console-cancel-pending-change';
import { consoleGetPendingChanges } from '../../api/console-get-pending-changes';
import { consoleRejectPendingChange } from '../../api/console-reject-pending-change';
import { ActionDialog } from '../kit/action-dialog';
import { Badge, DataTable, LoadState, Panel, Screen, Tabs, type Tone } from '../kit/kit';
import { formatTime, money } from '../kit/format';
import { queueStore } from '../queues/queue-store';
import * as k from '../kit/kit.css';

const FILTERS = [
  ['PENDING', 'Chờ duyệt'],
  ['APPLIED', 'Đã thực hiện'],
  ['REJECTED', 'Bị từ chối'],
  ['CANCELLED', 'Đã hủy'],
] as const;
const TONES: Record<PendingChangeStatus, Tone> = { PENDING: 'gold', APPLIED: 'green', REJECTED: 'red', CANCELLED: 'grey' };

type Acting = { kind: 'approve' | 'reject' | 'cancel'; change: PendingChangeDto };

// 'accountNumber: 123 → 456' for each field a receiving-account change sets.
function fieldChanges(change: PendingChangeDto): string[] {
  if (!change.after || !change.before) return [];
  const labels: Record<string, string> = { bankCode: 'Ngân hàng', accountNumber: 'Số tài khoản', accountName: 'Chủ tài khoản' };
  return Object.keys(labels)
    .filter((key) => change.after![key] !== undefined && change.after![key] !== change.before![key])
    .map((key) => `${labels[key]}: ${String(change.before![key] ?? '—')} → ${String(change.after![key])}`);
}

// The mode is the operator's own, per kind of change: who else could approve differs (a receiving
// account is approved by an admin only, so a team of one admin and one accountant has a second
// approver for credits and none for accounts).
export function ModeNotice({
  modes,
  soloDelayHours,
  reviewAbove,
}: {
  modes: Record<PendingChangeKind, MakerCheckerMode>;
  soloDelayHours: number;
  reviewAbove: number;
}) {
  const kinds = Object.keys(modes) as PendingChangeKind[];
  const named = (mode: MakerCheckerMode) =>
    kinds
      .filter((kind) => modes[kind] === mode)
      .map((kind) => PENDING_CHANGE_LABELS[kind].toLowerCase())
      .join(', ');
  const two = named('two');
  const solo = named('solo');
  if (!solo)
    return (
      <p className={k.muted}>
        <Badge tone="green">Hai người duyệt</Badge> Người tạo yêu cầu không tự duyệt được. Gán giao dịch trên {money(reviewAbove)} phải chờ
        duyệt.
      </p>
    );
  if (!two)
    return (
      <p className={k.muted}>
        <Badge tone="gold">Một người</Badge> Chưa có quản trị viên thứ hai: mỗi yêu cầu tự thực hiện sau {soloDelayHours} giờ nếu người tạo
        không hủy. Thêm một tài khoản quản trị trên máy chủ để duyệt ngay thay vì chờ.
      </p>
    );
  return (
    <>
      <p className={k.muted}>
        <Badge tone="green">Hai người duyệt</Badge> {two}: một quản trị viên khác phải duyệt.
      </p>
      <p className={k.muted}>
        <Badge tone="gold">Một người</Badge> {solo}: chưa có quản trị viên khác có quyền duyệt, yêu cầu tự thực hiện sau {soloDelayHours}{' '}
        giờ nếu người tạo không hủy.
      </p>
    </>
  );
}

// Maker-checker: what one operator asked for and a second one must approve (with their own
// second-level password) before it happens. The maker sees their own requests with "Hủy" only.
export function PendingChangesScreen() {
  const { user } = useSession();
  const [status, setStatus] = useState<PendingChangeStatus>('PENDING');
  const [acting, setActing] = useState<Acting | null>(null);
  const { changes } = useSnapshot(queueStore);
  const loaded = useLoaded(() => consoleGetPendingChanges(status), [status], { refreshOn: [changes.changes] });
  const change = acting?.change;

  return (
    <Screen
      title="Chờ duyệt"
      subtitle="Xác nhận nạp thủ công, gán giao dịch lớn và mọi thay đổi tài khoản nhận tiền chỉ được thực hiện khi một quản trị viên khác duyệt bằng mật khẩu cấp 2 của họ."
    >
      {loaded.data && (
        <Panel>
          <ModeNotice
            modes={loaded.data.modes}
            soloDelayHours={loaded.data.soloDelayHours}
            reviewAbove={loaded.data.manualCreditReviewAbove}
          />
        </Panel>
      )}
      <Tabs label="Lọc theo trạng thái" value={status} options={FILTERS} onChange={setStatus} />
      <Panel>
        <LoadState loaded={loaded} isEmpty={(p) => p.items.length === 0} empty="Không có yêu cầu nào ở trạng thái này.">
          {(p) => (
            <DataTable
              label="Yêu cầu chờ duyệt"
              columns={[
                'Mã',
                'Loại',
                'Nội dung',
                { label: 'Số tiền', num: true },
                'Người tạo',
                'Thời gian',
                'Trạng thái',
                { label: 'Thao tác', hidden: true },
              ]}
            >
              {p.items.map((c) => {
                const mine = c.makerId === user?.id;
                // A receiving account is approved by an admin only: an accountant is not offered it.
                const mayApprove = operatorMay(user?.role, PENDING_CHANGE_APPROVAL[c.kind].access);
                return (
                  <tr key={c.id}>
                    <td className={k.td}>#{c.id}</td>
                    <td className={k.td}>{PENDING_CHANGE_LABELS[c.kind]}</td>
                    <td className={k.td}>
                      {c.summary}
                      {fieldChanges(c).map((line) => (
                        <div key={line} className={`${k.muted} ${k.mono}`}>
                          {line}
                        </div>
                      ))}
                    </td>
                    <td className={`${k.td} ${k.num}`}>{c.amount === null ? '—' : money(c.amount)}</td>
                    <td className={k.td}>{c.makerUsername}</td>
                    <td className={`${k.td} ${k.nowrap}`}>
                      {formatTime(c.createdAt)}
                      {c.status === 'PENDING' && c.executeAfter && (
                        <div className={k.muted}>Tự thực hiện lúc {formatTime(c.executeAfter)}</div>
                      )}
                    </td>
                    <td className={k.td}>
                      <Badge tone={TONES[c.status]}>{PENDING_CHANGE_STATUS_LABELS[c.status]}</Badge>
                      {c.decidedByUsername && <div className={k.muted}>bởi {c.decidedByUsername}</div>}
                      {c.reason && <div className={k.muted}>{c.reason}</div>}
                    </td>
                    <td className={k.td}>
                      {c.status === 'PENDING' && (
                        <div className={k.rowActions}>
                          {mine ? (
                            <Button size="sm" variant="secondary" onClick={() => setActing({ kind: 'cancel', change: c })}>
                              Hủy
                            </Button>
                          ) : (
                            <>
                              {mayApprove && (
                                <Button size="sm" onClick={() => setActing({ kind: 'approve', change: c })}>
                                  Duyệt
                                </Button>
                              )}
                              <Button size="sm" variant="danger" onClick={() => setActing({ kind: 'reject', change: c })}>
                                Từ chối
                              </Button>
                            </>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )}
        </LoadState>
      </Panel>
      <ActionDialog
        open={acting?.kind === 'approve'}
        title={`Duyệt yêu cầu #${change?.id}`}
        summary={
          change && (
            <dl className={k.dl}>
              <dt className={k.dt}>Yêu cầu</dt>
              <dd className={k.dd}>{change.summary}</dd>
              <dt className={k.dt}>Người tạo</dt>
              <dd className={k.dd}>{change.makerUsername}</dd>
              {change.amount !== null && (
                <>
                  <dt className={k.dt}>Số tiền</dt>
                  <dd className={k.dd}>{money(change.amount)}</dd>
                </>
              )}
            </dl>
          )
        }
        confirmLabel="Duyệt và thực hiện"
        stepUp={
          change ? { action: PENDING_CHANGE_APPROVAL[change.kind].action, target: STEP_UP_TARGETS.pendingChange(change.id) } : undefined
        }
        onClose={() => setActing(null)}
        onDone={loaded.reload}
        onSubmit={async (_values, token) => (change ? (await consoleApprovePendingChange(change.id, token)).message : '')}
      />
      <ActionDialog
        open={acting?.kind === 'reject'}
        title={`Từ chối yêu cầu #${change?.id}`}
        summary={change && <p className={k.muted}>{change.summary}</p>}
        fields={[{ name: 'reason', label: 'Lý do từ chối', required: 'Vui lòng nhập lý do từ chối', maxLength: OPERATOR_TEXT_MAX }]}
        confirmLabel="Từ chối yêu cầu"
        danger
        onClose={() => setActing(null)}
        onDone={loaded.reload}
        onSubmit={async (values) => (change ? (await consoleRejectPendingChange(change.id, values.reason)).message : '')}
      />
      <ActionDialog
        open={acting?.kind === 'cancel'}
        title={`Hủy yêu cầu #${change?.id}`}
        summary={change && <p className={k.muted}>{change.summary}. Yêu cầu sẽ không được thực hiện.</p>}
        confirmLabel="Hủy yêu cầu"
        danger
        onClose={() => setActing(null)}
        onDone={loaded.reload}
        onSubmit={async () => (change ? (await consoleCancelPendingChange(change.id)).message : '')}
      />
    </Screen>
  );
}
