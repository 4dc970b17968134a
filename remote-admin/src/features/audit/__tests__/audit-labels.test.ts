import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@app/shared';
import { changesOf } from '../audit-labels';

test('every action the server records has a Vietnamese label', () => {
  for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\S/);
});

test('a change lists the fields that moved, a new row what it was made with', () => {
  expect(changesOf({ status: 'PENDING', amount: 5, note: null }, { status: 'APPROVED', amount: 5, note: 'FT1' })).toEqual([
    'status: PENDING → APPROVED',
    'note: — → FT1',
  ]);
  expect(changesOf(null, { id: 3, isActive: true })).toEqual(['id: 3', 'isActive: true']);
  expect(changesOf({ limits: { min: 1 } }, { limits: { min: 2 } })).toEqual(['limits: {"min":1} → {"min":2}']);
});
