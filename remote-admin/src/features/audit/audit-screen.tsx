import { useState } from 'react';
import { ADMIN_SEARCH_MAX, Button, isCalendarDate, TextField, useLoaded } from '@app/shared';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntryDto } from '@app/shared/contracts';
import { consoleGetAudit } from '../../api/console-get-audit';
import { DataTable, LoadState, Panel, RefreshButton, Screen } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { formatTime } from '../kit/format';
import { useDebounced, useLoadMore } from '../kit/list-hooks';
import { changesOf } from './audit-labels';
import * as k from '../kit/kit.css';

const LIMIT = 50;

const ACTIONS = AUDIT_ACTIONS.map((action) => [action, AUDIT_ACTION_LABELS[action]] as const).sort((a, b) =>
  a[1].localeCompare(b[1], 'vi'),
);

/** Who the row is: a player's or an operator's username beside its id, any other row as its id. */
const targetText = (entry: AuditEntryDto) => (entry.targetName ? `${entry.targetName} (${entry.target})` : entry.target);

export function AuditScreen() {
  const [target, setTarget] = useState('');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const typed = useDebounced({ target: target.trim(), actor: actor.trim() }, 300);
  // A date being typed is '' until whole; a whole one is sent as it is.
  const filter = {
    target: typed.target || undefined,
    actor: typed.actor || undefined,
    action: action || undefined,
    from: isCalendarDate(from) ? from : undefined,
    to: isCalendarDate(to) ? to : undefined,
  };
  const loaded = useLoaded(
    () => consoleGetAudit({ limit: LIMIT, ...filter }),
    [filter.target, filter.actor, filter.action, filter.from, filter.to],
  );
  const older = useLoadMore<AuditEntryDto>(loaded.data);
  const loadMore = (entries: AuditEntryDto[]) =>
    older.more(async () => {
      const page = await consoleGetAudit({ limit: LIMIT, before: entries[entries.length - 1].id, ...filter });
      return { rows: page, done: page.length < LIMIT };
    });

  return (
    <Screen
      title="Nhật ký"
      subtitle="Mọi thao tác của quản trị viên, ghi cùng giao dịch với thay đổi và không sửa xóa được."
      actions={
        <>
          <ExportButton kind="audit" />
          <RefreshButton loaded={loaded} />
        </>
      }
    >
      <div className={k.filters}>
        <TextField
          label="Quản trị viên"
          placeholder="Tên đăng nhập"
          value={actor}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setActor(e.target.value)}
        />
        <label className={k.field}>
          <span className={k.fieldLabel}>Thao tác</span>
          <select className={k.select} value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')}>
            <option value="">Tất cả thao tác</option>
            {ACTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Lọc theo đối tượng"
          placeholder="VD: user:42, withdrawal:7"
          value={target}
          maxLength={80}
          onChange={(e) => setTarget(e.target.value)}
        />
        <TextField label="Từ ngày" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="Đến ngày" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Panel>
        <LoadState loaded={loaded} isEmpty={(rows) => rows.length === 0} empty="Chưa có thao tác nào.">
          {(first) => {
            const rows = [...first, ...older.rows];
            return (
              <>
                <DataTable label="Nhật ký quản trị" columns={['Thời gian', 'Quản trị viên', 'Thao tác', 'Đối tượng', 'Thay đổi']}>
                  {rows.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${k.td} ${k.nowrap}`}>{formatTime(entry.createdAt)}</td>
                      <td className={k.td}>{entry.actorUsername}</td>
                      <td className={k.td}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                      <td className={k.td}>
                        <button type="button" className={k.tab} onClick={() => setTarget(entry.target)} title="Lọc theo đối tượng này">
                          {targetText(entry)}
                        </button>
                      </td>
                      <td className={k.td}>
                        {changesOf(entry.before, entry.after).map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </DataTable>
                {older.error && <p className={k.errorLine}>{older.error}</p>}
                {first.length === LIMIT && !older.done && (
                  <div className={k.pager}>
                    <Button size="sm" variant="secondary" loading={older.busy} onClick={() => void loadMore(rows)}>
                      Xem thêm
                    </Button>
                  </div>
                )}
              </>
            );
          }}
        </LoadState>
      </Panel>
    </Screen>
  );
}
