import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  Icon,
  isOperatorRole,
  logout,
  notify,
  OPERATOR_ROLE_LABELS,
  operatorMay,
  Spinner,
  subscribeRealtime,
  useSession,
  type OperatorsChangedEvent,
  type Role,
} from '@app/shared';
import { NavLink, useRoutes } from '@app/shared/router';
import { queueStore, watchQueues } from '../queues/queue-store';
import { consolePath, pagesFor } from './console-pages';
import * as s from './console.css';

// Each screen is its own chunk: the console opens on the overview without the others' code.
const OverviewScreen = lazy(() => import('../overview/overview-screen').then((m) => ({ default: m.OverviewScreen })));
const WithdrawalsScreen = lazy(() => import('../withdrawals/withdrawals-screen').then((m) => ({ default: m.WithdrawalsScreen })));
const DepositsScreen = lazy(() => import('../deposits/deposits-screen').then((m) => ({ default: m.DepositsScreen })));
const TransfersScreen = lazy(() => import('../transfers/transfers-screen').then((m) => ({ default: m.TransfersScreen })));
const PlayersScreen = lazy(() => import('../players/players-screen').then((m) => ({ default: m.PlayersScreen })));
const RiskScreen = lazy(() => import('../risk/risk-screen').then((m) => ({ default: m.RiskScreen })));
const SettingsScreen = lazy(() => import('../settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));
const SiteContentScreen = lazy(() => import('../site-content/site-content-screen').then((m) => ({ default: m.SiteContentScreen })));
const RoundsScreen = lazy(() => import('../rounds/rounds-screen').then((m) => ({ default: m.RoundsScreen })));
const PendingChangesScreen = lazy(() =>
  import('../pending-changes/pending-changes-screen').then((m) => ({ default: m.PendingChangesScreen })),
);
const ReportScreen = lazy(() => import('../reports/report-screen').then((m) => ({ default: m.ReportScreen })));
const ChatModerationScreen = lazy(() => import('../chat/chat-moderation-screen').then((m) => ({ default: m.ChatModerationScreen })));
const RemoteVersionsScreen = lazy(() =>
  import('../remote-versions/remote-versions-screen').then((m) => ({ default: m.RemoteVersionsScreen })),
);
const AuditScreen = lazy(() => import('../audit/audit-screen').then((m) => ({ default: m.AuditScreen })));

const SCREENS = {
  '': <OverviewScreen />,
  'bao-cao': <ReportScreen />,
  'cho-duyet': <PendingChangesScreen />,
  'rut-tien': <WithdrawalsScreen />,
  'nap-tien': <DepositsScreen />,
  'giao-dich-chua-khop': <TransfersScreen />,
  'nguoi-choi': <PlayersScreen />,
  'rui-ro': <RiskScreen />,
  'cau-hinh': <SettingsScreen />,
  'noi-dung': <SiteContentScreen />,
  'tro-choi': <RoundsScreen />,
  'tro-chuyen': <ChatModerationScreen />,
  'nhat-ky': <AuditScreen />,
  'phien-ban': <RemoteVersionsScreen />,
};

// A page the role may not open is not routed at all: a typed address lands on the notice below
// (the server refuses its requests anyway).
function ConsoleRoutes({ role }: { role: Role | undefined }) {
  return useRoutes([
    ...pagesFor(role).map((page) => ({ path: page.path || undefined, index: page.path === '', element: SCREENS[page.path] })),
    {
      path: '*',
      element: (
        <p className={s.notFound}>
          Không có trang này trong trang quản trị, hoặc vai trò của bạn không được dùng trang này. Hãy chọn một trang ở thanh bên.
        </p>
      ),
    },
  ]);
}

// Three bars: the shared icon set has no menu glyph, and this is the console's only use of one.
function MenuIcon() {
  return (
    <svg className={s.menuIcon} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" fill="none" />
    </svg>
  );
}

function Loading() {
  return (
    <div className={s.loading}>
      <Spinner size="lg" />
    </div>
  );
}

/** The operators' console: navigation with what waits, and the page chosen. */
export default function AdminConsole() {
  const { user } = useSession();
  const queues = useSnapshot(queueStore);
  const role = user?.role;
  // Only the roles that act on the queues hear of them live (the server sends them nowhere else), so
  // only they see counts.
  const counted = operatorMay(role, 'money');
  useEffect(() => (counted ? watchQueues() : undefined), [counted]);
  // An operator account made, re-roled, disabled or enabled on the host.
  useEffect(() => subscribeRealtime<OperatorsChangedEvent>('operatorsChanged', (event) => notify.info(event.message)), []);

  // The phone's menu (below PHONE_MEDIA; on a desktop the navigation is always shown and the button
  // is not drawn). It closes on a choice, on Escape, and on a tap outside it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const outside = (event: PointerEvent) => {
      if (!sidebarRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [menuOpen]);
  const pages = pagesFor(role);
  // Folded away, the navigation's counts would be out of sight: the button carries their sum.
  const waiting = counted ? pages.reduce((sum, page) => sum + (('count' in page && queues[page.count]) || 0), 0) : 0;

  return (
    <div className={s.layout}>
      <aside
        ref={sidebarRef}
        className={s.sidebar}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          menuButtonRef.current?.focus();
        }}
      >
        <div className={s.brand}>
          <Icon name="shield" size={22} />
          <span>Quản trị</span>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={s.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span>Danh mục</span>
          {waiting ? (
            <span className={s.count} aria-label={`${waiting} đang chờ`}>
              {waiting}
            </span>
          ) : null}
        </button>
        <div id={menuId} className={s.menu} data-open={menuOpen}>
          <nav aria-label="Trang quản trị" className={s.nav}>
            {pages.map((page) => {
              const count = counted && 'count' in page ? queues[page.count] : null;
              return (
                <NavLink
                  key={page.path}
                  to={consolePath(page.path)}
                  end
                  className={({ isActive }) => (isActive ? `${s.navItem} ${s.navActive}` : s.navItem)}
                  onClick={() => setMenuOpen(false)}
                >
                  <Icon name={page.icon} size={18} />
                  <span className={s.navLabel}>{page.label}</span>
                  {count ? (
                    <span className={s.count} aria-label={`${count} đang chờ`}>
                      {count}
                    </span>
                  ) : null}
                </NavLink>
              );
            })}
          </nav>
          <div className={s.account}>
            <span className={s.operator}>
              <Icon name="user" size={16} /> {user?.username}
            </span>
            {isOperatorRole(role) && <span className={s.operator}>{OPERATOR_ROLE_LABELS[role]}</span>}
            <button type="button" className={s.accountLink} onClick={() => void logout()}>
              Đăng xuất
            </button>
          </div>
        </div>
      </aside>
      <main className={s.main}>
        <Suspense fallback={<Loading />}>
          <ConsoleRoutes role={role} />
        </Suspense>
      </main>
    </div>
  );
}
