import { useState } from 'react';
import {
  ApiError,
  Button,
  postTotpEnroll,
  TOTP_FIELD,
  type SessionGrant,
  type TotpEnrolment,
  toSubmitErrors,
  AppForm,
  FormError,
  SubmitButton,
} from '@app/shared';
import * as styles from '../auth-form/auth-form.css';
import { TotpCodeField } from './totp-code-field';
import * as s from './operator-totp.css';

type Issued = SessionGrant & { recoveryCodes: string[] };
type CodeValues = { [TOTP_FIELD]?: string };

// The secret in groups of four, as authenticator apps ask it typed.
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

// An operator's first login: the phone's authenticator is set up here (scan the QR, or type the
// secret), the first code confirms it and signs in, and the recovery codes are shown once, before
// the session is taken up (`onSignedIn`), so they are not lost to the console opening.
export function TotpEnrolmentView({
  enrolment,
  onSignedIn,
  onRestart,
}: {
  enrolment: TotpEnrolment;
  onSignedIn: (issued: SessionGrant) => Promise<void>;
  onRestart: () => void;
}) {
  const [issued, setIssued] = useState<Issued | null>(null);
  const [expired, setExpired] = useState(false);
  const [continuing, setContinuing] = useState(false);

  if (issued) {
    return (
      <section className={styles.card} aria-labelledby="totp-codes-title">
        <h1 id="totp-codes-title" className={styles.title}>
          Mã khôi phục
        </h1>
        <p className={s.note}>
          Đã bật xác thực hai lớp. Mỗi mã dưới đây dùng được một lần, thay cho mã 6 số khi bạn không có điện thoại. Hãy chép hoặc in ra và
          cất ở nơi an toàn: các mã chỉ hiện lần này.
        </p>
        <ol className={s.codes} aria-label="Mã khôi phục">
          {issued.recoveryCodes.map((code) => (
            <li key={code} className={s.code}>
              {code}
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="primary"
          size="lg"
          block
          loading={continuing}
          onClick={async () => {
            setContinuing(true);
            try {
              await onSignedIn(issued);
            } finally {
              setContinuing(false);
            }
          }}
        >
          Tôi đã lưu các mã này
        </Button>
      </section>
    );
  }

  const onSubmit = async (values: CodeValues) => {
    try {
      setIssued(await postTotpEnroll({ ticket: enrolment.ticket, code: values[TOTP_FIELD] ?? '' }, { silent: true }));
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.error === 'TOTP_ENROLMENT_EXPIRED') setExpired(true);
      return toSubmitErrors(error, [TOTP_FIELD]);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="totp-enrol-title">
      <h1 id="totp-enrol-title" className={styles.title}>
        Bật xác thực hai lớp
      </h1>
      <p className={styles.subtitle}>Tài khoản quản trị đăng nhập bằng mật khẩu và mã từ điện thoại.</p>
      <ol className={s.steps}>
        <li>Mở ứng dụng Authenticator (Google Authenticator, Microsoft Authenticator...) và chọn thêm tài khoản.</li>
        <li>Quét mã QR dưới đây, hoặc nhập khóa bên dưới nếu không quét được.</li>
        <li>Nhập mã 6 số ứng dụng hiện ra để hoàn tất.</li>
      </ol>
      <img
        className={s.qr}
        src={enrolment.qrDataUrl}
        width={220}
        height={220}
        alt="Mã QR để thêm tài khoản quản trị vào ứng dụng Authenticator"
      />
      <p className={s.secretBox}>
        Khóa để nhập tay:
        <code className={s.secret} aria-label={`Khóa bí mật: ${enrolment.secret}`}>
          {grouped(enrolment.secret)}
        </code>
      </p>
      <AppForm<CodeValues> className={styles.form} onSubmit={onSubmit}>
        {({ submitting }) => (
          <>
            <TotpCodeField disabled={submitting || expired} />
            <FormError className={styles.formError} />
            {expired ? (
              <Button type="button" variant="primary" size="lg" block onClick={onRestart}>
                Đăng nhập lại
              </Button>
            ) : (
              <SubmitButton size="lg" block busyText="Đang kiểm tra...">
                Xác nhận và đăng nhập
              </SubmitButton>
            )}
          </>
        )}
      </AppForm>
    </section>
  );
}
