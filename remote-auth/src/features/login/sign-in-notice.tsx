import { useState } from 'react';
import { Link } from '@app/shared/router';
import { dismissSignInNotice, Icon, readSignInNotice } from '@app/shared';
import * as styles from './sign-in-notice.css';

// Above the login form after the session ended because the account signed in on another device:
// it stays until the player signs in again or closes it, with the way out for a player who did
// not sign in elsewhere (someone has the password: change it).
export function SignInNotice() {
  const [message, setMessage] = useState(readSignInNotice);
  if (!message) return null;
  const close = () => {
    dismissSignInNotice();
    setMessage(null);
  };
  return (
    <div className={styles.notice} role="status" data-testid="sign-in-notice">
      <div>
        <p className={styles.message}>{message}</p>
        <Link to="/quen-mat-khau" className={styles.recover}>
          Không phải bạn? Đổi mật khẩu
        </Link>
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label="Đóng thông báo">
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
