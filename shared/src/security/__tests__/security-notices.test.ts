import { SECURITY_MESSAGES, type SecurityNotice } from '../../contracts/security';
import { notify } from '../../notify/notify';
import { expectSecurityChange } from '../expected-changes';
import { onSecurityNotice } from '../security-notices';

const notice = (over: Partial<SecurityNotice> = {}): SecurityNotice => ({
  kind: 'bank_account_added',
  detail: 'Vietcombank ****5678',
  ip: '203.0.113.9',
  createdAt: '2026-03-01T03:05:00.000Z',
  message: SECURITY_MESSAGES.notice('Thêm tài khoản ngân hàng', '203.0.113.9'),
  ...over,
});

let warning: jest.SpyInstance;
beforeEach(() => {
  warning = jest.spyOn(notify, 'warning').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('security notices', () => {
  it('a change made elsewhere warns until closed', () => {
    onSecurityNotice(notice());
    expect(warning).toHaveBeenCalledWith(notice().message, { autoClose: false });
  });

  it('the page that made the change is not alarmed by its own notice, once', () => {
    expectSecurityChange('bank_account_deleted');
    onSecurityNotice(notice({ kind: 'bank_account_deleted' }));
    expect(warning).not.toHaveBeenCalled();
    onSecurityNotice(notice({ kind: 'bank_account_deleted' }));
    expect(warning).toHaveBeenCalledTimes(1);
  });

  it('an expectation runs out after 30 seconds', () => {
    expectSecurityChange('password_changed', Date.now() - 31_000);
    onSecurityNotice(notice({ kind: 'password_changed' }));
    expect(warning).toHaveBeenCalledTimes(1);
  });
});
