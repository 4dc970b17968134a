import { NavLink } from '@app/shared/router';
import { Icon } from '@app/shared';
import * as styles from './guarded-layout.css';

const TABS = [
  { to: '/', label: 'Trang chủ', icon: 'home' },
  { to: '/vi-tien', label: 'Nạp/Rút', icon: 'wallet' },
  { to: '/ho-tro', label: 'Hỗ trợ', icon: 'support' },
  { to: '/ho-so', label: 'Tài khoản', icon: 'user' },
] as const;

export function BottomNav() {
  return (
    <nav className={styles.nav} aria-label="Điều hướng chính">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to === '/'}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
        >
          <Icon name={tab.icon} />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
