import type { FormApi } from 'final-form';
import {
  AUTH_MESSAGES,
  currentPassword,
  notify,
  password,
  SoundSwitches,
  useSession,
  toSubmitErrors,
  AppForm,
  FormField,
  FormError,
  SubmitButton,
} from '@app/shared';
import { changePassword } from '@app/shared/signed-in';
import { Link } from '@app/shared/router';
import { ResponsibleGamingSection } from '../responsible-gaming/responsible-gaming-section';
import { SecurityActivitySection } from '../security-activity/security-activity-section';
import { PublicListsSwitch } from './public-lists-switch';
import { SqueezeSwitchRow } from './squeeze-switch-row';
import { TwoFactorSection } from './two-factor-section';
import * as styles from '../screen.css';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const validateConfirm = (value: string | undefined, all: object) => {
  if (!value) return AUTH_MESSAGES.passwordConfirmRequired;
  return value === (all as PasswordValues).newPassword ? undefined : AUTH_MESSAGES.passwordMismatch;
};

export default function ProfileScreen() {
  const { user } = useSession();

  const onSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }, { silent: true });
      notify.success(AUTH_MESSAGES.passwordChanged);
      setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      return toSubmitErrors(error, ['currentPassword', 'newPassword']);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Tài khoản</h1>
      <section className={styles.card} aria-labelledby="info-title">
        <h2 id="info-title" className={styles.cardTitle}>
          Thông tin cá nhân
        </h2>
        <dl className={styles.rows}>
          <dt className={styles.term}>Tên đăng nhập</dt>
          <dd className={styles.value} data-testid="profile-username">
            {user?.username}
          </dd>
          <dt className={styles.term}>Số điện thoại</dt>
          <dd className={styles.value}>{user?.phone}</dd>
          <dt className={styles.term}>Ngày tham gia</dt>
          <dd className={styles.value}>{user?.createdAt ? new Date(user.createdAt).toLocaleDateString('vi-VN') : ''}</dd>
        </dl>
      </section>
      <Link to="/lich-su-cuoc" className={styles.rowLink} data-testid="profile-bet-history">
        <span>Lịch sử cược</span>
        <span className={styles.rowLinkHint}>Tài xỉu và Xóc đĩa, kiểm tra từng phiên ›</span>
      </Link>
      <Link to="/gioi-thieu" className={styles.rowLink} data-testid="profile-referral">
        <span>Giới thiệu bạn bè</span>
        <span className={styles.rowLinkHint}>Mã giới thiệu, link mời và người đã tham gia ›</span>
      </Link>
      <SoundSwitches variant="row" />
      <SqueezeSwitchRow />
      <PublicListsSwitch />
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.cardTitle}>
          Đổi mật khẩu
        </h2>
        <AppForm<PasswordValues> className={styles.form} onSubmit={onSubmit}>
          <FormField
            kind="password"
            name="currentPassword"
            validate={currentPassword}
            label="Mật khẩu hiện tại"
            autoComplete="current-password"
          />
          <FormField kind="password" name="newPassword" validate={password} label="Mật khẩu mới" autoComplete="new-password" />
          <FormField
            kind="password"
            name="confirmPassword"
            validate={validateConfirm}
            label="Nhập lại mật khẩu mới"
            autoComplete="new-password"
          />
          <FormError className={styles.formError} />
          <SubmitButton block busyText="Đang lưu...">
            Đổi mật khẩu
          </SubmitButton>
        </AppForm>
      </section>
      <TwoFactorSection />
      <SecurityActivitySection />
      <ResponsibleGamingSection />
    </div>
  );
}
