import { useState } from 'react';
import { AUDIT_ACTION_LABELS, Button, TextField, type AuditEntryDto, useLoaded } from '@app/shared';
import { consoleGetAudit } from '../../api/console-get-audit';
import { DataTable, LoadState, Panel, RefreshButton, Screen } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { formatTime } from '../kit/format';
import { useDebounced, useLoadMore } from '../kit/list-hooks';
import { changesOf } from './audit-labels';
import * as k from '../kit/kit.css';

const LIMIT = 50;

export function AuditScreen() {
  const [target, setTarget] = useState('');
  const query = useDebounced(target.trim(), 300);
  const loaded = useLoaded(() => consoleGetAudit({ limit: LIMIT, target: query || undefined }), [query]);
  const older = useLoadMore<AuditEntryDto>(loaded.data);
  const loadMore = (entries: AuditEntryDto[]) =>
    older.more(async () => {
      const page = await consoleGetAudit({ limit: LIMIT, before: entries[entries.length - 1].id, target: query || undefined });
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
      <TextField
        className={k.search}
        label="Lọc theo đối tượng"
        placeholder="Đối tượng, VD: user:42, withdrawal:7, game_config:taixiu"
        value={target}
        maxLength={80}
        onChange={(e) => setTarget(e.target.value)}
      />
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
                      <td className={`${k.td} ${k.mono}`}>
                        <button type="button" className={k.tab} onClick={() => setTarget(entry.target)} title="Lọc theo đối tượng này">
                          {entry.target}
                        </button>
                      </td>
                      <td className={`${k.td} ${k.mono}`}>
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
