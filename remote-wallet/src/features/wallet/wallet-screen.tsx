import { useState } from 'react';
import { Link, useSearchParams } from '@app/shared/router';
import { Card, formatVndNumber, useBalance } from '@app/shared';
import { BankAccountsSection } from '../bank-accounts/bank-accounts-section';
import { DepositFlow } from '../deposit/deposit-flow';
import { DepositForm } from '../deposit/deposit-form';
import { PendingDepositCard } from '../deposit/pending-deposit-card';
import { DepositHistory } from '../deposit-history/deposit-history';
import { HeldAmount } from '../withdrawal/held-amount';
import { WithdrawPanel } from '../withdrawal/withdraw-panel';
import { WithdrawalHistory } from '../withdrawal/withdrawal-history';
import * as styles from './wallet-screen.css';

type WalletScreenProps = { view?: 'bank' | 'wallet' };

function BalanceCard() {
  const { balance } = useBalance();
  return (
    <section className={styles.balanceCard} aria-label="Số dư">
      <span className={styles.label}>Số dư khả dụng</span>
      <strong className={styles.balance} data-testid="wallet-balance">
        {/* A no-break space: the đ never goes to a line of its own. */}
        {formatVndNumber(balance)}
        {'\u00a0'}
        <span className={styles.unit}>đ</span>
      </strong>
      <HeldAmount className={styles.held} />
    </section>
  );
}

// History of the bank screen: deposits and withdrawals under two tabs.
function HistorySection() {
  const [tab, setTab] = useState<'deposit' | 'withdraw'>('deposit');
  return (
    <section className={styles.section} aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className={styles.sectionTitle}>
        Lịch sử giao dịch
      </h2>
      <div className={styles.tabs} role="tablist" aria-label="Loại giao dịch">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'deposit'}
          className={tab === 'deposit' ? styles.tabActive : styles.tab}
          onClick={() => setTab('deposit')}
          data-testid="history-tab-deposit"
        >
          Nạp tiền
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'withdraw'}
          className={tab === 'withdraw' ? styles.tabActive : styles.tab}
          onClick={() => setTab('withdraw')}
          data-testid="history-tab-withdraw"
        >
          Rút tiền
        </button>
      </div>
      <div role="tabpanel">{tab === 'deposit' ? <DepositHistory /> : <WithdrawalHistory hideTitle />}</div>
    </section>
  );
}

function WithdrawTab() {
  return (
    <>
      <Card padding="md" className={styles.formCard}>
        <WithdrawPanel showBalance={false} />
      </Card>
      <section className={styles.section}>
        <WithdrawalHistory />
      </section>
    </>
  );
}

function DepositTab() {
  return (
    <>
      <PendingDepositCard />
      <Card padding="md" className={styles.formCard}>
        <DepositForm />
      </Card>
      <section className={styles.section} aria-labelledby="deposit-history-title">
        <h2 id="deposit-history-title" className={styles.sectionTitle}>
          Lịch sử nạp tiền
        </h2>
        <DepositHistory />
      </section>
    </>
  );
}

// The bank/wallet screen: /ngan-hang (view 'bank') and /vi-tien (view 'wallet', ?tab=deposit|withdraw).
export default function WalletScreen({ view = 'bank' }: WalletScreenProps) {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{view === 'bank' ? 'Ngân hàng' : 'Nạp / Rút tiền'}</h1>
      <BalanceCard />
      {view === 'bank' ? (
        <>
          <PendingDepositCard />
          <BankAccountsSection />
          <HistorySection />
        </>
      ) : (
        <>
          <div className={styles.tabs} role="tablist" aria-label="Nạp hoặc rút">
            <Link
              role="tab"
              aria-selected={tab === 'deposit'}
              className={tab === 'deposit' ? styles.tabActive : styles.tab}
              to="?tab=deposit"
              replace
            >
              Nạp tiền
            </Link>
            <Link
              role="tab"
              aria-selected={tab === 'withdraw'}
              className={tab === 'withdraw' ? styles.tabActive : styles.tab}
              to="?tab=withdraw"
              replace
            >
              Rút tiền
            </Link>
          </div>
          {tab === 'deposit' ? <DepositTab /> : <WithdrawTab />}
        </>
      )}
      <DepositFlow />
    </div>
  );
}
