import { useState } from 'react';
import { Button, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { REFERRAL_SHARE_MAX_BP, referralShareText, type ReferralSettingsDto } from '@app/shared/contracts';
import { consoleGetReferralSettings } from '../../api/console-get-referral-settings';
import { consoleSaveReferralSettings } from '../../api/console-save-referral-settings';
import { ActionDialog, type ActionDialogProps } from '../kit/action-dialog';
import { LoadState, Panel } from '../kit/kit';
import { formatTime } from '../kit/format';
import * as k from '../kit/kit.css';

type Acting = 'on' | 'off' | 'share';

// Whole basis points as typed ('50'); anything else is sent as typed, for the server to say what is
// wrong with it.
const shareOf = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

const SHARE_FIELD_LABEL = `Tỷ lệ thưởng (phần vạn doanh số cược, 1–${REFERRAL_SHARE_MAX_BP}; 50 = 0,5 %)`;

// The weekly referral reward: money the house pays players for the players they bring, so it is off
// until an admin turns it on, and each change asks for their second-level password.
export function ReferralRewardPanel() {
  const loaded = useLoaded(consoleGetReferralSettings, []);
  const [acting, setActing] = useState<Acting | null>(null);
  const stepUp = { action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.referralSettings() };
  return (
    <Panel title="Thưởng giới thiệu">
      <LoadState loaded={loaded} isEmpty={() => false} empty="">
        {(settings) => (
          <div data-testid="referral-reward-settings">
            <p className={k.muted}>
              {settings.enabled
                ? `Đang bật: ${referralShareText(settings.shareBp)} doanh số cược hằng tuần, từ ${formatTime(settings.enabledSince)}. Tuần đang chạy được trả vào đầu tuần sau theo tỷ lệ lúc trả.`
                : 'Đang tắt: không trả thưởng giới thiệu. Khi bật, thưởng tính từ tuần đầu tiên bắt đầu sau thời điểm bật.'}
            </p>
            {settings.updatedBy && (
              <p className={k.muted}>
                Sửa lần cuối bởi {settings.updatedBy} lúc {formatTime(settings.updatedAt)}
              </p>
            )}
            <div className={k.rowActions}>
              {settings.enabled ? (
                <>
                  <Button size="sm" variant="secondary" onClick={() => setActing('share')}>
                    Đổi tỷ lệ
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setActing('off')}>
                    Tắt thưởng
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="primary" onClick={() => setActing('on')}>
                  Bật thưởng
                </Button>
              )}
            </div>
          </div>
        )}
      </LoadState>
      <ActionDialog
        open={!!acting && !!loaded.data}
        {...(acting && loaded.data ? dialogOf(acting, loaded.data) : { title: '', confirmLabel: '', onSubmit: async () => '' })}
        stepUp={stepUp}
        onClose={() => setActing(null)}
        onDone={loaded.reload}
      />
    </Panel>
  );
}

function dialogOf(
  acting: Acting,
  settings: ReferralSettingsDto,
): Pick<ActionDialogProps, 'title' | 'summary' | 'fields' | 'confirmLabel' | 'danger' | 'onSubmit' | 'initialValues'> {
  const muted = (text: string) => <p className={k.muted}>{text}</p>;
  if (acting === 'off')
    return {
      title: 'Tắt thưởng giới thiệu',
      summary: muted('Không trả thưởng cho tuần nào nữa, kể cả tuần đang chạy. Người chơi vẫn giới thiệu được bạn bè và xem danh sách.'),
      confirmLabel: 'Tắt thưởng',
      danger: true,
      onSubmit: async (_values, token) => (await consoleSaveReferralSettings({ enabled: false, shareBp: settings.shareBp }, token)).message,
    };
  const share = { name: 'shareBp', label: SHARE_FIELD_LABEL, required: 'Vui lòng nhập tỷ lệ thưởng', maxLength: 3 };
  return {
    title: acting === 'on' ? 'Bật thưởng giới thiệu' : 'Đổi tỷ lệ thưởng giới thiệu',
    summary: muted(
      'Mỗi tuần (thứ Hai đến Chủ nhật), người giới thiệu nhận tỷ lệ dưới đây trên tổng tiền cược của những người chơi đăng ký bằng mã của họ, trừ cược được hoàn. Tiền thưởng lấy từ quỹ nhà cái của từng trò chơi và được cộng vào ví đầu tuần sau.',
    ),
    fields: [share],
    initialValues: settings.shareBp > 0 ? { shareBp: String(settings.shareBp) } : undefined,
    confirmLabel: acting === 'on' ? 'Bật thưởng' : 'Lưu',
    onSubmit: async (values, token) =>
      (await consoleSaveReferralSettings({ enabled: true, shareBp: shareOf(values.shareBp) }, token)).message,
  };
}
