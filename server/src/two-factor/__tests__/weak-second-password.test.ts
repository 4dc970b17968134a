import { isWeakSecondPassword } from '../weak-second-password';

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
