import { type MakerCheckerMode, type PendingChangeKind } from '@app/shared/contracts';
import { render, screen } from '@testing-library/react';
import { ModeNotice } from '../pending-changes-screen';

const modes = (credit: MakerCheckerMode, account: MakerCheckerMode): Record<PendingChangeKind, MakerCheckerMode> => ({
  'deposit.confirm': credit,
  'bankTransfer.assign': credit,
  'vendorCard.create': account,
  'vendorCard.update': account,
  'wallet.adjust': credit,
});

const notice = (m: Record<PendingChangeKind, MakerCheckerMode>) =>
  render(<ModeNotice modes={m} soloDelayHours={24} reviewAbove={10_000_000} />).container.textContent;

test('with a second approver for every kind: two people, one line', () => {
  const text = notice(modes('two', 'two'));
  expect(text).toContain('Hai người duyệt');
  expect(text).not.toContain('Một người');
});

test('with nobody else: one person, the delay said', () => {
  const text = notice(modes('solo', 'solo'));
  expect(text).toContain('Một người');
  expect(text).toContain('24 giờ');
  expect(text).not.toContain('Hai người duyệt');
});

test('an admin beside an accountant: credits need the second person, receiving accounts wait the delay', () => {
  notice(modes('two', 'solo'));
  const lines = screen.getAllByText(/:/, { selector: 'p' }).map((p) => p.textContent);
  expect(lines).toEqual([
    expect.stringMatching(/^Hai người duyệt xác nhận nạp thủ công, gán giao dịch, cộng\/trừ tiền thủ công: /),
    expect.stringMatching(/^Một người thêm tài khoản nhận tiền, đổi tài khoản nhận tiền: .*24 giờ/),
  ]);
});
