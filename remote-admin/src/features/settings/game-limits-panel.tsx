import { useState } from 'react';
import { Button, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { GAME_LABELS, type GameConfigDto } from '@app/shared/contracts';
import { consoleGetGameConfigs } from '../../api/console-get-game-configs';
import { consolePauseGame } from '../../api/console-pause-game';
import { consoleResumeGame } from '../../api/console-resume-game';
import { consoleUpdateGameConfig } from '../../api/console-update-game-config';
import { ActionDialog, type ActionDialogProps } from '../kit/action-dialog';
import { DataTable, LoadState, Panel } from '../kit/kit';
import { formatTime, money } from '../kit/format';
import * as k from '../kit/kit.css';

// A field left empty keeps its value; digits may be typed with dots ('1.000.000'). Anything else is
// sent as typed, for the server to say what is wrong with it.
function amountOf(text: string): number | string | undefined {
  const digits = text.replace(/[.\s]/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

type Acting = { kind: 'edit' | 'bothSides' | 'pause' | 'resume'; game: GameConfigDto };

// Each game's limits, the cap on what the house may lose in one round, the rule against betting
// both opposite sides, and the maintenance pause: every change behind the operator's second-level
// password, bound to that game's settings.
export function GameLimitsPanel() {
  const loaded = useLoaded(consoleGetGameConfigs, []);
  const [acting, setActing] = useState<Acting | null>(null);
  const stepUp = { action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.gameConfig(acting?.game.gameType ?? '') };
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
              { label: 'Nhà cái lỗ tối đa / phiên', num: true },
              'Chặn cược hai cửa',
              'Trạng thái',
              { label: 'Thao tác', hidden: true },
            ]}
          >
            {games.map((g) => (
              <tr key={g.gameType}>
                <td className={k.td}>{GAME_LABELS[g.gameType]}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.minBet)}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.maxBet)}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.maxRoundTotal)}</td>
                <td className={`${k.td} ${k.num}`}>{money(g.maxHouseExposure)}</td>
                <td className={k.td}>{g.refuseBothSides ? 'Bật' : 'Tắt'}</td>
                <td className={k.td}>{g.pausedAt ? `Bảo trì từ ${formatTime(g.pausedAt)}` : 'Đang chạy'}</td>
                <td className={k.td}>
                  <div className={k.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => setActing({ kind: 'edit', game: g })}>
                      Sửa
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setActing({ kind: 'bothSides', game: g })}>
                      {g.refuseBothSides ? 'Tắt chặn hai cửa' : 'Bật chặn hai cửa'}
                    </Button>
                    {g.pausedAt ? (
                      <Button size="sm" variant="primary" onClick={() => setActing({ kind: 'resume', game: g })}>
                        Mở lại
                      </Button>
                    ) : (
                      <Button size="sm" variant="danger" onClick={() => setActing({ kind: 'pause', game: g })}>
                        Tạm dừng
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      <ActionDialog
        open={!!acting}
        {...(acting ? dialogOf(acting) : { title: '', confirmLabel: '', onSubmit: async () => '' })}
        stepUp={stepUp}
        onClose={() => setActing(null)}
        onDone={loaded.reload}
      />
    </Panel>
  );
}

function dialogOf({
  kind,
  game,
}: Acting): Pick<ActionDialogProps, 'title' | 'summary' | 'fields' | 'confirmLabel' | 'danger' | 'onSubmit'> {
  const name = GAME_LABELS[game.gameType];
  const muted = (text: string) => <p className={k.muted}>{text}</p>;
  if (kind === 'pause')
    return {
      title: `Tạm dừng ${name} để bảo trì`,
      summary: muted(
        'Phiên đang chạy vẫn kết thúc và trả thưởng bình thường, nhưng người chơi không đặt được cược mới và sẽ không có phiên mới cho đến khi bạn mở lại. Người chơi đang ở bàn thấy thông báo "Bảo trì" ngay.',
      ),
      confirmLabel: 'Tạm dừng',
      danger: true,
      onSubmit: async (_values, token) => (await consolePauseGame(game.gameType, token)).message,
    };
  if (kind === 'resume')
    return {
      title: `Mở lại ${name}`,
      summary: muted(
        `Đang bảo trì từ ${formatTime(game.pausedAt)}. Mở lại thì phiên mới bắt đầu ngay và người chơi đặt cược được như thường.`,
      ),
      confirmLabel: 'Mở lại',
      onSubmit: async (_values, token) => (await consoleResumeGame(game.gameType, token)).message,
    };
  if (kind === 'bothSides') {
    const on = !game.refuseBothSides;
    return {
      title: `${on ? 'Bật' : 'Tắt'} chặn cược hai cửa ${name}`,
      summary: muted(
        on
          ? 'Người chơi đã cược một cửa (Tài hoặc Xỉu, Chẵn hoặc Lẻ) sẽ không cược được cửa đối diện trong cùng phiên.'
          : 'Người chơi lại được cược cả hai cửa đối nhau trong cùng một phiên.',
      ),
      confirmLabel: on ? 'Bật' : 'Tắt',
      onSubmit: async (_values, token) => (await consoleUpdateGameConfig(game.gameType, { refuseBothSides: on }, token)).message,
    };
  }
  return {
    title: `Giới hạn cược ${name}`,
    summary: muted(
      'Để trống ô nào thì giữ nguyên giá trị đó. Áp dụng cho cược đặt sau khi lưu. "Nhà cái lỗ tối đa / phiên": số tiền nhà cái có thể thua nhiều nhất trong một phiên, tính trên kết quả xấu nhất; cược làm vượt mức này bị từ chối.',
    ),
    fields: [
      { name: 'minBet', label: `Cược tối thiểu (đang là ${money(game.minBet)})`, maxLength: 16 },
      { name: 'maxBet', label: `Cược tối đa (đang là ${money(game.maxBet)})`, maxLength: 16 },
      { name: 'maxRoundTotal', label: `Tối đa mỗi phiên / người (đang là ${money(game.maxRoundTotal)})`, maxLength: 16 },
      { name: 'maxHouseExposure', label: `Nhà cái lỗ tối đa / phiên (đang là ${money(game.maxHouseExposure)})`, maxLength: 20 },
    ],
    confirmLabel: 'Lưu',
    onSubmit: async (values, token) => {
      const limits = {
        minBet: amountOf(values.minBet),
        maxBet: amountOf(values.maxBet),
        maxRoundTotal: amountOf(values.maxRoundTotal),
        maxHouseExposure: amountOf(values.maxHouseExposure),
      };
      return (await consoleUpdateGameConfig(game.gameType, limits, token)).message;
    },
  };
}
