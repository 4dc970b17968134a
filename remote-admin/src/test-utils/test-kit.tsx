// What the console's tests set up the same way: a scripted server behind `api`, an operator signed
// in, the console drawn at an address, and the rows the admin API answers with. A test names only
// what differs from these defaults.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApi, notify, sessionStore, type OperatorRole } from '@app/shared';
import {
  type AdminDepositDto,
  type AdminPlayerProfileDto,
  type AdminPlayerRowDto,
  type AdminUserDto,
  type BankTransferDto,
  type AdminWithdrawalDto,
  type Page,
} from '@app/shared/contracts';
import { depositLimits, fakeServer, json } from '@app/shared/test-utils';
import AdminConsole from '../features/console/admin-console';

export type FakeServer = ReturnType<typeof fakeServer>;

/** A fresh scripted server, with `api` pointed at it. */
export function startFakeServer(): FakeServer {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  return server;
}

/** Signs an operator in (id 1); `session` sets the token fields for the tests that read them. */
export function signInAs(
  role: OperatorRole,
  username: string = `nv_${role}`,
  session: { token?: string | null; isAuthenticated?: boolean } = {},
) {
  Object.assign(sessionStore, { ...session, user: { id: 1, username, phone: '', role, dev_tools_enabled: false, createdAt: '' } });
}

/** The second-level password is accepted and buys the step-up token `stepUpToken`. */
export function acceptSecondPassword(server: FakeServer, stepUpToken: string) {
  server.on('POST', '/core/users/2fa/validate', () => json(200, { success: true, data: { sessionId: stepUpToken, expiresAt: 'x' } }));
}

/** Success toasts are spied on and drawn nowhere (undo with jest.restoreAllMocks). */
export const muteSuccessToasts = () => jest.spyOn(notify, 'success').mockImplementation(() => undefined as never);

/** The whole console, as the host mounts it under /quan-tri, opened at `path`. */
export function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/quan-tri/*" element={<AdminConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const page = <T,>(items: T[], total = items.length): Page<T> => ({ items, page: 1, size: 20, total });

/** Order #7 of nguoichoi (#9), 300,000 đ, waiting for payment. */
export const aDeposit = (fields: Partial<AdminDepositDto> = {}): AdminDepositDto => ({
  id: 7,
  source: 'order',
  userId: 9,
  cardId: 1,
  amount: 300_000,
  code: 'NAP7ABC',
  content: 'NAP7ABC',
  status: 'PENDING',
  createdAt: '2026-11-26T01:00:00.000Z',
  confirmedAt: null,
  expiredAt: '2026-11-26T01:15:00.000Z',
  rejectReason: null,
  creditedBy: null,
  username: 'nguoichoi',
  confirmedBy: null,
  rejectedAt: null,
  bankTransferId: null,
  ...fields,
});

/** Bank transfer #3, 70,000 đ, that matched no order ('chuyen nham'). */
export const aTransfer = (fields: Partial<BankTransferDto> = {}): BankTransferDto => ({
  id: 3,
  providerTxId: '991',
  gateway: 'Vietcombank',
  accountNumber: '1234567890',
  content: 'chuyen nham',
  amount: 70_000,
  transferType: 'in',
  referenceCode: 'FT1',
  transactionDate: '2026-11-26 08:00:00',
  status: 'UNMATCHED',
  depositOrderId: null,
  assignedUserId: null,
  assignedAt: null,
  note: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  returnReference: null,
  ...fields,
});

/** Player nguoichoi (#9), active, 250,000 đ. */
export const aPlayer = (fields: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 9,
  username: 'nguoichoi',
  phone: '0912345678',
  role: 'user',
  dev_tools_enabled: false,
  createdAt: '2026-11-01T01:00:00.000Z',
  bannedAt: null,
  banReason: null,
  balance: 250_000,
  ...fields,
});

/** A row of the players list: `user` with no money, tags or match unless `fields` give them. */
export const aPlayerRow = (user: AdminUserDto = aPlayer(), fields: Partial<AdminPlayerRowDto> = {}): AdminPlayerRowDto => ({
  ...user,
  lastLoginAt: null,
  lifetime: { deposited: 0, depositCount: 0, withdrawn: 0, withdrawalCount: 0, net: 0 },
  tags: [],
  matchedBy: [],
  ...fields,
});

/** A page of the players list holding `rows`. */
export const aPlayerPage = (rows: AdminPlayerRowDto[]) => ({ users: rows, total: rows.length, page: 1, pageSize: 50 });

/** The profile of `user`: no history and no limits unless `fields` give them. */
export const aProfile = (user: AdminUserDto = aPlayer(), fields: Partial<AdminPlayerProfileDto> = {}): AdminPlayerProfileDto => ({
  user,
  lastLoginAt: null,
  lifetime: { deposited: 0, depositCount: 0, withdrawn: 0, withdrawalCount: 0, net: 0 },
  bankAccounts: [],
  devices: [],
  addresses: [],
  notes: [],
  tags: [],
  deposits: [],
  withdrawals: [],
  bets: [],
  securityEvents: [],
  limits: depositLimits(),
  ...fields,
});

/** Withdrawal #41 of nguoichoi to Vietcombank 0011223344, waiting for a decision. */
export const aWithdrawal = (fields: Partial<AdminWithdrawalDto> = {}): AdminWithdrawalDto => ({
  id: 41,
  userId: 9,
  username: 'nguoichoi',
  bankAccountId: 3,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumber: '0011223344',
  accountName: 'NGUYEN VAN AN',
  amount: 300_000,
  status: 'PENDING',
  adminNote: null,
  rejectReason: null,
  processedAt: null,
  transactionRef: null,
  processedBy: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  updatedAt: '2026-11-26T01:00:00.000Z',
  ...fields,
});
