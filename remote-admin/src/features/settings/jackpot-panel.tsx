import { useState } from 'react';
import { Button, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { JACKPOT_GAME, shareText, vndText, type JackpotDto } from '@app/shared/contracts';
import { consoleGetJackpot } from '../../api/console-get-jackpot';
import { consoleSaveJackpot } from '../../api/console-save-jackpot';
import { ActionDialog } from '../kit/action-dialog';
import { LoadState, Panel } from '../kit/kit';
import * as k from '../kit/kit.css';

// Whole numbers as typed ('50', '10000000'); anything else is sent as typed, for the server to say
// what is wrong with it.
const wholeOf = (text: string): number | string => (/^\d+$/.test(text.replace(/[.\s]/g, '')) ? Number(text.replace(/[.\s]/g, '')) : text);

// The hũ of tài xỉu: the share of each stake that feeds it, the amount it is refilled to and the most
// one bet takes from it. Money the house puts in, so each change asks for the admin's second-level
// password; it applies from the next round settled.
export function JackpotPanel() {
  const loaded = useLoaded(consoleGetJackpot, []);
  const [editing, setEditing] = useState(false);
  return (
    <Panel title="Hũ tài xỉu">
      <LoadState loaded={loaded} isEmpty={() => false} empty="">
        {(jackpot: JackpotDto) => (
          <div data-testid="jackpot-settings">
            <p className={k.muted}>
              {jackpot.shareBasisPoints === 0
                ? 'Đang tắt: không góp vào hũ và không trả hũ.'
                : `Đang bật: góp ${shareText(jackpot.shareBasisPoints)} tiền cược mỗi phiên; nạp lại lên ${vndText(jackpot.seedAmount)}; mỗi cược nhận tối đa ${vndText(jackpot.capPerBet)}.`}
            </p>
            <p className={k.muted}>Hũ hiện có {vndText(jackpot.pool)}.</p>
            <div className={k.rowActions}>
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Sửa cài đặt hũ
              </Button>
            </div>
          </div>
        )}
      </LoadState>
      <ActionDialog
        open={editing && !!loaded.data}
        title="Cài đặt hũ tài xỉu"
        summary={
          <p className={k.muted}>
            Phần góp lấy từ lợi thế 1 % của nhà cái, nên tỉ lệ trả thưởng 1,98 lần không đổi. Đặt tỉ lệ góp 0 để tắt hũ. Áp dụng từ phiên
            kết thúc tiếp theo.
          </p>
        }
        fields={[
          {
            name: 'shareBasisPoints',
            label: 'Tỉ lệ góp (phần vạn tiền cược, 0–100; 50 = 0,5 %)',
            required: 'Vui lòng nhập tỉ lệ góp',
            maxLength: 3,
          },
          { name: 'seedAmount', label: 'Nạp lại hũ lên (đ)', required: 'Vui lòng nhập số tiền nạp lại', maxLength: 16 },
          { name: 'capPerBet', label: 'Mỗi cược nhận tối đa (đ)', required: 'Vui lòng nhập mức tối đa', maxLength: 16 },
        ]}
        initialValues={
          loaded.data
            ? {
                shareBasisPoints: String(loaded.data.shareBasisPoints),
                seedAmount: String(loaded.data.seedAmount),
                capPerBet: String(loaded.data.capPerBet),
              }
            : undefined
        }
        confirmLabel="Lưu"
        stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.jackpot(JACKPOT_GAME) }}
        onSubmit={async (values, token) =>
          (
            await consoleSaveJackpot(
              {
                shareBasisPoints: wholeOf(values.shareBasisPoints),
                seedAmount: wholeOf(values.seedAmount),
                capPerBet: wholeOf(values.capPerBet),
              },
              token,
            )
          ).message
        }
        onClose={() => setEditing(false)}
        onDone={loaded.reload}
      />
    </Panel>
  );
}
