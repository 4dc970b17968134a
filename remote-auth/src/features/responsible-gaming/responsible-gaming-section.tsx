import { useState } from 'react';
import {
  Button,
  CurrencyInput,
  VND_AMOUNT_SEPARATOR,
  ErrorCard,
  formatMoney,
  isApiError,
  Modal,
  notify,
  PasswordField,
  Skeleton,
  useLoaded,
} from '@app/shared';
import {
  getResponsibleGaming,
  RESPONSIBLE_GAMING_LOAD_FAILED,
  RESPONSIBLE_GAMING_SAVE_FAILED,
  updateResponsibleGaming,
  type ResponsibleGamingUpdate,
  PAYMENT_MESSAGES,
  SELF_EXCLUSION_DAYS,
  selfExclusionNeedsPassword,
  type ResponsibleGamingDto,
} from '@app/shared/signed-in';
import * as screen from '../screen.css';
import * as s from './responsible-gaming.css';

const RESPONSIBLE_TEXT = {
  title: 'Giới hạn chơi có trách nhiệm',
  limitTitle: 'Hạn mức nạp mỗi ngày',
  limitLabel: 'Hạn mức nạp mỗi ngày',
  save: 'Lưu hạn mức',
  remove: 'Bỏ hạn mức',
  exclusionTitle: 'Tự loại trừ',
  exclusionButton: 'Tự loại trừ',
  confirmTitle: 'Xác nhận tự loại trừ',
  confirmCheck: 'Tôi hiểu rằng không thể hủy quyết định này trước thời hạn',
  confirm: 'Xác nhận tự loại trừ',
  cancel: 'Hủy',
  passwordLabel: 'Mật khẩu đăng nhập',
  passwordHint:
    'Tự loại trừ từ 7 ngày trở lên cần mật khẩu đăng nhập, để người khác cầm điện thoại của bạn không thể khóa tài khoản của bạn.',
} as const;

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

const exclusionMessage = (days: number) =>
  `Trong ${days} ngày tới bạn sẽ không thể nạp tiền hoặc đặt cược. Quyết định này không thể hủy trước thời hạn. Bạn có chắc chắn muốn tự loại trừ?`;

// Profile: the player's own responsible-gaming limits (a daily deposit limit, self-exclusion). A
// lower limit applies at once; a raise or removal waits 24 hours. Self-exclusion cannot be undone.
export function ResponsibleGamingSection() {
  const loaded = useLoaded(getResponsibleGaming, [], { failure: RESPONSIBLE_GAMING_LOAD_FAILED });
  // What the last save answered replaces what was read.
  const [saved, setSaved] = useState<ResponsibleGamingDto | null>(null);
  const data = saved ?? loaded.data;
  const [limit, setLimit] = useState<string | undefined>(undefined);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'limit' | 'remove' | 'exclusion' | null>(null);
  const [days, setDays] = useState<number | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  // Asked in the dialog for 7 days or more (the server refuses a long one without it).
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const save = async (kind: 'limit' | 'remove' | 'exclusion', body: ResponsibleGamingUpdate): Promise<boolean> => {
    setSaving(kind);
    try {
      setSaved(await updateResponsibleGaming(body));
      notify.success(PAYMENT_MESSAGES.responsibleSaved);
      return true;
    } catch (e) {
      // A wrong or missing login password is said under its field, where it can be typed again.
      if (kind === 'exclusion' && isApiError(e) && e.field === 'loginPassword') setPasswordError(e.message);
      else notify.error(isApiError(e) ? e.message : RESPONSIBLE_GAMING_SAVE_FAILED);
      return false;
    } finally {
      setSaving(null);
    }
  };

  const saveLimit = async () => {
    const n = limit ? Number(limit) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) {
      setLimitError(PAYMENT_MESSAGES.dailyLimitInvalid);
      return;
    }
    setLimitError(null);
    if (await save('limit', { dailyDepositLimit: n })) setLimit(undefined);
  };

  const resetConfirm = () => {
    setConfirmOpen(false);
    setUnderstood(false);
    setPassword('');
    setPasswordError(null);
  };

  const closeConfirm = () => {
    if (saving) return;
    resetConfirm();
  };

  const needsPassword = selfExclusionNeedsPassword(days ?? undefined);

  const confirmExclusion = async () => {
    if (!days || !understood) return;
    if (needsPassword && !password) {
      setPasswordError(PAYMENT_MESSAGES.selfExclusionPasswordRequired);
      return;
    }
    if (await save('exclusion', needsPassword ? { selfExclusionDays: days, loginPassword: password } : { selfExclusionDays: days })) {
      resetConfirm();
      setDays(null);
    }
  };

  const excludedUntil = data?.selfExcludedUntil ? new Date(data.selfExcludedUntil) : null;
  const excluded = excludedUntil !== null && excludedUntil.getTime() > Date.now();
  const hasPending = Boolean(data?.pendingLimitAt);
  const busy = saving !== null;

  return (
    <section className={screen.card} aria-labelledby="responsible-title" data-testid="responsible-gaming">
      <h2 id="responsible-title" className={screen.cardTitle}>
        {RESPONSIBLE_TEXT.title}
      </h2>
      {!data && !loaded.error ? (
        <div aria-busy="true">
          <Skeleton height={44} count={3} radius={12} />
        </div>
      ) : !data ? (
        <ErrorCard message={loaded.error ?? RESPONSIBLE_GAMING_LOAD_FAILED} onRetry={loaded.reload} />
      ) : data ? (
        <div className={s.block}>
          <h3 className={s.subTitle}>{RESPONSIBLE_TEXT.limitTitle}</h3>
          <dl className={s.stats}>
            <dt className={s.term}>Hạn mức hiện tại</dt>
            <dd className={s.value} data-testid="daily-limit-current">
              {data.dailyDepositLimit ? formatMoney(data.dailyDepositLimit) : 'Không giới hạn'}
            </dd>
            <dt className={s.term}>Đã nạp hôm nay</dt>
            <dd className={s.value} data-testid="deposited-today">
              {formatMoney(data.depositedToday ?? 0)}
            </dd>
            <dt className={s.term}>Đang chờ thanh toán</dt>
            <dd className={s.value} data-testid="deposits-pending-today">
              {formatMoney(data.pendingDepositsToday ?? 0)}
            </dd>
          </dl>
          {(data.pendingDepositsToday ?? 0) > 0 && (
            <p className={s.note}>Lệnh nạp đang chờ thanh toán cũng được tính vào hạn mức hôm nay.</p>
          )}
          {hasPending && (
            <p className={s.warn} data-testid="daily-limit-pending">
              Hạn mức mới {data.pendingDailyDepositLimit ? formatMoney(data.pendingDailyDepositLimit) : 'không giới hạn'} sẽ áp dụng từ{' '}
              {formatWhen(data.pendingLimitAt)}.
            </p>
          )}
          <p className={s.note}>Giảm hạn mức có hiệu lực ngay. Tăng hoặc bỏ hạn mức có hiệu lực sau 24 giờ.</p>
          <CurrencyInput
            label={RESPONSIBLE_TEXT.limitLabel}
            placeholder="Nhập số tiền"
            suffix="đ"
            separator={VND_AMOUNT_SEPARATOR}
            value={limit ?? null}
            onChange={(raw) => {
              setLimit(raw);
              setLimitError(null);
            }}
            error={limitError ?? undefined}
            disabled={busy}
            data-testid="daily-limit-input"
          />
          <div className={s.row}>
            <Button
              className={s.grow}
              variant="primary"
              onClick={() => void saveLimit()}
              loading={saving === 'limit'}
              disabled={busy}
              data-testid="daily-limit-save"
            >
              {RESPONSIBLE_TEXT.save}
            </Button>
            {data.dailyDepositLimit !== null && (
              <Button
                className={s.grow}
                variant="secondary"
                onClick={() => void save('remove', { dailyDepositLimit: null })}
                loading={saving === 'remove'}
                disabled={busy}
                data-testid="daily-limit-remove"
              >
                {RESPONSIBLE_TEXT.remove}
              </Button>
            )}
          </div>

          <hr className={s.divider} />
          <h3 className={s.subTitle}>{RESPONSIBLE_TEXT.exclusionTitle}</h3>
          {excluded ? (
            <p className={s.danger} data-testid="self-exclusion-until">
              Bạn đang tự loại trừ đến {formatWhen(data.selfExcludedUntil)}. Trong thời gian này bạn không thể nạp tiền hoặc đặt cược.
            </p>
          ) : (
            <p className={s.note}>Tạm dừng nạp tiền và đặt cược trong một khoảng thời gian. Không thể hủy trước thời hạn.</p>
          )}
          <fieldset className={s.days} disabled={busy}>
            <legend className={s.note}>Chọn thời gian</legend>
            {SELF_EXCLUSION_DAYS.map((n) => (
              <button
                key={n}
                type="button"
                className={days === n ? s.daySelected : s.day}
                aria-pressed={days === n}
                onClick={() => setDays(n)}
                data-testid={`self-exclusion-${n}`}
              >
                {n} ngày
              </button>
            ))}
          </fieldset>
          <Button variant="danger" block disabled={!days || busy} onClick={() => setConfirmOpen(true)} data-testid="self-exclusion-submit">
            {RESPONSIBLE_TEXT.exclusionButton}
          </Button>
        </div>
      ) : null}

      <Modal
        open={confirmOpen}
        onClose={closeConfirm}
        closeOnEscape={!busy}
        showCloseButton={false}
        size="sm"
        role="alertdialog"
        title={RESPONSIBLE_TEXT.confirmTitle}
      >
        <div className={s.block} data-testid="self-exclusion-confirm">
          <p className={s.danger}>{exclusionMessage(days ?? 0)}</p>
          <label className={s.check}>
            <input
              type="checkbox"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              disabled={busy}
              data-testid="self-exclusion-understood"
            />
            <span>{RESPONSIBLE_TEXT.confirmCheck}</span>
          </label>
          {needsPassword && (
            <PasswordField
              label={RESPONSIBLE_TEXT.passwordLabel}
              hint={RESPONSIBLE_TEXT.passwordHint}
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(null);
              }}
              error={passwordError ?? undefined}
              disabled={busy}
              data-testid="self-exclusion-password"
            />
          )}
          <div className={s.actions}>
            <Button variant="secondary" onClick={closeConfirm} disabled={busy} data-autofocus>
              {RESPONSIBLE_TEXT.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirmExclusion()}
              disabled={!understood}
              loading={saving === 'exclusion'}
              data-testid="self-exclusion-confirm-submit"
            >
              {RESPONSIBLE_TEXT.confirm}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
