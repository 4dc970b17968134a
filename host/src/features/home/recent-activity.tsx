import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorCard, formatVietnamDateTime, Icon, Skeleton, useBalance } from '@app/shared';
import {
  activityAmountText,
  activityMoneyIn,
  ACTIVITY_STATUS_LABELS,
  loadRecentActivity,
  recentActivityStore,
} from '@app/shared/signed-in';
import * as s from './recent-activity.css';

// In Vietnam's time, as every time shown to players (the shared format, built on first use).
const formatDate = (iso: string) => (Number.isFinite(Date.parse(iso)) ? formatVietnamDateTime(iso) : '');

const reload = () => void loadRecentActivity().catch(() => undefined);

const TITLES = { deposit: 'Nạp tiền', withdrawal: 'Rút tiền' } as const;
const ICONS = { deposit: 'plus', withdrawal: 'minus', game: 'dice' } as const;

// "Hoạt động gần đây": the 5 newest deposits, withdrawals and game rounds, merged.
export function RecentActivity({ empty }: { empty: ReactNode }) {
  const { items, isLoading, error, loadedAt } = useSnapshot(recentActivityStore);

  // Every deposit credited, withdrawal held, bet or payout moves the balance: the list follows
  // without a reload.
  const { balance } = useBalance();
  useEffect(reload, [balance]);

  if (loadedAt === null && isLoading) {
    return (
      <div aria-busy="true" data-testid="recent-activity-loading">
        <Skeleton height={60} radius={12} count={3} />
      </div>
    );
  }
  if (loadedAt === null && error) {
    return <ErrorCard message={error} onRetry={reload} retrying={isLoading} />;
  }
  if (items.length === 0) return <>{empty}</>;

  return (
    <ul className={s.list} data-testid="recent-activity">
      {items.map((item) => (
        <li key={item.id} className={s.item} data-testid="recent-activity-item" data-type={item.type} data-status={item.status}>
          <span className={s.typeIcon[item.type]} aria-hidden="true">
            <Icon name={ICONS[item.type]} size={20} />
          </span>
          <span className={s.text}>
            <span className={s.title}>{item.type === 'game' ? item.description : (item.title ?? TITLES[item.type])}</span>
            <span className={s.date}>{formatDate(item.date)}</span>
          </span>
          <span className={s.side}>
            <span className={activityMoneyIn(item) ? s.amountIn : s.amountOut}>{activityAmountText(item)}</span>
            <span className={s.status[item.status]}>{ACTIVITY_STATUS_LABELS[item.status]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
