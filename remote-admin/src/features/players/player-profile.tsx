import { useState } from 'react';
import {
  Button,
  isOperatorRole,
  OPERATOR_TEXT_MAX,
  SECURITY_EVENT_LABELS,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  useLoaded,
} from '@app/shared';
import { type AdminPlayerDepositDto, BET_SIDE_LABELS, GAME_LABELS } from '@app/shared/contracts';
import { consoleBanUser } from '../../api/console-ban-user';
import { consoleEndSessions } from '../../api/console-end-sessions';
import { consoleGetPlayerProfile } from '../../api/console-get-player-profile';
import { consoleSetDevTools } from '../../api/console-set-dev-tools';
import { consoleStartPlayerRecovery } from '../../api/console-start-player-recovery';
import { consoleUnbanUser } from '../../api/console-unban-user';
import { ActionDialog } from '../kit/action-dialog';
import { Badge, LoadState, MiniTable, Panel } from '../kit/kit';
import { formatTime, money } from '../kit/format';
import { useOperatorMay } from '../kit/operator-access';
import { BetStatusBadge, DepositStatusBadge, WithdrawalStatusBadge } from '../kit/status-badges';
import { PlayerRisk } from '../risk/player-risk';
import { AdjustWalletDialog, type AdjustDirection } from './adjust-wallet-dialog';
import { PlayerNotesPanel } from './player-notes-panel';
import { PlayerRecords } from './player-records';
import * as k from '../kit/kit.css';

type Action = 'ban' | 'unban' | 'devToolsOn' | 'devToolsOff' | 'recovery' | 'endSessions';

// A row of the player's deposits is one of their orders, or a bank transfer an operator recorded in
// their wallet without one (the transfers screen knows it by that number).
const depositRef = (d: AdminPlayerDepositDto) => (d.source === 'transfer' ? `Chuyển khoản #${d.id}` : `#${d.id}`);

// Who put the money in the wallet: the bank feed by itself, or the operator named.
const creditedByText = (d: AdminPlayerDepositDto) => (d.creditedByName === 'webhook' ? 'Ngân hàng tự báo' : (d.creditedByName ?? '—'));

export function PlayerProfile({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const [version, setVersion] = useState(0);
  const [action, setAction] = useState<Action | null>(null);
  // Bans and dev tools decide who can act: admins only; the other roles read the profile.
  const mayChange = useOperatorMay('admin');
  // Support (admin, cskh) sends a recovery code for a caller they identified.
  const maySupport = useOperatorMay('support');
  // Money roles (admin, ke_toan) ask for a manual credit or debit; a second operator applies it.
  const mayMoney = useOperatorMay('money');
  const [adjusting, setAdjusting] = useState<AdjustDirection | null>(null);
  // Where the last code went, kept in view after the toast is gone: what support tells the caller.
  const [recoverySent, setRecoverySent] = useState<{ userId: number; phoneHint: string } | null>(null);
  const loaded = useLoaded(() => consoleGetPlayerProfile(userId), [userId], { refreshOn: [version] });
  const done = () => {
    setVersion((n) => n + 1);
    onChanged();
  };

  return (
    <Panel title="Hồ sơ người chơi">
      <LoadState loaded={loaded}>
        {(p) => (
          <div className={k.form}>
            <dl className={k.dl}>
              <dt className={k.dt}>Tên đăng nhập</dt>
              <dd className={k.dd}>
                {p.user.username} (#{p.user.id})
              </dd>
              <dt className={k.dt}>Số điện thoại</dt>
              <dd className={k.dd}>{p.user.phone || '—'}</dd>
              <dt className={k.dt}>Số dư ví</dt>
              <dd className={k.dd}>{money(p.user.balance)}</dd>
              <dt className={k.dt}>Ngày tạo</dt>
              <dd className={k.dd}>{formatTime(p.user.createdAt)}</dd>
              <dt className={k.dt}>Trạng thái</dt>
              <dd className={k.dd}>
                {p.user.bannedAt ? (
                  <>
                    <Badge tone="red">Đã khóa</Badge> {formatTime(p.user.bannedAt)}
                    {p.user.banReason ? ` · ${p.user.banReason}` : ''}
                  </>
                ) : (
                  <Badge tone="green">Hoạt động</Badge>
                )}
              </dd>
              <dt className={k.dt}>Công cụ nhà phát triển</dt>
              <dd className={k.dd}>{p.user.dev_tools_enabled ? 'Được phép' : 'Bị chặn'}</dd>
              <dt className={k.dt}>Hạn mức nạp/ngày</dt>
              <dd className={k.dd}>
                {p.limits.dailyDepositLimit === null ? 'Không đặt' : money(p.limits.dailyDepositLimit)} · hôm nay đã nạp{' '}
                {money(p.limits.depositedToday)}
                {p.limits.pendingDepositsToday > 0 && ` · đang chờ thanh toán ${money(p.limits.pendingDepositsToday)}`}
              </dd>
              <dt className={k.dt}>Tự loại trừ</dt>
              <dd className={k.dd}>{p.limits.selfExcludedUntil ? `đến ${formatTime(p.limits.selfExcludedUntil)}` : 'Không'}</dd>
            </dl>
            {(mayChange || maySupport || mayMoney) && (
              <div className={k.actions}>
                {mayChange &&
                  (p.user.bannedAt ? (
                    <Button onClick={() => setAction('unban')}>Mở khóa</Button>
                  ) : (
                    <Button variant="danger" onClick={() => setAction('ban')} disabled={isOperatorRole(p.user.role)}>
                      Khóa tài khoản
                    </Button>
                  ))}
                {mayChange && (
                  <Button variant="secondary" onClick={() => setAction(p.user.dev_tools_enabled ? 'devToolsOff' : 'devToolsOn')}>
                    {p.user.dev_tools_enabled ? 'Chặn công cụ nhà phát triển' : 'Cho phép công cụ nhà phát triển'}
                  </Button>
                )}
                {maySupport && (
                  <Button
                    variant="secondary"
                    onClick={() => setAction('recovery')}
                    disabled={isOperatorRole(p.user.role) || !p.user.phone}
                    title={p.user.phone ? undefined : 'Tài khoản chưa có số điện thoại để nhận mã'}
                  >
                    Gửi mã khôi phục mật khẩu
                  </Button>
                )}
                {maySupport && (
                  <Button variant="secondary" onClick={() => setAction('endSessions')} disabled={isOperatorRole(p.user.role)}>
                    Kết thúc phiên đăng nhập
                  </Button>
                )}
                {mayMoney && (
                  <>
                    <Button variant="secondary" onClick={() => setAdjusting('credit')}>
                      Cộng tiền
                    </Button>
                    <Button variant="secondary" onClick={() => setAdjusting('debit')}>
                      Trừ tiền
                    </Button>
                  </>
                )}
              </div>
            )}
            {recoverySent?.userId === p.user.id && (
              <p className={k.muted} role="status">
                Đã gửi mã tới {recoverySent.phoneHint}. Hướng dẫn người chơi mở trang “Quên mật khẩu”, chọn “Tôi đã có mã xác minh” rồi tự
                nhập mã và mật khẩu mới.
              </p>
            )}

            <AdjustWalletDialog user={p.user} direction={adjusting} onClose={() => setAdjusting(null)} onDone={done} />
            <PlayerRisk userId={p.user.id} refresh={version} onChanged={done} />
            <PlayerRecords profile={p} />
            <PlayerNotesPanel profile={p} onChanged={done} />

            <h3 className={k.panelTitle}>Nạp tiền</h3>
            <MiniTable
              empty="Chưa có lệnh nạp."
              head={['Mã', 'Số tiền', 'Trạng thái', 'Ghi nhận bởi', 'Nội dung / lý do', 'Thời gian']}
              rows={p.deposits.map((d) => [
                depositRef(d),
                money(d.amount),
                <DepositStatusBadge key="s" status={d.status} />,
                creditedByText(d),
                d.rejectReason ? `${d.content || '—'} · ${d.rejectReason}` : d.content || '—',
                formatTime(d.createdAt),
              ])}
            />
            <h3 className={k.panelTitle}>Rút tiền</h3>
            <MiniTable
              empty="Chưa có yêu cầu rút."
              head={['Mã', 'Số tiền', 'Trạng thái', 'Xử lý bởi', 'Lý do / tham chiếu', 'Thời gian']}
              rows={p.withdrawals.map((w) => [
                `#${w.id}`,
                money(w.amount),
                <WithdrawalStatusBadge key="s" status={w.status} />,
                w.decidedByName ?? (w.status === 'CANCELLED' ? 'Người chơi hủy' : '—'),
                w.rejectReason || w.transactionRef || w.adminNote || '—',
                formatTime(w.createdAt),
              ])}
            />
            <h3 className={k.panelTitle}>Cược</h3>
            <MiniTable
              empty="Chưa đặt cược."
              head={['Trò chơi', 'Phiên', 'Cửa', 'Tiền cược', 'Kết quả']}
              rows={p.bets.map((b) => [
                GAME_LABELS[b.gameType],
                `#${b.sessionId}`,
                BET_SIDE_LABELS[b.side],
                money(b.amount),
                // A refund the player did not ask for says why: the round was called off without a draw.
                <span key="s">
                  <BetStatusBadge status={b.status} />
                  {b.status === 'refunded' && b.voided && <span className={k.muted}> {b.voided.voidReasonText}</span>}
                </span>,
              ])}
            />
            <h3 className={k.panelTitle}>Sự kiện bảo mật</h3>
            <MiniTable
              empty="Không có sự kiện."
              head={['Sự kiện', 'Chi tiết', 'IP', 'Thời gian']}
              rows={p.securityEvents.map((e) => [
                SECURITY_EVENT_LABELS[e.kind] ?? e.kind,
                e.detail ?? '—',
                e.ip ?? '—',
                formatTime(e.createdAt),
              ])}
            />
            <ActionDialog
              open={action === 'ban'}
              title={`Khóa tài khoản ${p.user.username}`}
              summary={
                <p className={k.muted}>Người chơi bị đăng xuất ngay trên mọi thiết bị và không đăng nhập lại được cho tới khi mở khóa.</p>
              }
              fields={[{ name: 'reason', label: 'Lý do', required: 'Vui lòng nhập lý do khóa', maxLength: OPERATOR_TEXT_MAX }]}
              confirmLabel="Khóa tài khoản"
              danger
              onClose={() => setAction(null)}
              onDone={done}
              stepUp={{ action: TWO_FACTOR_ACTIONS.operatorAccess, target: STEP_UP_TARGETS.user(p.user.id) }}
              onSubmit={async (values, token) => (await consoleBanUser(p.user.id, values.reason, token)).message}
            />
            <ActionDialog
              open={action === 'unban'}
              title={`Mở khóa tài khoản ${p.user.username}`}
              summary={<p className={k.muted}>Người chơi đăng nhập lại được ngay.</p>}
              confirmLabel="Mở khóa"
              onClose={() => setAction(null)}
              onDone={done}
              stepUp={{ action: TWO_FACTOR_ACTIONS.operatorAccess, target: STEP_UP_TARGETS.user(p.user.id) }}
              onSubmit={async (_values, token) => (await consoleUnbanUser(p.user.id, token)).message}
            />
            <ActionDialog
              open={action === 'recovery'}
              title={`Gửi mã khôi phục mật khẩu cho ${p.user.username}`}
              summary={
                <>
                  <p className={k.muted}>
                    <strong>Đã xác minh người gọi?</strong> Chỉ gửi khi bạn đã xác minh người gọi đúng là chủ tài khoản này.
                  </p>
                  <p className={k.muted}>
                    Mã 6 số được gửi qua SMS tới số điện thoại đã đăng ký của tài khoản; bạn không thấy mã. Người chơi mở trang “Quên mật
                    khẩu”, chọn “Tôi đã có mã xác minh” rồi tự nhập mã và mật khẩu mới.
                  </p>
                </>
              }
              confirmLabel="Đã xác minh, gửi mã"
              onClose={() => setAction(null)}
              onSubmit={async () => {
                const answer = await consoleStartPlayerRecovery(p.user.id);
                setRecoverySent({ userId: p.user.id, phoneHint: answer.data.phoneHint });
                return answer.message;
              }}
            />
            <ActionDialog
              open={action === 'endSessions'}
              title={`Kết thúc phiên đăng nhập của ${p.user.username}`}
              summary={
                <p className={k.muted}>
                  Mọi thiết bị đang đăng nhập tài khoản này bị đăng xuất ngay, với thông báo phiên đã bị quản trị viên kết thúc. Người chơi
                  đăng nhập lại được bằng mật khẩu của mình.
                </p>
              }
              fields={[
                {
                  name: 'reason',
                  label: 'Lý do (ghi vào nhật ký)',
                  maxLength: OPERATOR_TEXT_MAX,
                  placeholder: 'Ví dụ: khách báo mất điện thoại',
                },
              ]}
              confirmLabel="Kết thúc phiên"
              onClose={() => setAction(null)}
              onDone={done}
              onSubmit={async (values) => (await consoleEndSessions(p.user.id, values.reason)).message}
            />
            <ActionDialog
              open={action === 'devToolsOn' || action === 'devToolsOff'}
              title={action === 'devToolsOn' ? 'Cho phép công cụ nhà phát triển' : 'Chặn công cụ nhà phát triển'}
              summary={
                <p className={k.muted}>
                  {action === 'devToolsOn'
                    ? `${p.user.username} mở được công cụ nhà phát triển của trình duyệt mà không bị chặn.`
                    : `${p.user.username} sẽ bị chặn khi mở công cụ nhà phát triển.`}
                </p>
              }
              confirmLabel="Xác nhận"
              onClose={() => setAction(null)}
              onDone={done}
              onSubmit={async () => (await consoleSetDevTools(p.user.id, action === 'devToolsOn')).message}
            />
          </div>
        )}
      </LoadState>
    </Panel>
  );
}
