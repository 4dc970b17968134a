import { useState } from 'react';
import { Button, OPERATOR_TEXT_MAX, useLoaded } from '@app/shared';
import { type IpBanDto } from '@app/shared/contracts';
import { consoleBanIp } from '../../api/console-ban-ip';
import { consoleGetIpBans } from '../../api/console-get-ip-bans';
import { consoleLiftIpBan } from '../../api/console-lift-ip-ban';
import { ActionDialog } from '../kit/action-dialog';
import { formatTime } from '../kit/format';
import { Badge, DataTable, LoadState, Panel } from '../kit/kit';
import * as k from '../kit/kit.css';

/**
 * "Địa chỉ IP bị chặn" (admins): the addresses and ranges shut out, the last ones let back in, and
 * the two actions. Every request from a banned address is refused, and who signed in from it is
 * signed out at once.
 */
export function IpBansPanel() {
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<IpBanDto | null>(null);
  const loaded = useLoaded(() => consoleGetIpBans(), [], { refreshOn: [version] });
  const changed = () => setVersion((n) => n + 1);

  return (
    <Panel
      title="Địa chỉ IP bị chặn"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          Chặn địa chỉ IP
        </Button>
      }
    >
      <LoadState loaded={loaded} isEmpty={(bans) => bans.length === 0} empty="Chưa chặn địa chỉ nào.">
        {(bans) => (
          <DataTable
            label="Địa chỉ IP bị chặn"
            columns={['Địa chỉ / dải', 'Lý do', 'Chặn bởi', 'Trạng thái', { label: 'Thao tác', hidden: true }]}
          >
            {bans.map((ban) => (
              <tr key={ban.id}>
                <td className={`${k.td} ${k.mono}`}>{ban.network}</td>
                <td className={k.td}>{ban.reason}</td>
                <td className={`${k.td} ${k.nowrap}`}>
                  {ban.createdBy}
                  <div className={k.muted}>{formatTime(ban.createdAt)}</div>
                </td>
                <td className={k.td}>
                  {ban.liftedAt ? (
                    <>
                      <Badge tone="grey">Đã gỡ</Badge>
                      <div className={k.muted}>
                        {ban.liftedBy} · {formatTime(ban.liftedAt)}
                      </div>
                    </>
                  ) : (
                    <Badge tone="red">Đang chặn</Badge>
                  )}
                </td>
                <td className={k.td}>
                  {!ban.liftedAt && (
                    <Button size="sm" variant="ghost" onClick={() => setLifting(ban)}>
                      Gỡ chặn
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      <ActionDialog
        open={adding}
        title="Chặn địa chỉ IP"
        summary={
          <p className={k.muted}>
            Mọi yêu cầu từ địa chỉ này bị từ chối, và ai đang đăng nhập từ đó bị đăng xuất ngay với thông báo địa chỉ IP đã bị chặn. Chặn
            được một địa chỉ hoặc một dải (tối đa /16 với IPv4).
          </p>
        }
        fields={[
          {
            name: 'network',
            label: 'Địa chỉ IP hoặc dải CIDR',
            required: 'Vui lòng nhập địa chỉ IP',
            placeholder: '203.0.113.7 hoặc 203.0.113.0/24',
            maxLength: 64,
          },
          { name: 'reason', label: 'Lý do', required: 'Vui lòng nhập lý do chặn', maxLength: OPERATOR_TEXT_MAX },
        ]}
        confirmLabel="Chặn"
        danger
        onClose={() => setAdding(false)}
        onDone={changed}
        onSubmit={async (values) => (await consoleBanIp(values.network, values.reason)).message}
      />
      <ActionDialog
        open={lifting !== null}
        title={`Gỡ chặn ${lifting?.network ?? ''}`}
        summary={<p className={k.muted}>Địa chỉ này dùng lại được trang ngay.</p>}
        confirmLabel="Gỡ chặn"
        onClose={() => setLifting(null)}
        onDone={changed}
        onSubmit={async () => (await consoleLiftIpBan(lifting!.id)).message}
      />
    </Panel>
  );
}
