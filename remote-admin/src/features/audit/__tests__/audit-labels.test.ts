import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@app/shared/contracts';
import { changesOf, valueText } from '../audit-labels';

test('every action the server records has a Vietnamese label', () => {
  for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\S/);
});

test('a change lists the fields that moved by their Vietnamese names, a new row what it was made with', () => {
  expect(changesOf({ status: 'PENDING', amount: 5, note: null }, { status: 'APPROVED', amount: 5, note: 'FT1' })).toEqual([
    'Trạng thái: Chờ duyệt → Đã duyệt',
    'Ghi chú: — → FT1',
  ]);
  expect(changesOf(null, { id: 3, isActive: true })).toEqual(['Mã: 3', 'Đang dùng: Có']);
  // A field the console does not know keeps its key.
  expect(changesOf({ limits: { min: 1 } }, { limits: { min: 2 } })).toEqual(['limits: {"min":1} → {"min":2}']);
});

test('values read as the operator reads them: đồng, Vietnam time, roles and games by name', () => {
  expect(valueText('maxBet', 50_000_000)).toMatch(/^50\.000\.000\sđ$/);
  expect(valueText('bannedAt', '2026-11-26T01:00:00.000Z')).toMatch(/^08:00(:00)? 26\/11\/2026$|26\/11\/2026/);
  expect(valueText('role', 'ke_toan')).toBe('Kế toán');
  expect(valueText('game', 'xocdia')).toBe('Xóc đĩa');
  expect(valueText('dev_tools_enabled', false)).toBe('Không');
});

test("a game's pause and its settings read by their names", () => {
  expect(changesOf({ pausedAt: null }, { pausedAt: '2026-11-01T07:30:00.000Z' })).toEqual(['Bảo trì từ: — → 14:30 01/11/2026']);
  expect(
    changesOf({ maxHouseExposure: 10_000_000_000, refuseBothSides: false }, { maxHouseExposure: 500_000_000, refuseBothSides: true }),
  ).toEqual(['Nhà cái lỗ tối đa mỗi phiên: 10.000.000.000\u00a0đ → 500.000.000\u00a0đ', 'Chặn cược hai cửa đối nhau: Không → Có']);
});
