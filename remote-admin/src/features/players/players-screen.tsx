import { useState } from 'react';
import { ADMIN_SEARCH_MAX, Button, isOperatorRole, OPERATOR_ROLE_LABELS, TextField, type AdminUserDto, useLoaded } from '@app/shared';
import { useSearchParams } from '@app/shared/router';
import { consoleFindUsers } from '../../api/console-find-users';
import { Badge, DataTable, LoadState, Panel, Screen } from '../kit/kit';
import { money } from '../kit/format';
import { useDebounced } from '../kit/list-hooks';
import { useOperatorMay } from '../kit/operator-access';
import { IpBansPanel } from './ip-bans-panel';
import { PlayerProfile } from './player-profile';
import * as k from '../kit/kit.css';

export function PlayersScreen() {
  // The player shown is in the address (?id=), so a profile can be linked from another screen.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(() => consoleFindUsers(query), [query], { refreshOn: [version] });
  const select = (user: AdminUserDto) => setParams({ id: String(user.id) });
  const mayBanAddresses = useOperatorMay('admin');

  return (
    <Screen title="Người chơi" subtitle="Tìm theo tên đăng nhập; chọn một người chơi để xem hồ sơ, khóa hoặc mở khóa.">
      <div className={k.splitDetail}>
        <Panel>
          <div className={k.form}>
            <TextField
              className={k.search}
              label="Tìm theo tên đăng nhập"
              placeholder="Tên đăng nhập bắt đầu bằng…"
              value={search}
              maxLength={ADMIN_SEARCH_MAX}
              onChange={(e) => setSearch(e.target.value)}
            />
            <LoadState loaded={loaded} isEmpty={(users) => users.length === 0} empty="Không tìm thấy người chơi nào.">
              {(users) => (
                <DataTable label="Người chơi" columns={['Tên đăng nhập', { label: 'Số dư', num: true }, 'Trạng thái']}>
                  {users.map((user) => (
                    <tr key={user.id} className={selectedId === user.id ? k.selectedRow : undefined}>
                      <td className={k.td}>
                        <Button size="sm" variant="ghost" onClick={() => select(user)}>
                          {user.username}
                        </Button>
                        {isOperatorRole(user.role) && <Badge tone="blue">{OPERATOR_ROLE_LABELS[user.role]}</Badge>}
                      </td>
                      <td className={`${k.td} ${k.num}`}>{money(user.balance)}</td>
                      <td className={k.td}>{user.bannedAt ? <Badge tone="red">Đã khóa</Badge> : <Badge tone="green">Hoạt động</Badge>}</td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </LoadState>
          </div>
        </Panel>
        {selectedId ? (
          <PlayerProfile userId={selectedId} onChanged={() => setVersion((n) => n + 1)} />
        ) : (
          <Panel title="Hồ sơ">
            <p className={k.muted}>Chọn một người chơi để xem hồ sơ.</p>
          </Panel>
        )}
      </div>
      {mayBanAddresses && <IpBansPanel />}
    </Screen>
  );
}
