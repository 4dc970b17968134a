import { useState } from 'react';
import { Link } from '@app/shared/router';
import { ConfirmDialog, formatVndNumber, Icon, logout, useBalance, useSession, useShownBalance } from '@app/shared';
import { openWalletDialog } from '@app/shared/signed-in';
import { InboxButton } from '../../features/inbox/inbox-button';
import * as styles from './guarded-layout.css';

export function AppHeader() {
  const { user, isLoading, isAuthenticated } = useSession();
  const { isLoading: balanceLoading } = useBalance();
  // Held while a table reveals a round, so a payout does not show before the dice or the bowl do.
  const balance = useShownBalance();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The remembered player's name while the server confirms the session.
  const name = isAuthenticated && user ? user.username : isLoading ? 'Đang tải...' : 'Khách';

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <span className={styles.greeting}>Xin chào,</span>
        <strong className={styles.username} data-testid="header-username" data-fill="username">
          {name}
        </strong>
      </div>
      <Link
        to="/ngan-hang"
        className={styles.balance}
        aria-label={`Số dư ${formatVndNumber(balance)} đ, xem ngân hàng`}
        data-testid="header-balance"
      >
        <span className={styles.balanceValue} aria-busy={balanceLoading} data-fill="balance">
          {formatVndNumber(balance)}
        </span>{' '}
        {/* The space is for the ear (the name must hold the text shown, '300.000 đ'); the flex gap draws it. */}
        <span className={styles.currency}>đ</span>
      </Link>
      <div className={styles.actions}>
        <button type="button" className={styles.deposit} onClick={() => openWalletDialog('deposit')}>
          Nạp
        </button>
        <button type="button" className={styles.withdraw} onClick={() => openWalletDialog('withdraw')}>
          Rút
        </button>
        <InboxButton className={styles.iconButton} />
        <button type="button" className={styles.iconButton} aria-label="Đăng xuất" onClick={() => setConfirming(true)}>
          <Icon name="logout" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Đăng xuất"
        message="Dữ liệu tạm thời trên thiết bị này sẽ bị xóa và bạn sẽ cần đăng nhập lại để tiếp tục chơi. Bạn có chắc muốn đăng xuất?"
        cancelLabel="Hủy"
        confirmLabel="Đăng xuất"
        danger
        busy={leaving}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setLeaving(true);
          await logout();
        }}
      />
    </header>
  );
}
