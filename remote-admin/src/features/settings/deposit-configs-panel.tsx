import { useState } from 'react';
import { Button, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { CONFIG_KEYS, type SystemConfigDto } from '@app/shared/contracts';
import { money } from '../kit/format';
import { consoleGetConfigs } from '../../api/console-get-configs';
import { consoleUpdateConfig } from '../../api/console-update-config';
import { ActionDialog } from '../kit/action-dialog';
import { DataTable, LoadState, Panel } from '../kit/kit';
import * as k from '../kit/kit.css';

// What each setting means to the operator, and how its value reads; an id the console does not
// know is shown as it is.
const LABELS: Record<string, string> = {
  [CONFIG_KEYS.prefixOrder]: 'Tiền tố nội dung chuyển khoản',
  [CONFIG_KEYS.depositMin]: 'Số tiền nạp tối thiểu',
  [CONFIG_KEYS.depositMax]: 'Số tiền nạp tối đa',
};
const AMOUNTS: ReadonlySet<string> = new Set([CONFIG_KEYS.depositMin, CONFIG_KEYS.depositMax]);
const valueText = (c: SystemConfigDto) => (AMOUNTS.has(c.id) && /^\d+$/.test(c.value) ? money(Number(c.value)) : c.value);

export function DepositConfigsPanel() {
  const loaded = useLoaded(consoleGetConfigs, []);
  const [editing, setEditing] = useState<SystemConfigDto | null>(null);
  return (
    <Panel title="Cấu hình nạp tiền">
      <LoadState loaded={loaded} isEmpty={(configs) => configs.length === 0} empty="Không có cấu hình.">
        {(configs) => (
          <DataTable label="Cấu hình nạp tiền" columns={['Cấu hình', 'Giá trị', { label: 'Thao tác', hidden: true }]}>
            {configs.map((c) => (
              <tr key={c.id}>
                <td className={k.td}>{LABELS[c.id] ?? c.id}</td>
                <td className={AMOUNTS.has(c.id) ? k.td : `${k.td} ${k.mono}`}>{valueText(c)}</td>
                <td className={k.td}>
                  <div className={k.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                      Sửa
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      <ActionDialog
        open={!!editing}
        title={editing ? `Sửa ${LABELS[editing.id] ?? editing.id}` : ''}
        summary={editing && <p className={k.muted}>Giá trị hiện tại: {valueText(editing)}</p>}
        fields={[
          {
            name: 'value',
            label: editing && AMOUNTS.has(editing.id) ? 'Số tiền mới (đồng, chỉ nhập số)' : 'Giá trị mới',
            required: 'Vui lòng nhập giá trị',
            maxLength: 100,
          },
        ]}
        confirmLabel="Lưu"
        stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.config(editing?.id ?? '') }}
        onClose={() => setEditing(null)}
        onDone={loaded.reload}
        onSubmit={async (values, token) => (editing ? (await consoleUpdateConfig(editing.id, values.value, token)).message : '')}
      />
    </Panel>
  );
}
