import { lazy, Suspense, useEffect } from 'react';
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
const SettingsScreen = lazy(() => import('../settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));
const RoundsScreen = lazy(() => import('../rounds/rounds-screen').then((m) => ({ default: m.RoundsScreen })));
const PendingChangesScreen = lazy(() =>
  import('../pending-changes/pending-changes-screen').then((m) => ({ default: m.PendingChangesScreen })),
);
const AuditScreen = lazy(() => import('../audit/audit-screen').then((m) => ({ default: m.AuditScreen })));

const SCREENS = {
  '': <OverviewScreen />,
  'cho-duyet': <PendingChangesScreen />,
  'rut-tien': <WithdrawalsScreen />,
  'nap-tien': <DepositsScreen />,
  'giao-dich-chua-khop': <TransfersScreen />,
  'nguoi-choi': <PlayersScreen />,
  'cau-hinh': <SettingsScreen />,
  'tro-choi': <RoundsScreen />,
  'nhat-ky': <AuditScreen />,
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

  return (
    <div className={s.layout}>
      <aside className={s.sidebar}>
        <div className={s.brand}>
          <Icon name="shield" size={22} />
          <span>Quản trị</span>
        </div>
        <nav aria-label="Trang quản trị" className={s.nav}>
          {pagesFor(role).map((page) => {
            const count = counted && 'count' in page ? queues[page.count] : null;
            return (
              <NavLink
                key={page.path}
                to={consolePath(page.path)}
                end
                className={({ isActive }) => (isActive ? `${s.navItem} ${s.navActive}` : s.navItem)}
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
      </aside>
      <main className={s.main}>
        <Suspense fallback={<Loading />}>
          <ConsoleRoutes role={role} />
        </Suspense>
      </main>
    </div>
  );
}
