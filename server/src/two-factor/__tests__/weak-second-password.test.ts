import { SECURITY_MESSAGES } from '@app/shared/contracts';
import { secondPasswordProblem } from '../new-second-password';
import { isPhoneSecondPassword, isWeakSecondPassword } from '../weak-second-password';

const personal = ['nguyenvan', '0912345678'];

describe('isWeakSecondPassword', () => {
  it.each([
    ['123456', 'the most common password'],
    ['654321', 'a descending run (also common)'],
    ['abcdef', 'an ascending run of letters'],
    ['fedcba', 'a descending run of letters'],
    ['aaaaaa', 'one repeated character'],
    ['999999', 'one repeated digit'],
    ['121212', 'a repeated block'],
    ['qwerty', 'a keyboard walk'],
    ['asdfgh', 'a keyboard walk'],
    ['iloveyou', 'a common password'],
    ['abcdefg1', 'a common password'],
    ['Password1', 'a common password with capitals'],
    ['147258', 'a common keypad pattern'],
    ['abc123', 'found within a thousand guesses'],
    ['nguyenvan', 'the username'],
    ['0912345678', 'the phone number'],
  ])('refuses %s (%s)', (password) => {
    expect(isWeakSecondPassword(password, personal)).toBe(true);
  });

  it.each(['183746', '529174', 'capHai123', 'moiMoi123', 'khac12345', 'matkhau2', 'Xacminh2026'])('accepts %s', (password) => {
    expect(isWeakSecondPassword(password, personal)).toBe(false);
  });
});

describe('isPhoneSecondPassword', () => {
  it.each([
    ['0912345678', 'the phone itself'],
    ['912345678', 'without its 0'],
    ['84912345678', 'in its +84 form'],
    ['345678', 'its last six digits'],
    ['2345678', 'its last seven digits'],
  ])('refuses %s (%s)', (password) => {
    expect(isPhoneSecondPassword(password, personal)).toBe(true);
    expect(secondPasswordProblem(password, false, personal)).toBe(SECURITY_MESSAGES.phoneSecondPassword);
  });

  it('reads the phone however it was written, and only a phone', () => {
    expect(isPhoneSecondPassword('345678', ['nguyenvan', '+84 912-345-678'])).toBe(true);
    expect(isPhoneSecondPassword('345678', ['nguyenvan', '84912345678'])).toBe(true);
    // A username ending in digits is not a phone.
    expect(isPhoneSecondPassword('345678', ['an12345678'])).toBe(false);
  });

  it.each([
    ['45678', 'fewer than six digits (refused for its length anyway)'],
    ['123457', 'six digits the phone does not end with'],
    ['091234', 'the phone’s first digits'],
    ['a345678', 'not digits only'],
  ])('does not count %s (%s)', (password) => {
    expect(isPhoneSecondPassword(password, personal)).toBe(false);
  });

  it('is not asked without a phone', () => {
    expect(isPhoneSecondPassword('345678', ['nguyenvan', ''])).toBe(false);
    expect(isPhoneSecondPassword('345678')).toBe(false);
  });
});
