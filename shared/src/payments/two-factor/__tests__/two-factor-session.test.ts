import { STORAGE_KEYS } from '../../../contracts/constants';
import { clearTwoFactorSession, readTwoFactorSession, storeTwoFactorSession } from '../two-factor-session';

beforeEach(() => localStorage.clear());

it('the token is stored under 2fa_session_id, read back and cleared', () => {
  storeTwoFactorSession('abc');
  expect(localStorage.getItem(STORAGE_KEYS.twoFactorSession)).toBe('abc');
  expect(readTwoFactorSession()).toBe('abc');
  clearTwoFactorSession();
  expect(readTwoFactorSession()).toBeNull();
});
