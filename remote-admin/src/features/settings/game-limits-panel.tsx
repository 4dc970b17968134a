import { useState } from 'react';
import { Button, GAME_LABELS, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type GameConfigDto, useLoaded } from '@app/shared';
import { consoleGetGameConfigs } from '../../api/console-get-game-configs';
import { consoleUpdateGameConfig } from '../../api/console-update-game-config';
import { ActionDialog } from '../kit/action-dialog';
import { DataTable, LoadState, Panel } from '../kit/kit';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';

// A field left empty keeps its value; digits may be typed with dots ('1.000.000'). Anything else is
// sent as typed, for the server to say what is wrong with it.
function amountOf(text: string): number | string | undefined {
  const digits = text.replace(/[.\s]/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

export function GameLimitsPanel() {
  const loaded = useLoaded(consoleGetGameConfigs, []);
  const [editing, setEditing] = useState<GameConfigDto | null>(null);
  return (
    <Panel title="Giới hạn cược">
      <LoadState loaded={loaded} isEmpty={(games) => games.length === 0} empty="Không có trò chơi.">
        {(games) => (
          <DataTable
            label="Giới hạn cược"
            columns={[
              'Trò chơi',
              { label: 'Cược tối thiểu', num: true },
              { label: 'Cược tối đa', num: true },
              { label: 'Tối đa mỗi phiên / người', num: true },
              { label: 'Thao tác', hidden: true },
            ]}
          >
            {games.map((g) => (
              <tr key={g.gameType}>
                <td className={k.td}>{GAME_LABELS[g.gameType]}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.minBet)}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.maxBet)}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.maxRoundTotal)}</td>
                <td className={k.td}>
                  <div className={k.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(g)}>
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
        title={editing ? `Giới hạn cược ${GAME_LABELS[editing.gameType]}` : ''}
        summary={<p className={k.muted}>Để trống ô nào thì giữ nguyên giá trị đó. Áp dụng cho cược đặt sau khi lưu.</p>}
        fields={
          editing
            ? [
                { name: 'minBet', label: `Cược tối thiểu (đang là ${money(editing.minBet)})`, maxLength: 16 },
                { name: 'maxBet', label: `Cược tối đa (đang là ${money(editing.maxBet)})`, maxLength: 16 },
                { name: 'maxRoundTotal', label: `Tối đa mỗi phiên / người (đang là ${money(editing.maxRoundTotal)})`, maxLength: 16 },
              ]
            : []
        }
        confirmLabel="Lưu"
        stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.gameConfig(editing?.gameType ?? '') }}
        onClose={() => setEditing(null)}
        onDone={loaded.reload}
        onSubmit={async (values, token) => {
          if (!editing) return '';
          const limits = {
            minBet: amountOf(values.minBet),
            maxBet: amountOf(values.maxBet),
            maxRoundTotal: amountOf(values.maxRoundTotal),
          };
          return (await consoleUpdateGameConfig(editing.gameType, limits, token)).message;
        }}
      />
    </Panel>
  );
}
