import { useEffect, useRef, useState } from 'react';
import { ADMIN_SEARCH_MAX, Button, TextField, useLoaded } from '@app/shared';
import {
  PLAYER_MATCH_LABELS,
  PLAYER_SORT_LABELS,
  PLAYER_SORTS,
  PLAYER_STATUS_FILTER_LABELS,
  PLAYER_STATUS_FILTERS,
  type AdminPlayerRowDto,
  type PlayerSort,
  type PlayerStatusFilter,
} from '@app/shared/contracts';
import { useSearchParams } from '@app/shared/router';
import { consoleFindUsers, type PlayerListParams } from '../../api/console-find-users';
import { Badge, DataTable, LoadState, Pager, Panel, RefreshButton, Screen } from '../kit/kit';
import { formatTime, money, signedMoney } from '../kit/format';
import { useDebounced } from '../kit/list-hooks';
import { useOperatorMay } from '../kit/operator-access';
import { IpBansPanel } from './ip-bans-panel';
import { PlayerProfile } from './player-profile';
import * as k from '../kit/kit.css';

const pick = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;

// The list's search, filters, order and page live in the address: a profile opened from the list
// goes back to the same page, and a search can be linked.
function listParams(params: URLSearchParams): Required<Omit<PlayerListParams, 'q' | 'tag'>> & { q: string; tag: string } {
  return {
    q: params.get('q') ?? '',
    status: pick(PLAYER_STATUS_FILTERS, params.get('status'), 'all'),
    tag: params.get('tag') ?? '',
    sort: pick(PLAYER_SORTS, params.get('sort'), 'created'),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

// A player ahead (out and held more than put in) is the house's loss: red; behind, green.
const netTone = (net: number) => (net > 0 ? 'red' : net < 0 ? 'green' : 'grey');

function PlayerRow({ user, onOpen }: { user: AdminPlayerRowDto; onOpen: () => void }) {
  return (
    <tr>
      <td className={k.td}>
        <Button size="sm" variant="ghost" onClick={onOpen}>
          {user.username}
        </Button>
        {user.tags.length > 0 && (
          <span className={k.tagList}>
            {user.tags.map((tag) => (
              <Badge key={tag} tone="blue">
                {tag}
              </Badge>
            ))}
          </span>
        )}
        {user.matchedBy.length > 0 && <p className={k.muted}>Khớp {user.matchedBy.map((m) => PLAYER_MATCH_LABELS[m]).join(', ')}</p>}
      </td>
      <td className={`${k.td} ${k.nowrap}`}>{formatTime(user.createdAt)}</td>
      <td className={`${k.td} ${k.nowrap}`}>{user.lastLoginAt ? formatTime(user.lastLoginAt) : '—'}</td>
      <td className={`${k.td} ${k.num}`}>{money(user.lifetime.deposited)}</td>
      <td className={`${k.td} ${k.num}`}>{money(user.lifetime.withdrawn)}</td>
      <td className={`${k.td} ${k.num}`}>
        <Badge tone={netTone(user.lifetime.net)}>{signedMoney(user.lifetime.net)}</Badge>
      </td>
      <td className={`${k.td} ${k.num}`}>{money(user.balance)}</td>
      <td className={k.td}>{user.bannedAt ? <Badge tone="red">Đã khóa</Badge> : <Badge tone="green">Hoạt động</Badge>}</td>
    </tr>
  );
}

export function PlayersScreen() {
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const list = listParams(params);
  const [text, setText] = useState(list.q);
  const [tag, setTag] = useState(list.tag);
  const typed = useDebounced({ q: text.trim(), tag: tag.trim().toLowerCase() }, 300);
  const [version, setVersion] = useState(0);
  const mayBanAddresses = useOperatorMay('admin');
  // The profile last opened from the list. A search that settles in the instant after the click,
  // before the address has taken the profile in, reads the address from before the click: kept
  // here, the search lands with the profile open instead of closing it under the operator.
  // Once the address holds it, the ref is done with (a profile left with the browser's back
  // button must not come back with the next search).
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (selectedId) opened.current = null;
  }, [selectedId]);

  // A change of search, filter or order starts again at page 1; the player open stays closed.
  const update = (change: Partial<ReturnType<typeof listParams>>, keepProfile = false) => {
    const profile = keepProfile ? (selectedId ?? opened.current) : null;
    const next = { ...list, page: 1, ...change, ...(profile ? { id: profile } : {}) };
    const entries = Object.entries(next).filter(([key, value]) => value !== '' && !(key === 'page' && value === 1));
    setParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])));
  };
  // A link to another search (an address on a profile) moves the address: the boxes follow it.
  useEffect(() => {
    setText(list.q);
    setTag(list.tag);
  }, [list.q, list.tag]);
  useEffect(() => {
    // Typed just before a player was opened, the search lands with the profile still open.
    if (typed.q !== list.q || typed.tag !== list.tag) update({ q: typed.q, tag: typed.tag }, true);
    // Only the typed text moves the address; the rest of `list` is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed.q, typed.tag]);

  const query: PlayerListParams = {
    q: list.q || undefined,
    status: list.status,
    tag: list.tag || undefined,
    sort: list.sort,
    order: list.order,
    page: list.page,
  };
  const loaded = useLoaded(() => consoleFindUsers(query), [JSON.stringify(query)], { refreshOn: [version] });

  if (selectedId) {
    const back = new URLSearchParams(params);
    back.delete('id');
    return (
      <Screen
        title="Người chơi"
        subtitle="Hồ sơ, tiền nạp rút trọn đời, thiết bị và địa chỉ đăng nhập, ghi chú của quản trị viên."
        actions={
          <Button variant="secondary" onClick={() => setParams(back)}>
            ← Danh sách người chơi
          </Button>
        }
      >
        <PlayerProfile userId={selectedId} onChanged={() => setVersion((n) => n + 1)} />
      </Screen>
    );
  }

  return (
    <Screen
      title="Người chơi"
      subtitle="Tìm theo tên đăng nhập, số điện thoại, số tài khoản ngân hàng, tên chủ tài khoản hoặc địa chỉ IP; chọn một người chơi để xem hồ sơ."
      actions={<RefreshButton loaded={loaded} />}
    >
      <div className={k.filters}>
        <TextField
          label="Tìm người chơi"
          placeholder="Tên, SĐT, số tài khoản, tên chủ TK hoặc IP"
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        <label className={k.field}>
          <span className={k.fieldLabel}>Trạng thái</span>
          <select className={k.select} value={list.status} onChange={(e) => update({ status: e.target.value as PlayerStatusFilter })}>
            {PLAYER_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {PLAYER_STATUS_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <TextField label="Nhãn" placeholder="VD: vip" value={tag} maxLength={32} onChange={(e) => setTag(e.target.value)} />
        <label className={k.field}>
          <span className={k.fieldLabel}>Sắp xếp theo</span>
          <select className={k.select} value={list.sort} onChange={(e) => update({ sort: e.target.value as PlayerSort })}>
            {PLAYER_SORTS.map((value) => (
              <option key={value} value={value}>
                {PLAYER_SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className={k.field}>
          <span className={k.fieldLabel}>Thứ tự</span>
          <select className={k.select} value={list.order} onChange={(e) => update({ order: e.target.value === 'asc' ? 'asc' : 'desc' })}>
            <option value="desc">Giảm dần</option>
            <option value="asc">Tăng dần</option>
          </select>
        </label>
      </div>
      <Panel>
        <LoadState loaded={loaded} isEmpty={(found) => found.users.length === 0} empty="Không tìm thấy người chơi nào.">
          {(found) => (
            <>
              <DataTable
                label="Người chơi"
                columns={[
                  'Tên đăng nhập',
                  'Ngày tạo',
                  'Đăng nhập gần nhất',
                  { label: 'Tổng nạp', num: true },
                  { label: 'Tổng rút', num: true },
                  { label: 'Lãi/lỗ người chơi', num: true },
                  { label: 'Số dư', num: true },
                  'Trạng thái',
                ]}
              >
                {found.users.map((user) => (
                  <PlayerRow
                    key={user.id}
                    user={user}
                    onOpen={() => {
                      opened.current = user.id;
                      setParams({ ...Object.fromEntries(params), id: String(user.id) });
                    }}
                  />
                ))}
              </DataTable>
              <Pager page={found.page} size={found.pageSize} total={found.total} onPage={(page) => update({ page })} />
            </>
          )}
        </LoadState>
      </Panel>
      {mayBanAddresses && <IpBansPanel />}
    </Screen>
  );
}
