import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, useLoaded } from '@app/shared';
import { type BankTransferDto, type BankTransferStatus } from '@app/shared/contracts';
import { consoleGetTransfers } from '../../api/console-get-transfers';
import { DataTable, LoadState, Pager, Panel, Screen, Tabs } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { money } from '../kit/format';
import { TransferStatusBadge } from '../kit/status-badges';
import { useClampedPage } from '../kit/list-hooks';
import { queueStore } from '../queues/queue-store';
import { useOperatorMay } from '../kit/operator-access';
import { AssignDialog } from './assign-dialog';
import { ResolveDialogs, type Resolution } from './resolve-dialogs';
import { transferTimeText } from './transfer-time';
import * as k from '../kit/kit.css';

const FILTERS = [
  ['UNMATCHED', 'Chưa khớp'],
  ['ASSIGNED', 'Đã gán'],
  ['MATCHED', 'Tự động khớp'],
  ['IGNORED', 'Bỏ qua'],
  ['RETURNED', 'Đã hoàn trả'],
] as const;
const SIZE = 20;

export function TransfersScreen() {
  const [status, setStatus] = useState<BankTransferStatus>('UNMATCHED');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<BankTransferDto | null>(null);
  const [resolving, setResolving] = useState<Resolution | null>(null);
  // Support (cskh) reads the transfers; assigning one credits a player.
  const mayAssign = useOperatorMay('money');
  const { changes } = useSnapshot(queueStore);
  const loaded = useLoaded(() => consoleGetTransfers(status, page, SIZE), [status, page], { refreshOn: [changes.transfers] });
  useClampedPage(loaded.data, SIZE, setPage);

  return (
    <Screen
      title="Giao dịch chưa khớp"
      subtitle="Tiền về tài khoản nhận mà nội dung không khớp lệnh nạp nào. Đọc nội dung gốc, tìm người chuyển rồi gán cho người chơi hoặc lệnh nạp của họ; chuyển nhầm thì hoàn trả, không phải tiền nạp thì bỏ qua."
      actions={<ExportButton kind="bank-transfers" filters={{ status }} />}
    >
      <Tabs
        label="Lọc theo trạng thái"
        value={status}
        options={FILTERS}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <Panel>
        <LoadState loaded={loaded} isEmpty={(p) => p.items.length === 0} empty="Không có giao dịch nào ở trạng thái này.">
          {(p) => (
            <>
              <DataTable
                label="Giao dịch ngân hàng"
                columns={[
                  'Mã',
                  'Thời gian',
                  'Ngân hàng',
                  'Nội dung gốc',
                  { label: 'Số tiền', num: true },
                  'Trạng thái',
                  { label: 'Thao tác', hidden: true },
                ]}
              >
                {p.items.map((t) => (
                  <tr key={t.id}>
                    <td className={k.td}>#{t.id}</td>
                    <td className={`${k.td} ${k.nowrap}`}>{transferTimeText(t)}</td>
                    <td className={k.td}>
                      {t.gateway ?? '—'}
                      <div className={k.muted}>{t.accountNumber}</div>
                    </td>
                    <td className={k.td}>
                      <span className={k.mono}>{t.content}</span>
                      {t.referenceCode && (
                        <div className={k.muted}>
                          Mã tham chiếu: <span className={k.code}>{t.referenceCode}</span>
                        </div>
                      )}
                    </td>
                    <td className={`${k.td} ${k.num}`}>{money(t.amount)}</td>
                    <td className={k.td}>
                      <TransferStatusBadge status={t.status} />
                      {t.assignedUserId && <div className={k.muted}>người chơi #{t.assignedUserId}</div>}
                      {t.depositOrderId && <div className={k.muted}>lệnh nạp #{t.depositOrderId}</div>}
                      {t.returnReference && <div className={k.muted}>mã hoàn trả {t.returnReference}</div>}
                      {(t.status === 'IGNORED' || t.status === 'RETURNED') && t.note && <div className={k.muted}>{t.note}</div>}
                    </td>
                    <td className={k.td}>
                      {mayAssign && t.status === 'UNMATCHED' && (
                        <div className={k.rowActions}>
                          <Button size="sm" onClick={() => setAssigning(t)}>
                            Gán
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setResolving({ kind: 'return', transfer: t })}>
                            Hoàn trả
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setResolving({ kind: 'ignore', transfer: t })}>
                            Bỏ qua
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
      <AssignDialog transfer={assigning} onClose={() => setAssigning(null)} onDone={loaded.reload} />
      <ResolveDialogs resolving={resolving} onClose={() => setResolving(null)} onDone={loaded.reload} />
    </Screen>
  );
}
