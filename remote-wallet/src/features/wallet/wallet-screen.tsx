import { Link, useSearchParams } from 'react-router';
import { EmptyState, formatVnd, Icon, useBalance } from '@app/shared';
import * as styles from './wallet-screen.css';

type WalletScreenProps = { view?: 'bank' | 'wallet' };

// The bank/wallet screen (/ngan-hang and /vi-tien). Deposits and withdrawals arrive with the wallet
// issue; until then it shows the real balance and says plainly that they are not open yet.
export default function WalletScreen({ view = 'bank' }: WalletScreenProps) {
  const { balance } = useBalance();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{view === 'bank' ? 'Ngân hàng' : 'Nạp / Rút tiền'}</h1>
      <section className={styles.balanceCard} aria-label="Số dư">
        <span className={styles.label}>Số dư khả dụng</span>
        <strong className={styles.balance} data-testid="wallet-balance">
          {formatVnd(balance)} <span className={styles.unit}>đ</span>
        </strong>
      </section>
      {view === 'wallet' && (
        <div className={styles.tabs} role="tablist" aria-label="Nạp hoặc rút">
          <Link role="tab" aria-selected={tab === 'deposit'} className={tab === 'deposit' ? styles.tabActive : styles.tab} to="?tab=deposit" replace>
            Nạp tiền
          </Link>
          <Link role="tab" aria-selected={tab === 'withdraw'} className={tab === 'withdraw' ? styles.tabActive : styles.tab} to="?tab=withdraw" replace>
            Rút tiền
          </Link>
        </div>
      )}
      <EmptyState
        icon={<Icon name="bank" />}
        title={tab === 'withdraw' && view === 'wallet' ? 'Rút tiền sắp ra mắt' : 'Nạp tiền sắp ra mắt'}
        description="Nạp tiền bằng VietQR và rút tiền về tài khoản ngân hàng đang được hoàn thiện. Số dư của bạn được giữ an toàn."
      />
    </div>
  );
}
