import { useState } from 'react';
import { useLoaded } from '@app/shared';
import { Link } from '@app/shared/router';
import { consoleGetRisk } from '../../api/console-get-risk';
import { consolePath } from '../console/console-pages';
import { Badge, LoadState, Panel, RefreshButton, Screen } from '../kit/kit';
import { RiskFlags } from './risk-flags';
import * as k from '../kit/kit.css';

/** "Rủi ro": every player with a flag not cleared, most flags first. */
export function RiskScreen() {
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(() => consoleGetRisk(), [], { refreshOn: [version] });
  return (
    <Screen
      title="Rủi ro"
      subtitle="Người chơi dùng chung tài khoản ngân hàng, thiết bị hoặc địa chỉ IP, rút tiền khi chơi ít, cược hai cửa, thắng lớn hoặc rút nhiều lần. Mỗi cảnh báo nói lý do và các dòng dữ liệu gốc."
      actions={<RefreshButton loaded={loaded} />}
    >
      <LoadState loaded={loaded} isEmpty={(list) => list.players.length === 0} empty="Không có cảnh báo nào cần xem.">
        {(list) => (
          <>
            {list.players.map((p) => (
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
          </>
        )}
      </LoadState>
    </Screen>
  );
}
