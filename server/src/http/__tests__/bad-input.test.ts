import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import jwt from 'jsonwebtoken';
import * as contracts from '@app/shared/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  SECURITY_PATHS,
  API_BASE,
  CSRF_HEADER,
  GAME_PATHS,
  HTTP_MESSAGES,
  OPERATOR_SESSION_COOKIE,
  PAYMENT_BASE,
  PAYMENT_MESSAGES,
  TWO_FACTOR_ACTION,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_PATHS,
  RESPONSIBLE_GAMING_PATHS,
  BANK_DIRECTORY_PATHS,
  BANK_ACCOUNT_PATHS,
  DEPOSIT_PATHS,
  WITHDRAWAL_PATHS,
} from '@app/shared/contracts';
import { createOrder, postWebhook, seedVendorId, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { createCsrfTokens } from '../csrf';
import {
  TEST_ADMIN,
  bearer,
  createTestApp,
  loginUser,
  signupUser,
  stepUpFor,
  approveAs,
  newOperator,
  testOperatorId,
  uniquePhone,
  uniqueUsername,
  PASSWORD,
  type TestApp,
} from '../../test-utils';
import { SECOND_PASSWORD, fund, insertToken, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

// Every endpoint, fed garbage: each answer must be a 4xx with a Vietnamese `message`, never a 5xx.
let t: TestApp;
let playerToken: string;
// The operator's session: its cookie and CSRF token (an operator holds no access token).
let adminHeaders: Record<string, string>;
let targetId: number;
// Wallet fixtures: real rows, so a request whose only fault is the mutated field reaches the code
// that would use it.
let limitsToken: string; // the responsible-gaming endpoints' own player (a valid body self-excludes)
let payerId: number;
let payerToken: string;
let cancelWithdrawalId: number;
let bankAccountId: number; // the shared player's account (PUT, set-default, withdrawals)
let spareAccountId: number; // the shared player's account on the DELETE route
let withdrawalStepUpToken: string; // a valid second-level-password token of the shared player
let depositOrderId: number;
let transferId: number;
let approveWithdrawalId: number;
let rejectWithdrawalId: number;
// The operator's token for a decision: a decision refused (bad input, already processed) leaves it
// unspent, so one serves every request until one decision is made; after that they answer 400.
let vendorCardId: number;
let seedVendorCardId: number;
const VENDOR_CARD = { bankCode: 'VCB', accountNumber: `9${String(randomInt(1e9)).padStart(9, '0')}`, accountName: 'THU NGHIEM' };
const ACCOUNT_NAME = 'NGUYEN VAN AN';
let bankAccountNumber: string;
// The shared player's own referral code: a signup naming it is valid, so only the mutated field is wrong.
let referrerCode: string;

const api = (path: string) => `${API_BASE}${path}`;

beforeAll(async () => {
  t = await createTestApp();
  const player = await signupUser(t.app);
  playerToken = player.token;
  targetId = (await signupUser(t.app)).user.id;
  referrerCode = (await t.db.query<{ code: string }>('SELECT own_referral_code AS code FROM users WHERE id = $1', [player.user.id])).rows[0]
    .code;
  adminHeaders = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  limitsToken = (await signupUser(t.app)).token;

  // The shared player: a balance, a second-level password, two bank accounts and a withdrawal token.
  await fund(t.db, player.user.id, 1_000_000);
  const setup = await t.app.inject({
    method: 'POST',
    url: api(TWO_FACTOR_PATHS.setup),
    headers: bearer(playerToken),
    payload: { newPassword: SECOND_PASSWORD, loginPassword: PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`2FA setup: ${setup.statusCode} ${setup.body}`);
  bankAccountId = await newBankAccountId(t.app, playerToken);
  spareAccountId = await newBankAccountId(t.app, playerToken);
  const { rows } = await t.db.query<{ account_number: string }>('SELECT account_number FROM user_bank_accounts WHERE id = $1', [
    bankAccountId,
  ]);
  bankAccountNumber = rows[0].account_number;
  // A withdrawal refused after the token check rolls back, so one token serves every request (until
  // a change of the second-level password in the odd-values loop voids it, after the withdrawal ran).
  withdrawalStepUpToken = await insertToken(t.db, player.user.id);

  // Another player with a pending deposit order and two pending withdrawals for the operator routes.
  const payer = await signupUser(t.app);
  payerId = payer.user.id;
  payerToken = payer.token;
  await fund(t.db, payerId, 1_000_000);
  seedVendorCardId = await seedVendorId(t.app);
  depositOrderId = (await createOrder(t.app, payer.token, 200_000)).orderId;
  const payerAccount = await newBankAccountId(t.app, payer.token);
  const pendingWithdrawal = async () => {
    const stepUpToken = await insertToken(t.db, payerId);
    const response = await withdraw(t.app, payer.token, {
      bankAccountId: payerAccount,
      amount: 50_000,
      twoFactor: { sessionId: stepUpToken },
    });
    if (response.statusCode !== 201) throw new Error(`withdrawal: ${response.statusCode} ${response.body}`);
    return response.json().data.id as number;
  };
  approveWithdrawalId = await pendingWithdrawal();
  rejectWithdrawalId = await pendingWithdrawal();
  cancelWithdrawalId = await pendingWithdrawal();

  // A bank transfer no order claims, and a receiving account of the tests' own.
  const transfer = webhookBody({ content: 'chuyen tien khong ma', amount: 75_000 });
  const kept = await postWebhook(t.app, t.config.bankWebhookKey, transfer);
  if (kept.statusCode !== 200) throw new Error(`webhook: ${kept.statusCode} ${kept.body}`);
  transferId = (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(transfer.id)])).rows[0]
    .id;
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/admin/vendor-cards',
    headers: { ...adminHeaders, ...(await stepUpFor(t.db, await testOperatorId(t.db), 'POST', '/api/admin/vendor-cards')) },
    payload: { ...VENDOR_CARD, isActive: false },
  });
  if (card.statusCode !== 202) throw new Error(`vendor card: ${card.statusCode} ${card.body}`);
  // A new receiving account waits for a second operator's approval.
  const approved = await approveAs(t.app, await newOperator(t.app), card.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorSettings);
  if (approved.statusCode !== 200) throw new Error(`vendor card approval: ${approved.statusCode} ${approved.body}`);
  vendorCardId = Number(
    (await t.db.query<{ id: number }>('SELECT id FROM vendor_cards WHERE account_number = $1', [VENDOR_CARD.accountNumber])).rows[0].id,
  );
});
afterAll(() => t.close());

type Auth = 'none' | 'player' | 'admin' | 'webhook';
interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  // 'webhook': `Authorization: Apikey <key>` (the bank feed), not a session.
  auth: Auth;
  // Another player's session than the shared one.
  token?: () => string;
  // A valid body, fresh each time (unique usernames), or undefined when the endpoint takes none.
  body?: () => Record<string, unknown>;
  booleanFields?: string[];
  // Every body field is optional, so `{}` is a valid request with no missing field to name.
  optionalFields?: boolean;
  // Values of the wrong-type list that a field legitimately takes (a nullable field, a number that
  // is a valid amount or id): answered as the endpoint sees fit, never with a 5xx.
  accepts?: Record<string, unknown[]>;
  // Wrong values beyond the generic list, for fields with an inner shape (built when used: they
  // may name fixtures).
  moreBadValues?: () => Record<string, unknown[]>;
  // The path with another id in place of a real one (`:id` routes).
  withId?: (id: string) => string;
  // Query strings the endpoint must refuse.
  badQueries?: string[];
}

const BAD_PAGES = [
  'page=abc',
  'page=0',
  'page=-1',
  'page=1e3',
  'page=1.5',
  'page=1&page=2',
  'page=%00',
  `page=${'9'.repeat(300)}`,
  'size=0',
  'size=100000',
  'size=abc',
];
const webhookId = () => `bad-input-${randomUUID()}`;

const endpoints: Record<string, Endpoint> = {
  signup: {
    method: 'POST',
    url: () => '/api/auth/signup',
    auth: 'none',
    body: () => ({
      username: uniqueUsername(),
      phone: uniquePhone(),
      password: PASSWORD,
      referralCode: referrerCode,
      'cf-turnstile-response': 'x',
    }),
  },
  login: {
    method: 'POST',
    url: () => '/api/auth/login',
    auth: 'none',
    body: () => ({ username: TEST_ADMIN.username, password: 'sai_mat_khau1', 'cf-turnstile-response': 'x' }),
  },
  me: { method: 'GET', url: () => '/api/auth/me', auth: 'player' },
  refresh: { method: 'POST', url: () => '/api/auth/refresh-token', auth: 'none' },
  logout: { method: 'POST', url: () => '/api/auth/logout', auth: 'none' },
  balance: { method: 'GET', url: () => '/api/core/balance', auth: 'player' },
  publicLists: { method: 'GET', url: () => '/api/core/public-lists', auth: 'player' },
  setPublicLists: {
    method: 'PUT',
    url: () => '/api/core/public-lists',
    auth: 'player',
    body: () => ({ hidden: false }),
    booleanFields: ['hidden'],
  },
  changePassword: {
    method: 'POST',
    url: () => '/api/core/change-password',
    auth: 'player',
    body: () => ({ currentPassword: 'sai_hien_tai1', newPassword: 'moi12345' }),
  },
  adminUsers: {
    method: 'GET',
    url: () => '/api/admin/users',
    auth: 'admin',
    badQueries: [
      'sort=name',
      'order=up',
      'status=gone',
      'page=0',
      'page=-1',
      'page=1e3',
      'tag=VIP!',
      `q=${'a'.repeat(300)}`,
      'q=a&q=b',
      'q=%00',
      'page=1&page=2',
    ],
  },
  adminBan: { method: 'POST', url: () => `/api/admin/users/${targetId}/ban`, auth: 'admin', body: () => ({ reason: 'x' }) },
  adminUnban: { method: 'POST', url: () => `/api/admin/users/${targetId}/unban`, auth: 'admin' },
  adminDevTools: {
    method: 'POST',
    url: () => `/api/admin/users/${targetId}/dev-tools`,
    auth: 'admin',
    body: () => ({ enabled: true }),
    booleanFields: ['enabled'],
  },

  // Payment service (players): answers in the {code, statusCode, message, data} envelope.
  banks: { method: 'GET', url: () => api(DEPOSIT_PATHS.banks), auth: 'player' },
  vendorCards: {
    method: 'GET',
    url: () => api(DEPOSIT_PATHS.vendorCards),
    auth: 'player',
    badQueries: ['isActive=maybe', 'isActive=1', 'isActive=TRUE', 'isActive=true&isActive=false', 'isActive=%00'],
  },
  configs: { method: 'GET', url: () => api(DEPOSIT_PATHS.configs), auth: 'player' },
  deposits: { method: 'GET', url: () => api(DEPOSIT_PATHS.list), auth: 'player', badQueries: BAD_PAGES },
  generateQr: {
    method: 'POST',
    url: () => api(DEPOSIT_PATHS.generateQr),
    auth: 'player',
    body: () => ({ vendorId: seedVendorCardId, amount: 100_000 }),
  },
  bankAccounts: { method: 'GET', url: () => api(BANK_ACCOUNT_PATHS.list), auth: 'player' },
  createBankAccount: {
    method: 'POST',
    url: () => api(BANK_ACCOUNT_PATHS.list),
    auth: 'player',
    body: () => ({ bankCode: 'VCB', accountNumber: `0${String(randomInt(1e9)).padStart(10, '0')}`, accountName: ACCOUNT_NAME }),
  },
  updateBankAccount: {
    method: 'PUT',
    url: () => api(BANK_ACCOUNT_PATHS.one(bankAccountId)),
    withId: (id) => api(BANK_ACCOUNT_PATHS.one(id)),
    auth: 'player',
    body: () => ({ bankCode: 'VCB', accountNumber: bankAccountNumber, accountName: ACCOUNT_NAME, isActive: true }),
    booleanFields: ['isActive'],
    optionalFields: true,
  },
  deleteBankAccount: {
    method: 'DELETE',
    url: () => api(BANK_ACCOUNT_PATHS.one(spareAccountId)),
    withId: (id) => api(BANK_ACCOUNT_PATHS.one(id)),
    auth: 'player',
  },
  setDefaultBankAccount: {
    method: 'PUT',
    url: () => api(BANK_ACCOUNT_PATHS.setDefault(bankAccountId)),
    withId: (id) => api(BANK_ACCOUNT_PATHS.setDefault(id)),
    auth: 'player',
  },
  withdrawals: { method: 'GET', url: () => api(WITHDRAWAL_PATHS.list), auth: 'player', badQueries: BAD_PAGES },
  cancelWithdrawal: {
    method: 'POST',
    url: () => api(WITHDRAWAL_PATHS.cancel(cancelWithdrawalId)),
    withId: (id) => api(WITHDRAWAL_PATHS.cancel(id)),
    auth: 'player',
    token: () => payerToken,
  },
  createWithdrawal: {
    method: 'POST',
    url: () => api(WITHDRAWAL_PATHS.list),
    auth: 'player',
    body: () => ({
      bankAccountId,
      amount: 50_000,
      twoFactor: { sessionId: withdrawalStepUpToken, action: TWO_FACTOR_ACTION, userId: 0, userAgent: 'jest', ipAddress: '127.0.0.1' },
    }),
    moreBadValues: () => ({
      twoFactor: [
        { sessionId: 123 },
        { sessionId: '' },
        { sessionId: 'x'.repeat(201) },
        { sessionId: 'ab\u0000cd' },
        { sessionId: ['a'] },
        { sessionId: { $ne: null } },
        { sessionId: withdrawalStepUpToken, userId: 'one' },
        { sessionId: withdrawalStepUpToken, action: 7 },
        { sessionId: 'not-a-token' },
      ],
    }),
  },
  houseBalance: { method: 'GET', url: () => api(WITHDRAWAL_PATHS.houseBalance), auth: 'admin' },
  bankWebhook: {
    method: 'POST',
    url: () => api(DEPOSIT_PATHS.bankWebhook),
    auth: 'webhook',
    body: () => webhookBody({ id: webhookId(), content: 'chuyen tien', amount: 60_000 }),
    accepts: {
      id: [123],
      gateway: [null],
      transactionDate: [null],
      accountNumber: [null],
      code: [null],
      transferAmount: [123],
      accumulated: [123, null],
      subAccount: [null],
      referenceCode: [null],
      description: [null],
    },
  },

  // Second-level password and the player's own limits (core answer shape).
  twoFactorStatus: { method: 'GET', url: () => api(TWO_FACTOR_PATHS.status), auth: 'player' },
  securityEvents: { method: 'GET', url: () => api(SECURITY_PATHS.events), auth: 'player' },
  setupTwoFactor: {
    method: 'POST',
    url: () => api(TWO_FACTOR_PATHS.setup),
    auth: 'player',
    body: () => ({ newPassword: 'capHaiMoi1', loginPassword: PASSWORD }),
  },
  changeTwoFactor: {
    method: 'POST',
    url: () => api(TWO_FACTOR_PATHS.change),
    auth: 'player',
    body: () => ({ currentPassword: SECOND_PASSWORD, newPassword: 'capHaiMoi1' }),
  },
  validateTwoFactor: {
    method: 'POST',
    url: () => api(TWO_FACTOR_PATHS.validate),
    auth: 'player',
    body: () => ({ secondaryPassword: SECOND_PASSWORD, userType: 'user', action: TWO_FACTOR_ACTION, userId: 0 }),
  },
  responsibleGaming: { method: 'GET', url: () => api(RESPONSIBLE_GAMING_PATHS.own), auth: 'player', token: () => limitsToken },
  updateResponsibleGaming: {
    method: 'PUT',
    url: () => api(RESPONSIBLE_GAMING_PATHS.own),
    auth: 'player',
    token: () => limitsToken,
    body: () => ({ dailyDepositLimit: 5_000_000, selfExclusionDays: 1 }),
    optionalFields: true,
    // null removes the limit; 123 đồng is a (strict) limit.
    accepts: { dailyDepositLimit: [123, null] },
  },
  bankDirectory: { method: 'GET', url: () => `${API_BASE}${BANK_DIRECTORY_PATHS.banks}`, auth: 'none' },

  // Operators.
  adminDeposits: {
    method: 'GET',
    url: () => '/api/admin/deposits',
    auth: 'admin',
    badQueries: [...BAD_PAGES, 'status=PAID', 'status=%00', 'status=a&status=b', `status=${'A'.repeat(300)}`],
  },
  adminConfirmDeposit: {
    method: 'POST',
    url: () => `/api/admin/deposits/${depositOrderId}/confirm`,
    withId: (id) => `/api/admin/deposits/${id}/confirm`,
    auth: 'admin',
  },
  adminRejectDeposit: {
    method: 'POST',
    url: () => `/api/admin/deposits/${depositOrderId}/reject`,
    withId: (id) => `/api/admin/deposits/${id}/reject`,
    auth: 'admin',
    body: () => ({ reason: 'Sai nội dung chuyển khoản' }),
  },
  adminPendingChanges: {
    method: 'GET',
    url: () => '/api/admin/pending-changes',
    auth: 'admin',
    badQueries: ['status=PAID', 'status=%00', 'status=a&status=b', `status=${'A'.repeat(300)}`],
  },
  adminApproveChange: {
    method: 'POST',
    url: () => '/api/admin/pending-changes/999999/approve',
    withId: (id) => `/api/admin/pending-changes/${id}/approve`,
    auth: 'admin',
  },
  adminRejectChange: {
    method: 'POST',
    url: () => '/api/admin/pending-changes/999999/reject',
    withId: (id) => `/api/admin/pending-changes/${id}/reject`,
    auth: 'admin',
    body: () => ({ reason: 'Không có chứng từ' }),
  },
  adminCancelChange: {
    method: 'POST',
    url: () => '/api/admin/pending-changes/999999/cancel',
    withId: (id) => `/api/admin/pending-changes/${id}/cancel`,
    auth: 'admin',
  },
  adminTransfers: {
    method: 'GET',
    url: () => '/api/admin/unmatched-transfers',
    auth: 'admin',
    badQueries: [...BAD_PAGES, 'status=PAID', 'status=%00', 'status=a&status=b'],
  },
  adminAssignTransfer: {
    method: 'POST',
    url: () => `/api/admin/unmatched-transfers/${transferId}/assign`,
    withId: (id) => `/api/admin/unmatched-transfers/${id}/assign`,
    auth: 'admin',
    body: () => ({ userId: payerId }),
  },
  adminWithdrawals: {
    method: 'GET',
    url: () => '/api/admin/withdrawals',
    auth: 'admin',
    badQueries: [...BAD_PAGES, 'status=PAID', 'status=%00', 'status=a&status=b'],
  },
  adminApproveWithdrawal: {
    method: 'POST',
    url: () => `/api/admin/withdrawals/${approveWithdrawalId}/approve`,
    withId: (id) => `/api/admin/withdrawals/${id}/approve`,
    auth: 'admin',
    body: () => ({ transactionRef: 'FT25001234567', note: 'Đã chuyển' }),
  },
  adminRejectWithdrawal: {
    method: 'POST',
    url: () => `/api/admin/withdrawals/${rejectWithdrawalId}/reject`,
    withId: (id) => `/api/admin/withdrawals/${id}/reject`,
    auth: 'admin',
    body: () => ({ reason: 'Sai tên chủ tài khoản' }),
  },
  adminVendorCards: { method: 'GET', url: () => '/api/admin/vendor-cards', auth: 'admin' },
  adminCreateVendorCard: {
    method: 'POST',
    url: () => '/api/admin/vendor-cards',
    auth: 'admin',
    body: () => ({
      bankCode: 'VCB',
      accountNumber: `8${String(randomInt(1e9)).padStart(9, '0')}`,
      accountName: 'THU NGHIEM',
      isActive: false,
    }),
    booleanFields: ['isActive'],
  },
  adminUpdateVendorCard: {
    method: 'PUT',
    url: () => `/api/admin/vendor-cards/${vendorCardId}`,
    withId: (id) => `/api/admin/vendor-cards/${id}`,
    auth: 'admin',
    body: () => ({ ...VENDOR_CARD, isActive: false }),
    booleanFields: ['isActive'],
    optionalFields: true,
  },
  adminConfigs: { method: 'GET', url: () => '/api/admin/configs', auth: 'admin' },
  adminUpdateConfig: {
    method: 'PUT',
    url: () => '/api/admin/configs/deposit_max_amount',
    withId: (id) => `/api/admin/configs/${id}`,
    auth: 'admin',
    // The value it already has.
    body: () => ({ value: '100000000' }),
  },
  adminLedgerCheck: { method: 'GET', url: () => '/api/admin/ledger/check', auth: 'admin' },
  // Without a step-up token a valid body is refused too (4xx); what matters here is that no field
  // value, and no game in the path, gives a 5xx.
  adminUpdateGameConfig: {
    method: 'PUT',
    url: () => api(GAME_PATHS.adminConfig('taixiu')),
    withId: (game) => `/api/admin/games/${game}/config`,
    auth: 'admin',
    body: () => ({
      minBet: 1_000,
      maxBet: 50_000_000,
      maxRoundTotal: 100_000_000,
      maxHouseExposure: 10_000_000_000,
      refuseBothSides: false,
    }),
    booleanFields: ['refuseBothSides'],
    optionalFields: true,
    // Positive amounts: taken (then refused for the missing step-up token).
    accepts: { minBet: [123], maxBet: [123], maxRoundTotal: [123], maxHouseExposure: [123] },
  },
  // The whole setting; refused for the missing step-up token when every field is good.
  adminUpdateJackpot: {
    method: 'PUT',
    url: () => api(GAME_PATHS.adminJackpot('taixiu')),
    auth: 'admin',
    body: () => ({ shareBasisPoints: 50, seedAmount: 10_000_000, capPerBet: 200_000_000 }),
    accepts: { shareBasisPoints: [0, 100], seedAmount: [0], capPerBet: [1] },
  },
  adminGamePause: {
    method: 'POST',
    url: () => api(GAME_PATHS.adminPause('taixiu')),
    withId: (game) => `/api/admin/games/${game}/pause`,
    auth: 'admin',
  },
  adminGameResume: {
    method: 'POST',
    url: () => api(GAME_PATHS.adminResume('taixiu')),
    withId: (game) => `/api/admin/games/${game}/resume`,
    auth: 'admin',
  },
  gameStates: { method: 'GET', url: () => api(GAME_PATHS.states), auth: 'none' },
  adminGameRounds: {
    method: 'GET',
    url: () => api(GAME_PATHS.adminRounds('taixiu')),
    withId: (game) => `/api/admin/games/${game}/rounds`,
    auth: 'admin',
    badQueries: [
      'limit=0',
      'limit=abc',
      'limit=1000',
      'limit=1&limit=2',
      'limit=%00',
      'before=-1',
      'before=abc',
      'before=0',
      'before=1.5',
      `before=${'9'.repeat(300)}`,
    ],
  },
};

// The console's reads, the inbox, a deposit order, the bot check's challenge and the games' reads.
Object.assign(endpoints, {
  adminOverview: { method: 'GET', url: () => api(contracts.ADMIN_PATHS.overview), auth: 'admin' },
  adminQueues: { method: 'GET', url: () => api(contracts.ADMIN_PATHS.queues), auth: 'admin' },
  adminProfile: {
    method: 'GET',
    url: () => api(contracts.ADMIN_PATHS.profile(targetId)),
    withId: (id) => api(contracts.ADMIN_PATHS.profile(id)),
    auth: 'admin',
  },
  adminAudit: { method: 'GET', url: () => api(contracts.AUDIT_PATHS.list), auth: 'admin' },
  adminReport: {
    method: 'GET',
    url: () => api(contracts.REPORT_PATHS.summary),
    auth: 'admin',
    badQueries: [
      'from=2026-01-01&to=2026-01-31&period=year',
      'from=2026-02-30&to=2026-03-01&period=day',
      'from=2026-01-01&from=2026-01-02&to=2026-01-31&period=day',
      'from=%00&to=2026-01-31&period=day',
      `from=${'9'.repeat(300)}&to=2026-01-31&period=day`,
      'from=2020-01-01&to=2026-01-31&period=day',
    ],
  },
  adminExport: {
    method: 'GET',
    url: () => api(contracts.EXPORT_PATHS.csv('deposits')),
    withId: (kind) => `${api(contracts.EXPORT_PATHS.csv(kind))}?from=2026-01-01&to=2026-01-02`,
    auth: 'admin',
    badQueries: [
      'from=2026-01-01&to=2026-01-02&status=PAID',
      'from=2026-01-01&to=2026-01-02&game=taixiu',
      'from=2026-01-01&to=2026-01-02&username=%00',
      `from=2026-01-01&to=2026-01-02&username=${'a'.repeat(300)}`,
      'from=2026-01-01&to=2026-01-02&status=PENDING&status=REJECTED',
      'from=x&to=2026-01-02',
    ],
  },
  adminEndSessions: {
    method: 'POST',
    url: () => api(contracts.ADMIN_PATHS.endSessions(targetId)),
    withId: (id) => api(contracts.ADMIN_PATHS.endSessions(id)),
    auth: 'admin',
    body: () => ({ reason: 'Khách báo mất điện thoại' }),
    optionalFields: true,
  },
  adminIpBans: { method: 'GET', url: () => api(contracts.IP_BAN_PATHS.list), auth: 'admin' },
  adminPlayerNote: {
    method: 'POST',
    url: () => api(contracts.PLAYER_NOTE_PATHS.notes(targetId)),
    withId: (id) => api(contracts.PLAYER_NOTE_PATHS.notes(id)),
    auth: 'admin',
    body: () => ({ body: 'Khách gọi hỏi về lệnh rút' }),
  },
  adminPlayerTag: {
    method: 'POST',
    url: () => api(contracts.PLAYER_NOTE_PATHS.tags(targetId)),
    withId: (id) => api(contracts.PLAYER_NOTE_PATHS.tags(id)),
    auth: 'admin',
    body: () => ({ tag: 'kiem-tra' }),
    moreBadValues: () => ({ tag: ['VIP!', '-vip', 'vip-', 'a b!', 'a'.repeat(33)] }),
  },
  adminIgnoreTransfer: {
    method: 'POST',
    url: () => api(DEPOSIT_PATHS.ignoreTransfer(999999)),
    withId: (id) => api(DEPOSIT_PATHS.ignoreTransfer(id)),
    auth: 'admin',
    body: () => ({ reason: 'Ngân hàng chuyển thử' }),
  },
  adminReturnTransfer: {
    method: 'POST',
    url: () => api(DEPOSIT_PATHS.returnTransfer(999999)),
    withId: (id) => api(DEPOSIT_PATHS.returnTransfer(id)),
    auth: 'admin',
    body: () => ({ reference: 'FT26120700001', note: 'Khách báo nhầm' }),
  },
  adminAdjustWallet: {
    method: 'POST',
    url: () => api(contracts.ADJUSTMENT_PATHS.adjust(targetId)),
    withId: (id) => api(contracts.ADJUSTMENT_PATHS.adjust(id)),
    auth: 'admin',
    body: () => ({ amount: 1_000, reason: 'Bù lỗi hệ thống' }),
    accepts: { amount: [-1, 1] },
    moreBadValues: () => ({ amount: [0, 0.5, 1e16, -1e16, '1000'] }),
  },
  adminApproveBatch: {
    method: 'POST',
    url: () => api(WITHDRAWAL_PATHS.approveBatch),
    auth: 'admin',
    body: () => ({ ids: [999998, 999999], transactionRef: 'LO-1' }),
    moreBadValues: () => ({ ids: [[1], [1, 1], [0, 1], [1.5, 2], ['1', '2'], Array.from({ length: 51 }, (_, i) => i + 1)] }),
  },
  adminPayoutQr: {
    method: 'GET',
    url: () => api(WITHDRAWAL_PATHS.payoutQr(999999)),
    withId: (id) => api(WITHDRAWAL_PATHS.payoutQr(id)),
    auth: 'admin',
  },
  adminRisk: { method: 'GET', url: () => api(contracts.RISK_PATHS.list), auth: 'admin' },
  adminPlayerRisk: {
    method: 'GET',
    url: () => api(contracts.RISK_PATHS.player(targetId)),
    withId: (id) => api(contracts.RISK_PATHS.player(id)),
    auth: 'admin',
  },
  adminClearRisk: {
    method: 'POST',
    url: () => api(contracts.RISK_PATHS.clear(targetId)),
    withId: (id) => api(contracts.RISK_PATHS.clear(id)),
    auth: 'admin',
    body: () => ({ kind: 'bigWin', key: 'taixiu:1', note: 'Đã kiểm tra' }),
    moreBadValues: () => ({ kind: ['BIGWIN', 'big win', ''], key: ['', 'k'.repeat(201)] }),
  },
  adminPlayerUntag: {
    method: 'DELETE',
    url: () => api(contracts.PLAYER_NOTE_PATHS.tag(targetId, 'khong-co')),
    withId: (id) => api(contracts.PLAYER_NOTE_PATHS.tag(id, 'khong-co')),
    auth: 'admin',
  },
  adminRoundBets: {
    method: 'GET',
    url: () => api(GAME_PATHS.adminRoundBets('taixiu', 1)),
    withId: (id) => api(GAME_PATHS.adminRoundBets('taixiu', id)),
    auth: 'admin',
    badQueries: BAD_PAGES,
  },
  adminBanIp: {
    method: 'POST',
    url: () => api(contracts.IP_BAN_PATHS.list),
    auth: 'admin',
    // A documentation range (RFC 5737), never a test's own address.
    body: () => ({ network: '192.0.2.0/24', reason: 'Thử dữ liệu xấu' }),
    moreBadValues: () => ({ network: ['1.2.3', '1.2.3.4/99', '::g', '0.0.0.0/0', '127.0.0.1', '1.2.3.4/', '/24', '1.2.3.4//8'] }),
  },
  adminLiftIpBan: {
    method: 'POST',
    url: () => api(contracts.IP_BAN_PATHS.lift(999999)),
    withId: (id) => api(contracts.IP_BAN_PATHS.lift(id)),
    auth: 'admin',
  },
  myReferrals: { method: 'GET', url: () => api(contracts.REFERRAL_PATHS.own), auth: 'player' },
  adminReferralSettings: { method: 'GET', url: () => api(contracts.REFERRAL_PATHS.adminSettings), auth: 'admin' },
  adminUpdateReferralSettings: {
    method: 'PUT',
    url: () => api(contracts.REFERRAL_PATHS.adminSettings),
    auth: 'admin',
    body: () => ({ enabled: false, shareBp: 10 }),
    booleanFields: ['enabled'],
    moreBadValues: () => ({ shareBp: [-1, 101, 0.5, 1e21, '10', Number.MAX_SAFE_INTEGER + 2] }),
  },
  remoteChoices: { method: 'GET', url: () => api(contracts.REMOTE_RELEASE_PATHS.choices), auth: 'none' },
  remoteReport: {
    method: 'POST',
    url: () => api(contracts.REMOTE_RELEASE_PATHS.report),
    auth: 'none',
    body: () => ({ remote: 'remote_games', version: 'v1aaaaaaaaaa', kind: 'load' }),
    moreBadValues: () => ({ remote: ['remote-games', 'host', ''], version: ['../x', '', 'a'.repeat(65)], kind: ['crash', 'LOAD'] }),
  },
  adminRemotes: { method: 'GET', url: () => api(contracts.REMOTE_RELEASE_PATHS.adminList), auth: 'admin' },
  adminRemoteUse: {
    method: 'POST',
    url: () => api(contracts.REMOTE_RELEASE_PATHS.adminUse('remote_games')),
    auth: 'admin',
    body: () => ({ version: 'nope00000000' }),
    moreBadValues: () => ({ version: ['../../etc', '', 'a b', 'a'.repeat(65)] }),
  },
  adminRemoteRollback: { method: 'POST', url: () => api(contracts.REMOTE_RELEASE_PATHS.adminRollback('remote_games')), auth: 'admin' },
  adminRemoteCanary: {
    method: 'POST',
    url: () => api(contracts.REMOTE_RELEASE_PATHS.adminCanary('remote_games')),
    auth: 'admin',
    body: () => ({ version: null, percent: 0 }),
    moreBadValues: () => ({ percent: [-1, 101, 0.5, '50', 1e21], version: ['../x', 5] }),
  },
  adminSiteContent: { method: 'GET', url: () => api(contracts.SITE_CONTENT_PATHS.admin), auth: 'admin' },
  adminUpdateSiteContent: {
    method: 'PUT',
    url: () => api(contracts.SITE_CONTENT_PATHS.admin),
    auth: 'admin',
    body: () => ({
      announcement: 'Thử dữ liệu xấu',
      maintenanceMessage: 'Bảo trì thử',
      maintenanceFrom: '2099-01-01T02:00',
      maintenanceUntil: '2099-01-01T04:00',
      telegramUrl: 'https://t.me/thu_nghiem',
      zaloUrl: 'https://zalo.me/0912345678',
      hotline: '0912345678',
    }),
    moreBadValues: () => ({
      announcement: ['dòng một\ndòng hai', 'a'.repeat(301), '\ud800'],
      maintenanceFrom: ['2099-01-01', '2099-02-30T02:00', '2099-01-01T24:00', '2099-01-01T05:00', '2099-01-01T02:00:00Z'],
      maintenanceUntil: ['2099-01-01T01:00', '2099-01-01T02:00'],
      telegramUrl: [
        'https://t.me/',
        'http://t.me/a',
        'javascript:alert(1)',
        'https://t.me.example.com/a',
        `https://t.me/${'a'.repeat(200)}`,
      ],
      zaloUrl: ['https://zalo.me/', 'https://t.me/a', 'data:text/html,x', 'https://zalo.me/a b'],
      hotline: ['12', '+84', '0012345678', '19001', 'tel:0912345678'],
    }),
  },
  adminPendingChange: {
    method: 'GET',
    url: () => api(contracts.PENDING_CHANGE_PATHS.one(999999)),
    withId: (id) => api(contracts.PENDING_CHANGE_PATHS.one(id)),
    auth: 'admin',
  },
  adminGameConfigs: { method: 'GET', url: () => api(GAME_PATHS.adminConfigs), auth: 'admin' },
  adminJackpot: { method: 'GET', url: () => api(GAME_PATHS.adminJackpot('taixiu')), auth: 'admin' },
  taixiuJackpot: { method: 'GET', url: () => api(GAME_PATHS.jackpot('taixiu')), auth: 'none' },
  adminGameConfig: { method: 'GET', url: () => api(GAME_PATHS.adminConfig('taixiu')), auth: 'admin' },
  challenge: { method: 'GET', url: () => api(contracts.AUTH_PATHS.challenge), auth: 'none' },
  depositOrder: {
    method: 'GET',
    url: () => api(DEPOSIT_PATHS.order(depositOrderId)),
    withId: (id) => api(DEPOSIT_PATHS.order(id)),
    auth: 'player',
    token: () => payerToken,
  },
  inbox: { method: 'GET', url: () => api(contracts.INBOX_PATHS.list), auth: 'player' },
  inboxReadAll: { method: 'POST', url: () => api(contracts.INBOX_PATHS.readAll), auth: 'player' },
  inboxRead: {
    method: 'POST',
    url: () => api(contracts.INBOX_PATHS.read(999999)),
    withId: (id) => api(contracts.INBOX_PATHS.read(id)),
    auth: 'player',
  },
  betHistory: { method: 'GET', url: () => api(GAME_PATHS.betHistory), auth: 'player' },
  ...Object.fromEntries(
    contracts.GAME_TYPES.flatMap((game) => [
      [`${game}CsrfToken`, { method: 'GET', url: () => api(GAME_PATHS.csrfToken(game)), auth: 'player' }],
      [`${game}MyBets`, { method: 'GET', url: () => api(GAME_PATHS.myBets(game)), auth: 'player' }],
      [`${game}Current`, { method: 'GET', url: () => api(GAME_PATHS.current(game)), auth: 'none' }],
      [`${game}History`, { method: 'GET', url: () => api(GAME_PATHS.history(game)), auth: 'none' }],
      [`${game}Fairness`, { method: 'GET', url: () => api(GAME_PATHS.fairness(game)), auth: 'none' }],
      [`${game}Config`, { method: 'GET', url: () => api(GAME_PATHS.config(game)), auth: 'none' }],
      [`${game}BigWins`, { method: 'GET', url: () => api(GAME_PATHS.bigWins(game)), auth: 'none' }],
      [
        `${game}Leaderboard`,
        {
          method: 'GET',
          url: () => `${api(GAME_PATHS.leaderboard(game))}?period=day`,
          auth: 'player',
          badQueries: ['period=year', 'period=', 'period=day&period=week', 'period=%00'],
        },
      ],
    ]),
  ),
} satisfies Record<string, Endpoint>);

// The tables' chat: a player's history and message, and the operators' moderation.
Object.assign(endpoints, {
  ...Object.fromEntries(
    contracts.GAME_TYPES.flatMap((game) => [
      [`${game}Chat`, { method: 'GET', url: () => api(contracts.CHAT_PATHS.messages(game)), auth: 'player' }],
      [
        `${game}SendChat`,
        {
          method: 'POST',
          url: () => api(contracts.CHAT_PATHS.messages(game)),
          auth: 'player',
          // The first is sent, the next ones refused by the rate rule (429): either way no 5xx.
          body: () => ({ text: 'Chào cả bàn' }),
          moreBadValues: () => ({ text: ['', '   ', 'a'.repeat(201), 'dòng\nhai', '\ud800', 'www.abc.com', '0912 345 678', 'zalo nhé'] }),
        },
      ],
    ]),
  ),
  adminChatMessages: {
    method: 'GET',
    url: () => api(contracts.CHAT_PATHS.adminMessages),
    auth: 'admin',
    badQueries: [
      'game=poker',
      'game=',
      'game=taixiu&game=xocdia',
      'game=%00',
      'before=abc',
      'before=0',
      'before=-1',
      'before=1.5',
      'before=1&before=2',
      `before=${'9'.repeat(300)}`,
    ],
  },
  adminChatHide: {
    method: 'POST',
    url: () => api(contracts.CHAT_PATHS.hide(999999)),
    withId: (id) => api(contracts.CHAT_PATHS.hide(id)),
    auth: 'admin',
  },
  adminChatMute: {
    method: 'POST',
    url: () => api(contracts.CHAT_PATHS.mute(targetId)),
    withId: (id) => api(contracts.CHAT_PATHS.mute(id)),
    auth: 'admin',
    body: () => ({ minutes: 15, reason: 'Thử dữ liệu xấu' }),
    // A whole number of minutes within 30 days: taken.
    accepts: { minutes: [123] },
    moreBadValues: () => ({ minutes: [0, -1, 1.5, 43_201, '15', 1e20], reason: ['', '   ', 'a'.repeat(501), 'dòng\nhai'] }),
  },
  adminChatUnmute: {
    method: 'POST',
    url: () => api(contracts.CHAT_PATHS.unmute(targetId)),
    withId: (id) => api(contracts.CHAT_PATHS.unmute(id)),
    auth: 'admin',
  },
  adminChatMutes: { method: 'GET', url: () => api(contracts.CHAT_PATHS.mutes), auth: 'admin' },
  adminChatSettings: { method: 'GET', url: () => api(contracts.CHAT_PATHS.settings), auth: 'admin' },
  adminChatWords: {
    method: 'PUT',
    url: () => api(contracts.CHAT_PATHS.wordFilter),
    auth: 'admin',
    body: () => ({ words: [] }),
    // An empty list and a one-word list are lists of words.
    accepts: { words: [[], ['a']] },
    moreBadValues: () => ({ words: [[''], ['   '], ['a\nb'], ['a'.repeat(41)], [1], [null], Array(301).fill('a'), 'lừa đảo'] }),
  },
  adminChatGame: {
    method: 'PUT',
    url: () => api(contracts.CHAT_PATHS.game('taixiu')),
    withId: (game) => api(contracts.CHAT_PATHS.game(game as contracts.GameType)),
    auth: 'admin',
    body: () => ({ enabled: true }),
    booleanFields: ['enabled'],
  },
} satisfies Record<string, Endpoint>);

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
const PAYMENT_PREFIX = `${API_BASE}${PAYMENT_BASE}/`;

// What each endpoint's own caller sends: the bank feed's key, an operator's session cookie and CSRF
// token, a player's access token.
function credentials(endpoint: Endpoint): Record<string, string> {
  if (endpoint.auth === 'webhook') return { authorization: `Apikey ${t.config.bankWebhookKey}` };
  if (endpoint.auth === 'admin') return adminHeaders;
  const token = endpoint.token?.() ?? (endpoint.auth === 'player' ? playerToken : null);
  return token ? bearer(token) : {};
}

// `token`: undefined sends the endpoint's own credentials, null none, a string that bearer token.
// `headers` are sent on top of them.
async function send(endpoint: Endpoint, options: Partial<InjectOptions> & { token?: string | null } = {}) {
  const { token, headers, ...rest } = options;
  const auth = token === undefined ? credentials(endpoint) : token ? bearer(token) : {};
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    ...rest,
    headers: { ...auth, ...(headers as object) },
  } as InjectOptions);
}

function expectClientError(response: LightMyRequestResponse, label: string) {
  const context = `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect([context, response.statusCode >= 400 && response.statusCode < 500]).toEqual([context, true]);
  const body = response.json();
  expect([context, body.success]).toEqual([context, false]);
  expect([context, typeof body.message === 'string' && VIETNAMESE.test(body.message)]).toEqual([context, true]);
  // The payment service refuses in its own envelope: {code, statusCode, message, data: null, success, error}.
  if ((response.raw.req.url ?? '').startsWith(PAYMENT_PREFIX)) {
    expect([context, body.code, body.statusCode, body.data, typeof body.error]).toEqual([
      context,
      response.statusCode,
      response.statusCode,
      null,
      'string',
    ]);
  }
}

function expectNoServerError(response: LightMyRequestResponse, label: string) {
  expect([label, response.statusCode < 500]).toEqual([label, true]);
  if (response.statusCode >= 400) expectClientError(response, label);
}

const bodyEndpoints = Object.entries(endpoints).filter(([, e]) => e.method !== 'GET');
const allEndpoints = Object.entries(endpoints);

describe('malformed requests to every endpoint', () => {
  it.each(bodyEndpoints)('%s: malformed JSON → 400', async (name, endpoint) => {
    for (const payload of [
      '{bad',
      '{"username": "a",}',
      '[1, 2',
      '"unterminated',
      'nul',
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
    ]) {
      const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
      expectClientError(response, `${name} ${payload}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(bodyEndpoints)('%s: wrong content type → 415', async (name, endpoint) => {
    for (const [type, payload] of [
      ['text/plain', 'username=a'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
      ['application/xml', '<a/>'],
    ]) {
      const response = await send(endpoint, { payload, headers: { 'content-type': type } });
      expectClientError(response, `${name} ${type}`);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(HTTP_MESSAGES.unsupportedMediaType);
    }
  });

  it.each(bodyEndpoints)('%s: body over 64 KiB → 413', async (name, endpoint) => {
    const payload = JSON.stringify({ username: 'a'.repeat(70 * 1024), password: 'x' });
    const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
    expectClientError(response, name);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(HTTP_MESSAGES.bodyTooLarge);
  });

  it.each(bodyEndpoints.filter(([, e]) => e.body))('%s: non-object bodies → 400', async (name, endpoint) => {
    for (const payload of ['[]', '"text"', '42', 'true', 'null', '[{"username":"a"}]']) {
      const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
      expectClientError(response, `${name} ${payload}`);
    }
  });

  // The payment envelope carries `field` like the rest of the API, so this holds for it too.
  // Endpoints whose fields are all optional take `{}` as a valid request: nothing is missing there.
  it.each(bodyEndpoints.filter(([, e]) => e.body && e.auth !== 'admin' && !e.optionalFields))(
    '%s: missing fields → 400 naming the field',
    async (name, endpoint) => {
      const response = await send(endpoint, { payload: {} });
      expectClientError(response, name);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().field).toBe('string');
    },
  );

  it.each(bodyEndpoints.filter(([, e]) => e.body))('%s: wrong types in every field → 4xx', async (name, endpoint) => {
    const fields = Object.keys(endpoint.body!());
    for (const field of fields) {
      const isBoolean = endpoint.booleanFields?.includes(field);
      const badValues: unknown[] = [
        ...(isBoolean
          ? [1, null, [], {}, 'true', 'x'.repeat(5000)]
          : [123, true, null, [], {}, ['a'], { $gt: '' }, 'x'.repeat(5000), 'ab\u0000cd']),
        ...(endpoint.moreBadValues?.()[field] ?? []),
      ];
      for (const value of badValues) {
        const response = await send(endpoint, { payload: { ...endpoint.body!(), [field]: value } });
        const label = `${name}.${field} = ${JSON.stringify(value).slice(0, 40)}`;
        if (endpoint.accepts?.[field]?.some((accepted) => isDeepStrictEqual(accepted, value))) expectNoServerError(response, label);
        else expectClientError(response, label);
      }
    }
  });

  it.each(bodyEndpoints.filter(([, e]) => e.body))('%s: deeply nested JSON → 400', async (name, endpoint) => {
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const valid = JSON.stringify(endpoint.body!());
    const [field] = Object.keys(endpoint.body!());
    for (const payload of [
      deepArray,
      `{"${field}":${deepArray}}`,
      `{"${field}":${deepObject}}`,
      // Beside valid fields, in a key the endpoint does not know.
      valid.replace(/}$/, `,"extra":${deepArray}}`),
    ]) {
      const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
      expectClientError(response, `${name} ${payload.slice(0, 30)}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(bodyEndpoints.filter(([, e]) => e.body))('%s: odd but harmless values never give a 5xx', async (name, endpoint) => {
    const fields = Object.keys(endpoint.body!());
    for (const field of fields) {
      for (const value of ['', ' ', 'ñ', '😀'.repeat(10), '\ud800', "'; DROP TABLE users; --", '%', '_']) {
        const response = await send(endpoint, { payload: { ...endpoint.body!(), [field]: value } });
        expectNoServerError(response, `${name}.${field}=${value}`);
      }
    }
  });
});

describe('credentials and tokens on every endpoint', () => {
  const protectedEndpoints = allEndpoints.filter(([, e]) => e.auth === 'player' || e.auth === 'admin');

  const claims = () => jwt.decode(playerToken) as Record<string, unknown>;
  const badTokens: Array<[string, () => string]> = [
    ['garbage', () => 'not.a.token'],
    [
      'tampered payload',
      () => {
        const [header, , signature] = playerToken.split('.');
        return `${header}.${Buffer.from(JSON.stringify({ ...claims(), role: 'admin' })).toString('base64url')}.${signature}`;
      },
    ],
    ['expired', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'user', exp: 1 }, t.config.jwtSecret)],
    ['other secret', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'admin' }, 'x'.repeat(40))],
    ['alg none', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'admin' }, '', { algorithm: 'none' })],
    ['unknown session', () => jwt.sign({ sid: randomUUID(), userId: claims().userId, username: 'x', role: 'user' }, t.config.jwtSecret)],
    ['wrong claim types', () => jwt.sign({ sid: 5, userId: 'one', username: [], role: 'root' }, t.config.jwtSecret)],
    ['huge', () => 'a'.repeat(10_000)],
  ];

  it.each(protectedEndpoints)('%s: no token, other schemes and bad tokens → 401', async (name, endpoint) => {
    const body = endpoint.body ? { payload: endpoint.body() } : {};
    expectClientError(await send(endpoint, { ...body, token: null }), `${name} no token`);
    for (const header of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer ', 'bearer a b c', '\t', `Apikey ${t.config.bankWebhookKey}`]) {
      const response = await send(endpoint, { ...body, token: null, headers: { authorization: header } });
      expectClientError(response, `${name} ${header}`);
      expect(response.statusCode).toBe(401);
    }
    for (const [label, make] of badTokens) {
      const response = await send(endpoint, { ...body, token: make() });
      expectClientError(response, `${name} ${label}`);
      expect(response.statusCode).toBe(401);
    }
  });

  it.each(allEndpoints.filter(([, e]) => e.auth === 'admin'))('%s: a player token → 403', async (name, endpoint) => {
    const response = await send(endpoint, { token: playerToken, ...(endpoint.body ? { payload: endpoint.body() } : {}) });
    expectClientError(response, name);
    expect(response.statusCode).toBe(403);
  });

  // An operator's session is only its cookie: a junk, unknown or ended one opens nothing (the CSRF
  // token of the live session beside it does not help).
  describe('the operator session cookie', () => {
    const adminEndpoints = allEndpoints.filter(([, e]) => e.auth === 'admin');
    let endedCookie: string;
    let adminSid: string;
    let otherCsrf: string;
    beforeAll(async () => {
      otherCsrf = (await newOperator(t.app)).headers[CSRF_HEADER];
      const ended = await newOperator(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });
      if (out.statusCode !== 200) throw new Error(`logout: ${out.statusCode} ${out.body}`);
      endedCookie = ended.headers.cookie;
      const { rows } = await t.db.query<{ id: string }>(
        'SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1 AND s.revoked_at IS NULL',
        [TEST_ADMIN.username],
      );
      adminSid = rows[0].id;
    });
    const badCookies: Array<[string, () => string]> = [
      ['empty', () => `${OPERATOR_SESSION_COOKIE}=`],
      ['junk', () => `${OPERATOR_SESSION_COOKIE}=%%%`],
      ['huge', () => `${OPERATOR_SESSION_COOKIE}=${'a'.repeat(5000)}`],
      ['unknown', () => `${OPERATOR_SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`],
      ['a player token', () => `${OPERATOR_SESSION_COOKIE}=${playerToken}`],
      ['ended', () => endedCookie],
      ['another name', () => adminHeaders.cookie.replace(OPERATOR_SESSION_COOKIE, 'session')],
    ];

    it.each(adminEndpoints)('%s: junk, unknown or ended session cookies → 401', async (name, endpoint) => {
      const body = endpoint.body ? { payload: endpoint.body() } : {};
      for (const [label, make] of badCookies) {
        const response = await send(endpoint, {
          ...body,
          token: null,
          headers: { cookie: make(), [CSRF_HEADER]: adminHeaders[CSRF_HEADER] },
        });
        expectClientError(response, `${name} ${label}`);
        expect([label, response.statusCode]).toEqual([label, 401]);
      }
    });

    // A browser attaches the cookie to a forged request too: a call that changes something needs the
    // CSRF token the session's own sign-in handed out.
    it.each(adminEndpoints.filter(([, e]) => e.method !== 'GET'))(
      '%s: the cookie without its session’s CSRF token → 403 CSRF_INVALID',
      async (name, endpoint) => {
        const body = endpoint.body ? { payload: endpoint.body() } : {};
        const past = () => Date.now() - 48 * 3_600_000;
        const csrfTokens: Array<[string, string | undefined]> = [
          ['none', undefined],
          ['empty', ''],
          ['junk', 'not-a-csrf-token'],
          ['forged', `9999999999.${'a'.repeat(43)}`],
          ['a game token of the session', createCsrfTokens(t.config.jwtSecret, { purpose: 'game' }).issue(adminSid).csrf_token],
          ['expired', createCsrfTokens(t.config.jwtSecret, { purpose: 'operator', now: past }).issue(adminSid).csrf_token],
          ['another session’s', otherCsrf],
        ];
        for (const [label, csrf] of csrfTokens) {
          const headers = { cookie: adminHeaders.cookie, ...(csrf === undefined ? {} : { [CSRF_HEADER]: csrf }) };
          const response = await send(endpoint, { ...body, token: null, headers });
          expectClientError(response, `${name} ${label}`);
          expect([label, response.statusCode, response.json().error]).toEqual([label, 403, 'CSRF_INVALID']);
        }
      },
    );
  });

  it('bank webhook: no key, a wrong key, or a session instead of the key → 401, nothing kept', async () => {
    const endpoint = endpoints.bankWebhook;
    const key = t.config.bankWebhookKey;
    const kept = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_transfers')).rows[0].n;
    const before = await kept();
    const headers: Array<Record<string, string>> = [
      {},
      ...[
        `Apikey ${key}x`,
        `Apikey ${key.slice(0, -1)}`,
        `Apikey ${key.toUpperCase()}`,
        `Apikey ${key} ${key}`,
        `Apikey${key}`,
        'Apikey',
        'Apikey ',
        key,
        `Bearer ${key}`,
        `Bearer ${playerToken}`,
        `Basic ${Buffer.from(`apikey:${key}`).toString('base64')}`,
        `Apikey ${'a'.repeat(10_000)}`,
        '\t',
      ].map((authorization) => ({ authorization })),
      // An operator's console session.
      adminHeaders,
    ];
    for (const header of headers) {
      const response = await send(endpoint, { token: null, headers: header, payload: endpoint.body!() });
      const label = `webhook ${(header.authorization ?? header.cookie ?? 'no header').slice(0, 60)}`;
      expectClientError(response, label);
      expect([label, response.statusCode, response.json().message]).toEqual([label, 401, PAYMENT_MESSAGES.webhookKey]);
    }
    expect(await kept()).toBe(before);
  });

  it('login: unknown users and wrong passwords → 401', async () => {
    for (const payload of [
      { username: 'khong_ton_tai', password: 'abc12345' },
      { username: TEST_ADMIN.username, password: 'abc12345' },
      { username: 'a'.repeat(64), password: 'x'.repeat(128) },
      { username: 'ADMIN ', password: `${TEST_ADMIN.password} ` },
    ]) {
      const response = await send(endpoints.login, { payload });
      expectClientError(response, JSON.stringify(payload));
      expect(response.statusCode).toBe(401);
    }
  });

  it('logout tolerates any token (it only ends a session it can identify)', async () => {
    for (const [label, make] of badTokens) {
      const response = await send(endpoints.logout, { token: make() });
      expect([label, response.statusCode]).toEqual([label, 200]);
    }
  });

  it('refresh-token: junk cookies → 401', async () => {
    for (const cookie of ['refresh_token=', 'refresh_token=%%%', `refresh_token=${'a'.repeat(5000)}`, 'refresh_token="quoted"', '=;;=']) {
      const response = await send(endpoints.refresh, { headers: { cookie } });
      expectClientError(response, cookie);
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('paths and query strings', () => {
  it('unknown /api routes and methods → 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/auth/me'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api/admin/users/1/ban'],
      ['GET', '/socket.io/unknown'],
      ['PUT', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectClientError(response, `${method} ${url}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('malformed ids and query strings → 4xx', async () => {
    const urls = [
      '/api/admin/users/abc/ban',
      '/api/admin/users/1e3/unban',
      '/api/admin/users/%00/unban',
      '/api/admin/users/%E0%A4%A/unban',
      `/api/admin/users/${'9'.repeat(300)}/unban`,
      '/api/admin/users/0x10/dev-tools',
    ];
    for (const url of urls) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: adminHeaders,
        payload: { enabled: true },
      });
      expectClientError(response, url);
    }
    for (const query of ['q=a&q=b', 'q=%00', `q=${'a'.repeat(100)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: adminHeaders,
      });
      expectClientError(response, query);
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expectClientError(badUrl, 'bad url');
  });

  it.each(allEndpoints.filter(([, e]) => e.withId))('%s: malformed ids in the path → 4xx', async (name, endpoint) => {
    for (const id of ['abc', '1e3', '%00', '9'.repeat(300), '-1', '0', '1.5', '0x10', '9007199254740993', '%E0%A4%A']) {
      const response = await send(endpoint, { url: endpoint.withId!(id), ...(endpoint.body ? { payload: endpoint.body() } : {}) });
      expectClientError(response, `${name} ${id.slice(0, 20)}`);
    }
  });

  it.each(allEndpoints.filter(([, e]) => e.badQueries))('%s: malformed query strings → 4xx', async (name, endpoint) => {
    for (const query of endpoint.badQueries!) {
      const response = await send(endpoint, { url: `${endpoint.url()}?${query}` });
      expectClientError(response, `${name}?${query.slice(0, 40)}`);
    }
  });

  it('public endpoints ignore junk input and still answer', async () => {
    for (const url of ['/api/health', '/health', '/api/public-config', '/remotes.json', `${API_BASE}${BANK_DIRECTORY_PATHS.banks}`]) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?x[]=1&%00=%00`, headers: { authorization: 'Bearer junk' } });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    // Keys the endpoint does not know are ignored, like any unknown JSON field.
    const unknownKeys = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?username[]=a&username[a]=b',
      headers: adminHeaders,
    });
    expect(unknownKeys.statusCode).toBe(200);
  });
});

// The table above holds what a route needs to be reached (a valid body, an id that exists); which
// routes there are comes from the route tables in the contracts, so a route added there without a
// row here fails this test instead of going unfuzzed.
describe('the table covers the API', () => {
  const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
  // Routes left out, each with why: nothing a request carries reaches code that could fail.
  const NOT_FUZZED: Record<string, string> = {
    'GET /api/health': 'public, reads nothing from the request (checked above with junk input)',
    'GET /api/public-config': 'public, reads nothing from the request (checked above with junk input)',
    ...Object.fromEntries(
      contracts.GAME_TYPES.flatMap((game) => [
        [
          `POST /api/game-${game}/bet`,
          'needs an open round and the CSRF token: games/__tests__/game-bets.test.ts feeds it bad bodies and tokens',
        ],
        [`DELETE /api/game-${game}/bet/:id`, 'needs a bet of an open round: games/__tests__/game-bets.test.ts'],
      ]),
    ),
    'POST /api/auth/totp/enroll': 'not yet a row: needs the ticket of an operator login still to enrol (operator-totp/__tests__)',
    'POST /api/auth/password-recovery/start': 'password-recovery/__tests__/password-recovery.test.ts feeds it malformed requests',
    'POST /api/auth/password-recovery/reset': 'password-recovery/__tests__/password-recovery.test.ts feeds it malformed requests',
    'POST /api/core/second-password-recovery/start': 'not yet a row: each call sends an SMS and is rate limited per player',
    'POST /api/core/second-password-recovery/reset': 'not yet a row: needs a code sent by the start',
    'POST /api/admin/users/:id/recovery': 'not yet a row: sends the player an SMS (rate limited)',
    'POST /api/admin/users/:id/self-exclusion/lift': 'responsible-gaming/__tests__ feeds it bad input',
  };
  // Every route the server registers for an entry of a route table: a string entry as it is, a
  // function entry called with a path parameter or a game in each of its places.
  function registeredRoutes() {
    const fillers = [':id', ...contracts.GAME_TYPES];
    const combos = (n: number): string[][] => (n === 0 ? [[]] : combos(n - 1).flatMap((rest) => fillers.map((f) => [f, ...rest])));
    const routes = new Map<string, { method: string; pattern: string }>();
    for (const [name, table] of Object.entries(contracts)) {
      if (!name.endsWith('_PATHS') || typeof table !== 'object' || table === null) continue;
      for (const entry of Object.values(table as Record<string, unknown>)) {
        const paths =
          typeof entry === 'string'
            ? [entry]
            : typeof entry === 'function'
              ? combos(entry.length).map((args) => (entry as (...a: string[]) => string)(...args))
              : [];
        for (const path of paths)
          for (const method of METHODS)
            if (t.app.hasRoute({ method, url: api(path) })) routes.set(`${method} ${api(path)}`, { method, pattern: api(path) });
      }
    }
    return [...routes.entries()];
  }
  const matches = (pattern: string, url: string) =>
    new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`).test(url.split('?')[0]);

  it('every route of the route tables has a row (or a reason it has none)', () => {
    const routes = registeredRoutes();
    // The tables and the server agree on most of the API: a broken derivation must not pass as "nothing to check".
    expect(routes.length).toBeGreaterThan(70);
    const missing = routes
      .filter(([key]) => !(key in NOT_FUZZED))
      .filter(([, route]) => !allEndpoints.some(([, e]) => e.method === route.method && matches(route.pattern, e.url())))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});
