import { type AuditEntryDto } from '@app/shared/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@app/shared/test-utils';
import { AuditScreen } from '../audit-screen';
import { type FakeServer, startFakeServer, signInAs } from '../../../test-utils/test-kit';

const entry = (fields: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: 80,
  actorId: 1,
  actorUsername: 'vanhanh',
  via: 'console',
  action: 'user.ban',
  target: 'user:42',
  targetName: 'nguoichoi',
  before: { bannedAt: null },
  after: { bannedAt: '2026-11-26T01:00:00.000Z' },
  createdAt: '2026-11-26T01:00:00.000Z',
  ...fields,
});
const auditAsked = () => server.seen.filter((s) => s.path.startsWith('/api/admin/audit')).map((s) => s.path);

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
});

test('lists each action with who did it, in Vietnamese, on what, and the fields it moved', async () => {
  server.on('GET', '/admin/audit', () => json(200, { success: true, data: [entry()] }));
  render(<AuditScreen />);
  const row = within((await screen.findByRole('cell', { name: 'Khóa tài khoản' })).closest('tr')!);
  expect(row.getByText('vanhanh')).toBeInTheDocument();
  expect(row.getByRole('button', { name: 'nguoichoi (user:42)' })).toBeInTheDocument();
  expect(row.getByText(/^Khóa lúc: — → .*26\/11\/2026/)).toBeInTheDocument();
  expect(auditAsked()).toEqual(['/api/admin/audit?limit=50']);
});

test('typing a target, or pressing one in the list, asks for that target only', async () => {
  server.on('GET', '/admin/audit', () => json(200, { success: true, data: [entry()] }));
  const user = userEvent.setup();
  render(<AuditScreen />);
  await user.type(screen.getByLabelText('Lọc theo đối tượng'), ' withdrawal:7 ');
  await waitFor(() => expect(auditAsked().at(-1)).toBe('/api/admin/audit?limit=50&target=withdrawal%3A7'));
  await user.click(await screen.findByRole('button', { name: 'nguoichoi (user:42)' }));
  expect(screen.getByLabelText('Lọc theo đối tượng')).toHaveValue('user:42');
  await waitFor(() => expect(auditAsked().at(-1)).toBe('/api/admin/audit?limit=50&target=user%3A42'));
});

test('the operator, the action and the days narrow the log', async () => {
  server.on('GET', '/admin/audit', () => json(200, { success: true, data: [entry()] }));
  const user = userEvent.setup();
  render(<AuditScreen />);
  await screen.findByRole('cell', { name: 'Khóa tài khoản' });
  await user.type(screen.getByLabelText('Quản trị viên'), 'ketoan1');
  await user.selectOptions(screen.getByLabelText('Thao tác'), 'Duyệt rút tiền');
  await user.type(screen.getByLabelText('Từ ngày'), '2026-11-01');
  await user.type(screen.getByLabelText('Đến ngày'), '2026-11-30');
  await waitFor(() =>
    expect(auditAsked().at(-1)).toBe('/api/admin/audit?limit=50&actor=ketoan1&action=withdrawal.approve&from=2026-11-01&to=2026-11-30'),
  );
});

test('an empty log says so', async () => {
  server.on('GET', '/admin/audit', () => json(200, { success: true, data: [] }));
  render(<AuditScreen />);
  expect(await screen.findByText('Chưa có thao tác nào.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
});

test('a full page offers “Xem thêm”, which asks for the entries before the last one', async () => {
  const full = Array.from({ length: 50 }, (_, i) => entry({ id: 200 - i, target: `user:${200 - i}` }));
  server.on('GET', '/admin/audit', ({ path }) =>
    json(200, { success: true, data: path.includes('before=') ? [entry({ id: 10, action: 'config.update', target: 'config:x' })] : full }),
  );
  const user = userEvent.setup();
  render(<AuditScreen />);
  await user.click(await screen.findByRole('button', { name: 'Xem thêm' }));
  expect(await screen.findByRole('cell', { name: 'Sửa cấu hình nạp' })).toBeInTheDocument();
  expect(auditAsked()[1]).toBe('/api/admin/audit?limit=50&before=151');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument());
});

test("a refusal shows the server's words", async () => {
  server.on('GET', '/admin/audit', () => json(403, { success: false, message: 'Chỉ quản trị viên được xem nhật ký' }));
  render(<AuditScreen />);
  expect(await screen.findByText('Chỉ quản trị viên được xem nhật ký')).toBeInTheDocument();
});
