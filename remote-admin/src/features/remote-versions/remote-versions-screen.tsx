import { useEffect, useState } from 'react';
import { Button, STEP_UP_TARGETS, subscribeRealtime, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import {
  REMOTES_CHANGED_EVENT,
  type RemoteName,
  type RemotePointerChangeDto,
  type RemoteRegistryDto,
  type RemoteVersionDto,
} from '@app/shared/contracts';
import { consoleGetRemotes } from '../../api/console-get-remotes';
import { consoleRollbackRemote } from '../../api/console-rollback-remote';
import { consoleSetRemoteCanary } from '../../api/console-set-remote-canary';
import { consoleUseRemoteVersion } from '../../api/console-use-remote-version';
import { ActionDialog, type ActionField } from '../kit/action-dialog';
import { formatTime } from '../kit/format';
import { Badge, DataTable, LoadState, MiniTable, Panel, RefreshButton, Screen } from '../kit/kit';
import * as k from '../kit/kit.css';

const REMOTE_LABELS: Record<RemoteName, string> = {
  remote_auth: 'Đăng nhập, đăng ký',
  remote_wallet: 'Ví, nạp và rút tiền',
  remote_games: 'Trò chơi',
  remote_admin: 'Trang quản trị',
};

const ACTION_LABELS: Record<RemotePointerChangeDto['action'], string> = {
  seed: 'Khởi tạo',
  use: 'Chuyển phiên bản',
  rollback: 'Quay lại',
  canary: 'Thử nghiệm',
};

// What an operator is about to do, and to which remote.
type Pending =
  | { kind: 'use'; remote: RemoteName; version: string }
  | { kind: 'canary'; remote: RemoteName; version: string }
  | { kind: 'stopCanary'; remote: RemoteName; version: string }
  | { kind: 'rollback'; remote: RemoteName; version: string };

const PERCENT_FIELD: ActionField = {
  name: 'percent',
  label: 'Tỉ lệ người chơi nhận phiên bản này (%)',
  required: 'Vui lòng nhập tỉ lệ',
  maxLength: 3,
  hint: 'Mỗi người chơi luôn nhận cùng một phiên bản (khách chưa đăng nhập: theo thiết bị).',
};

const whole = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * "Phiên bản giao diện" (admins): each remote front end's published versions, which one players get,
 * a candidate tried on a share of them, and what their pages reported of each (loads, load failures,
 * screens that threw, falls back to the version before) so a candidate is promoted or dropped on
 * evidence. Every change asks for the admin's second-level password, is audited, and reaches open
 * pages at their next move between screens.
 */
export function RemoteVersionsScreen() {
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const loaded = useLoaded(() => consoleGetRemotes(), [], { refreshOn: [version] });
  // Another admin's change (or the CLI's) shows here without a reload.
  useEffect(() => subscribeRealtime(REMOTES_CHANGED_EVENT, () => setVersion((n) => n + 1)), []);

  return (
    <Screen
      title="Phiên bản giao diện"
      subtitle="Mỗi phần giao diện được phát hành riêng (npm run remote:publish). Chọn phiên bản người chơi nhận, thử phiên bản mới trên một phần người chơi, hoặc quay lại phiên bản trước. Trang đang mở nhận phiên bản mới ở lần chuyển màn hình tiếp theo."
      actions={<RefreshButton loaded={loaded} />}
    >
      <LoadState loaded={loaded} isEmpty={(list) => list.length === 0} empty="Chưa có phần giao diện nào.">
        {(list) => (
          <>
            {list.map((registry) => (
              <RemotePanel key={registry.remote} registry={registry} onAct={setPending} />
            ))}
          </>
        )}
      </LoadState>
      <PendingDialog pending={pending} onClose={() => setPending(null)} onDone={() => setVersion((n) => n + 1)} />
    </Screen>
  );
}

function RemotePanel({ registry, onAct }: { registry: RemoteRegistryDto; onAct: (pending: Pending) => void }) {
  const { remote, pointer, versions, history } = registry;
  return (
    <div data-testid={`remote-${remote}`}>
      <Panel
        title={`${REMOTE_LABELS[remote]} (${remote})`}
        actions={
          pointer && (
            <>
              {pointer.candidate && (
                <Button size="sm" variant="secondary" onClick={() => onAct({ kind: 'stopCanary', remote, version: pointer.candidate! })}>
                  Dừng thử nghiệm
                </Button>
              )}
              {pointer.previous && (
                <Button size="sm" variant="secondary" onClick={() => onAct({ kind: 'rollback', remote, version: pointer.previous! })}>
                  Quay lại phiên bản trước
                </Button>
              )}
            </>
          )
        }
      >
        <div>
          <p className={k.muted} data-testid="remote-pointer">
            {pointer
              ? `Đang chạy ${pointer.live} từ ${formatTime(pointer.changedAt)}${pointer.changedBy ? ` (${pointer.changedBy})` : ''}.${
                  pointer.candidate ? ` Thử nghiệm ${pointer.candidate} cho ${pointer.canaryPercent} % người chơi.` : ''
                }`
              : 'Chưa có phiên bản nào đang chạy: hãy phát hành một phiên bản rồi chọn dùng nó.'}
          </p>
          {versions.length === 0 ? (
            <p className={k.muted}>Chưa có phiên bản nào được phát hành.</p>
          ) : (
            <>
              <p className={k.muted}>Số liệu 7 ngày qua, do trang của người chơi báo về.</p>
              <DataTable
                label={`Các phiên bản ${remote}`}
                columns={[
                  'Phiên bản',
                  'Phát hành',
                  { label: 'Lượt tải', num: true },
                  { label: 'Không tải được', num: true },
                  { label: 'Lỗi màn hình', num: true },
                  { label: 'Về bản trước', num: true },
                  'Trạng thái',
                  { label: 'Thao tác', hidden: true },
                ]}
              >
                {versions.map((v) => (
                  <VersionRow key={v.version} remote={remote} version={v} registry={registry} onAct={onAct} />
                ))}
              </DataTable>
            </>
          )}
          {history.length > 0 && (
            <details>
              <summary className={k.muted}>Lịch sử thay đổi</summary>
              <MiniTable
                head={['Lúc', 'Thao tác', 'Đang chạy', 'Thử nghiệm', 'Bởi']}
                rows={history.map((h) => [
                  formatTime(h.at),
                  ACTION_LABELS[h.action],
                  h.live,
                  h.candidate ? `${h.candidate} (${h.canaryPercent} %)` : '—',
                  h.by ?? '—',
                ])}
                empty=""
              />
            </details>
          )}
        </div>
      </Panel>
    </div>
  );
}

function VersionRow({
  remote,
  version: v,
  registry,
  onAct,
}: {
  remote: RemoteName;
  version: RemoteVersionDto;
  registry: RemoteRegistryDto;
  onAct: (pending: Pending) => void;
}) {
  const pointer = registry.pointer;
  const live = pointer?.live === v.version;
  const candidate = pointer?.candidate === v.version;
  const previous = pointer?.previous === v.version;
  return (
    <tr data-testid="remote-version" data-version={v.version}>
      <td className={`${k.td} ${k.mono} ${k.nowrap}`}>{v.version}</td>
      <td className={`${k.td} ${k.nowrap}`}>
        {v.builtAt ? formatTime(v.builtAt) : 'Từ cấu hình máy chủ'}
        {v.gitCommit && <div className={`${k.muted} ${k.mono}`}>{v.gitCommit.slice(0, 10)}</div>}
      </td>
      <td className={`${k.td} ${k.num}`}>{v.stats.loads}</td>
      <td className={`${k.td} ${k.num}`}>{v.stats.failures}</td>
      <td className={`${k.td} ${k.num}`}>{v.stats.errors}</td>
      <td className={`${k.td} ${k.num}`}>{v.stats.fallbacks}</td>
      <td className={k.td}>
        {live && <Badge tone="green">Đang chạy</Badge>}
        {candidate && <Badge tone="gold">Thử nghiệm {pointer!.canaryPercent} %</Badge>}
        {previous && <Badge tone="grey">Bản trước</Badge>}
        {v.incompatible && (
          <>
            <Badge tone="red">Không tương thích</Badge>
            <div className={k.muted}>{v.incompatible}</div>
          </>
        )}
      </td>
      <td className={k.td}>
        {!live && !v.incompatible && (
          <div className={k.rowActions}>
            <Button size="sm" variant="ghost" onClick={() => onAct({ kind: 'use', remote, version: v.version })}>
              Dùng
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAct({ kind: 'canary', remote, version: v.version })}>
              {candidate ? 'Đổi tỉ lệ' : 'Thử nghiệm'}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

function PendingDialog({ pending, onClose, onDone }: { pending: Pending | null; onClose: () => void; onDone: () => void }) {
  const remote = pending?.remote ?? 'remote_games';
  const what = pending ? `${REMOTE_LABELS[remote]} (${remote})` : '';
  const texts: Record<Pending['kind'], { title: string; summary: string; confirm: string }> = {
    use: {
      title: 'Chuyển phiên bản',
      summary: `Mọi người chơi nhận ${what} phiên bản ${pending?.version}. Phiên bản đang chạy thành bản trước, quay lại được bằng một thao tác.`,
      confirm: 'Chuyển',
    },
    canary: {
      title: 'Thử nghiệm phiên bản',
      summary: `Một phần người chơi nhận ${what} phiên bản ${pending?.version}; những người còn lại giữ phiên bản đang chạy.`,
      confirm: 'Bắt đầu thử nghiệm',
    },
    stopCanary: {
      title: 'Dừng thử nghiệm',
      summary: `Người chơi đang thử ${what} phiên bản ${pending?.version} trở về phiên bản đang chạy.`,
      confirm: 'Dừng thử nghiệm',
    },
    rollback: {
      title: 'Quay lại phiên bản trước',
      summary: `Mọi người chơi nhận lại ${what} phiên bản ${pending?.version}.`,
      confirm: 'Quay lại',
    },
  };
  const text = texts[pending?.kind ?? 'use'];
  return (
    <ActionDialog
      open={pending !== null}
      title={text.title}
      summary={<p className={k.muted}>{text.summary}</p>}
      fields={pending?.kind === 'canary' ? [PERCENT_FIELD] : []}
      initialValues={pending?.kind === 'canary' ? { percent: '10' } : undefined}
      confirmLabel={text.confirm}
      danger={pending?.kind === 'rollback'}
      stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.remote(remote) }}
      onSubmit={async (values, token) => {
        if (!pending) return '';
        switch (pending.kind) {
          case 'use':
            return (await consoleUseRemoteVersion(remote, pending.version, token)).message;
          case 'canary':
            return (await consoleSetRemoteCanary(remote, pending.version, whole(values.percent), token)).message;
          case 'stopCanary':
            return (await consoleSetRemoteCanary(remote, null, 0, token)).message;
          case 'rollback':
            return (await consoleRollbackRemote(remote, token)).message;
        }
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
