import { useState } from 'react';
import { ADMIN_SEARCH_MAX, Button, OPERATOR_TEXT_MAX, STEP_UP_TARGETS, TextField, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { type AdminDepositDto, type DepositStatus } from '@app/shared/contracts';
import { consoleConfirmDeposit } from '../../api/console-confirm-deposit';
import { consoleGetDeposits } from '../../api/console-get-deposits';
import { consoleRejectDeposit } from '../../api/console-reject-deposit';
import { ActionDialog } from '../kit/action-dialog';
import { DataTable, LoadState, Pager, Panel, RefreshButton, Screen, Tabs } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { useOperatorMay } from '../kit/operator-access';
import { formatTime, money } from '../kit/format';
import { DepositStatusBadge } from '../kit/status-badges';
import { useClampedPage, useDebounced } from '../kit/list-hooks';
import * as k from '../kit/kit.css';

const FILTERS = [
  ['PENDING', 'Chờ thanh toán'],
  ['CONFIRMED', 'Đã xác nhận'],
  ['EXPIRED', 'Hết hạn'],
  ['REJECTED', 'Từ chối'],
  ['ALL', 'Tất cả'],
] as const;
const SIZE = 20;

type Action = { kind: 'confirm' | 'reject'; order: AdminDepositDto };

// The bank feed confirms most orders by itself ('webhook'); an operator's confirmation names them.
const confirmedByText = (d: AdminDepositDto) =>
  d.confirmedBy === 'webhook' || (!d.confirmedBy && d.bankTransferId) ? 'ngân hàng tự báo' : d.confirmedBy ? `bởi ${d.confirmedBy}` : '';

export function DepositsScreen() {
  const [status, setStatus] = useState<DepositStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  // Support (cskh) reads the orders; confirming or rejecting one moves money.
  const mayAct = useOperatorMay('money');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const loaded = useLoaded(
    () => consoleGetDeposits({ status: status === 'ALL' ? undefined : status, search: query, page, size: SIZE }),
    [status, page, query],
  );
  useClampedPage(loaded.data, SIZE, setPage);
  const order = action?.order;

  return (
    <Screen
      title="Nạp tiền"
      subtitle="Lệnh nạp qua mã QR. Ngân hàng báo tiền về thì lệnh tự xác nhận; chỉ xác nhận tay khi đã thấy tiền trong sao kê."
      actions={
        <>
          <ExportButton kind="deposits" filters={{ status: status === 'ALL' ? undefined : status }} />
          <RefreshButton loaded={loaded} />
        </>
      }
    >
      <div className={k.header}>
        <Tabs
          label="Lọc theo trạng thái"
          value={status}
          options={FILTERS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <TextField
          className={k.search}
          label="Tìm mã lệnh hoặc tên đăng nhập"
          placeholder="VD: HDABC123 hoặc nguyenvan"
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <Panel>
        <LoadState loaded={loaded} isEmpty={(p) => p.items.length === 0} empty="Không có lệnh nạp nào.">
          {(p) => (
            <>
              <DataTable
                label="Lệnh nạp tiền"
                columns={[
                  'Mã',
                  'Người chơi',
                  'Nội dung CK',
                  { label: 'Số tiền', num: true },
                  'Tạo lúc',
                  'Trạng thái',
                  'Xử lý',
                  { label: 'Thao tác', hidden: true },
                ]}
              >
                {p.items.map((d) => (
                  <tr key={d.id}>
                    <td className={k.td}>#{d.id}</td>
                    <td className={k.td}>{d.username}</td>
                    <td className={`${k.td} ${k.mono}`}>{d.content}</td>
                    <td className={`${k.td} ${k.num}`}>{money(d.amount)}</td>
                    <td className={`${k.td} ${k.nowrap}`}>{formatTime(d.createdAt)}</td>
                    <td className={k.td}>
                      <DepositStatusBadge status={d.status} />
                    </td>
                    <td className={k.td}>
                      {d.status === 'CONFIRMED' && (
                        <span className={k.muted}>
                          {confirmedByText(d)} · {formatTime(d.confirmedAt)}
                        </span>
                      )}
                      {d.status === 'REJECTED' && <span className={k.muted}>{d.rejectReason}</span>}
                    </td>
                    <td className={k.td}>
                      {mayAct && (d.status === 'PENDING' || d.status === 'EXPIRED') && (
                        <div className={k.rowActions}>
                          <Button size="sm" onClick={() => setAction({ kind: 'confirm', order: d })}>
                            Xác nhận
                          </Button>
                          <Button size="sm" variant="danger" onClick={() => setAction({ kind: 'reject', order: d })}>
                            Từ chối
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </DataTable>
              <Pager page={p.page} size={SIZE} total={p.total} onPage={setPage} />
            </>
          )}
        </LoadState>
      </Panel>
      <ActionDialog
        open={!!action}
        title={action?.kind === 'confirm' ? `Xác nhận lệnh nạp #${order?.id}` : `Từ chối lệnh nạp #${order?.id}`}
        summary={
          order && (
            <p className={k.muted}>
              {order.username} · {money(order.amount)} · nội dung <span className={k.mono}>{order.content}</span>
              {action?.kind === 'confirm' && ' — số tiền sẽ được cộng vào ví người chơi ngay.'}
            </p>
          )
        }
        fields={
          action?.kind === 'reject'
            ? [{ name: 'reason', label: 'Lý do từ chối', required: 'Vui lòng nhập lý do từ chối', maxLength: OPERATOR_TEXT_MAX }]
            : []
        }
        confirmLabel={action?.kind === 'confirm' ? 'Xác nhận đã nhận tiền' : 'Từ chối lệnh'}
        danger={action?.kind === 'reject'}
        // Confirming credits money no bank feed reported: behind the operator's second-level password.
        stepUp={
          action?.kind === 'confirm' && order
            ? { action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.depositOrder(order.id) }
            : undefined
        }
        onClose={() => setAction(null)}
        onDone={loaded.reload}
        onSubmit={async (values, token) => {
          if (!order) return '';
          const answer =
            action?.kind === 'confirm' ? await consoleConfirmDeposit(order.id, token) : await consoleRejectDeposit(order.id, values.reason);
          return answer.message;
        }}
      />
    </Screen>
  );
}
