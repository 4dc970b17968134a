import { useState } from 'react';
import { ADMIN_SEARCH_MAX, TextField, useLoaded } from '@app/shared';
import type { PlayerRiskDto } from '@app/shared/contracts';
import { Link } from '@app/shared/router';
import { consoleGetRisk } from '../../api/console-get-risk';
import { consolePath } from '../console/console-pages';
import { Badge, LoadState, Pager, Panel, RefreshButton, Screen } from '../kit/kit';
import { RiskFlags } from './risk-flags';
import * as k from '../kit/kit.css';

const PAGE_SIZE = 20;

// What a search matches in a player's entry: the username, each flag's reason and the rows it came
// from (an account number, an address, a round), without case.
const matches = (entry: PlayerRiskDto, text: string) =>
  [entry.user.username, ...entry.flags.flatMap((f) => [f.reason, ...f.evidence.rows.flat()])].some((value) =>
    value.toLowerCase().includes(text),
  );

/** "Rủi ro": every player with a flag not cleared, most flags first, 20 a page; a search narrows them. */
export function RiskScreen() {
  const [version, setVersion] = useState(0);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const loaded = useLoaded(() => consoleGetRisk(), [], { refreshOn: [version] });
  const search = (value: string) => {
    setText(value);
    setPage(1);
  };
  return (
    <Screen
      title="Rủi ro"
      subtitle="Người chơi dùng chung tài khoản ngân hàng, thiết bị hoặc địa chỉ IP, rút tiền khi chơi ít, cược hai cửa, thắng lớn hoặc rút nhiều lần. Mỗi cảnh báo nói lý do và các dòng dữ liệu gốc."
      actions={<RefreshButton loaded={loaded} />}
    >
      <div className={k.filters}>
        <TextField
          label="Tìm trong cảnh báo"
          placeholder="Tên người chơi, số tài khoản, địa chỉ IP, phiên..."
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => search(e.target.value)}
        />
      </div>
      <LoadState loaded={loaded} isEmpty={(list) => list.players.length === 0} empty="Không có cảnh báo nào cần xem.">
        {(list) => {
          const wanted = text.trim().toLowerCase();
          const found = wanted ? list.players.filter((p) => matches(p, wanted)) : list.players;
          const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
          return (
            <>
              {found.length === 0 && <p className={k.muted}>Không có cảnh báo nào khớp với tìm kiếm.</p>}
              {shown.map((p) => (
                <Panel
                  key={p.user.id}
                  title={p.user.username}
                  actions={
                    <>
                      <Badge tone="red">{p.flagCount} cảnh báo</Badge>
                      <Link className={k.link} to={`${consolePath('nguoi-choi')}?id=${p.user.id}`}>
                        Xem hồ sơ
                      </Link>
                    </>
                  }
                >
                  <RiskFlags userId={p.user.id} flags={p.flags} onChanged={() => setVersion((n) => n + 1)} />
                  {p.flagCount > p.flags.length && (
                    <p className={k.muted}>
                      Còn {p.flagCount - p.flags.length} cảnh báo khác:{' '}
                      <Link className={k.link} to={`${consolePath('nguoi-choi')}?id=${p.user.id}`}>
                        xem tất cả trong hồ sơ
                      </Link>
                      .
                    </p>
                  )}
                </Panel>
              ))}
              {found.length > PAGE_SIZE && <Pager page={page} size={PAGE_SIZE} total={found.length} onPage={setPage} />}
            </>
          );
        }}
      </LoadState>
    </Screen>
  );
}
