import { ChangePasswordBody, check, fieldError, LoginBody, normalizePhone, password, phone, SignupBody, username } from '..';
import { AUTH_MESSAGES as M, HTTP_MESSAGES } from '../messages';

const valid = { username: 'Nguyen_An', phone: '0912345678', password: 'Matkhau123' };

describe('signup struct', () => {
  it('accepts a valid player and normalises username, phone and referral code', () => {
    const r = check(SignupBody, { ...valid, username: '  Nguyen_An ', phone: '+84 912 345 678', referralCode: '  AB12 ' });
    expect(r).toEqual({ ok: true, value: { username: 'nguyen_an', phone: '0912345678', password: 'Matkhau123', referralCode: 'AB12' } });
  });

  it.each([
    [{ ...valid, username: undefined }, 'username', M.usernameRequired],
    [{ ...valid, username: '' }, 'username', M.usernameRequired],
    [{ ...valid, username: 'abc' }, 'username', M.usernameLength],
    [{ ...valid, username: 'a'.repeat(21) }, 'username', M.usernameLength],
    [{ ...valid, username: '1abcd' }, 'username', M.usernameChars],
    [{ ...valid, username: 'nguyễn' }, 'username', M.usernameChars],
    [{ ...valid, username: 12345 }, 'username', M.usernameRequired],
    [{ ...valid, phone: undefined }, 'phone', M.phoneRequired],
    [{ ...valid, phone: '0212345678' }, 'phone', M.phoneInvalid],
    [{ ...valid, phone: '091234567' }, 'phone', M.phoneInvalid],
    [{ ...valid, phone: '09123456789' }, 'phone', M.phoneInvalid],
    [{ ...valid, password: '' }, 'password', M.passwordRequired],
    [{ ...valid, password: 'abc123' }, 'password', M.passwordLength],
    [{ ...valid, password: 'abcdefghi' }, 'password', M.passwordWeak],
    [{ ...valid, password: '123456789' }, 'password', M.passwordWeak],
    [{ ...valid, referralCode: 'có dấu' }, 'referralCode', M.referralInvalid],
    [{ ...valid, referralCode: 42 }, 'referralCode', M.referralInvalid],
  ])('rejects %j on %s with a Vietnamese message', (body, field, message) => {
    expect(check(SignupBody, body)).toEqual({ ok: false, field, message });
  });

  it('answers a body that is not an object with the generic message, never English', () => {
    for (const body of [null, 'text', 42, [], undefined]) {
      expect(check(SignupBody, body)).toEqual({ ok: false, field: undefined, message: HTTP_MESSAGES.badRequest });
    }
  });

  it('lets the optional captcha through but refuses one that is not text', () => {
    expect(check(SignupBody, { ...valid, 'cf-turnstile-response': 'token' }).ok).toBe(true);
    expect(check(SignupBody, { ...valid, 'cf-turnstile-response': 5 })).toMatchObject({ ok: false, message: M.captchaInvalid });
  });
});

describe('login and change-password structs', () => {
  it('only asks that something was typed at login', () => {
    expect(check(LoginBody, { username: ' Old_User ', password: 'x' })).toEqual({
      ok: true,
      value: { username: 'old_user', password: 'x' },
    });
    expect(check(LoginBody, { username: 'abcd' })).toEqual({ ok: false, field: 'password', message: M.passwordRequired });
    expect(check(LoginBody, { username: '', password: 'x' })).toEqual({ ok: false, field: 'username', message: M.usernameRequired });
  });

  it('applies the signup password rule to the new password', () => {
    expect(check(ChangePasswordBody, { currentPassword: 'a', newPassword: 'short1' })).toMatchObject({
      ok: false,
      field: 'newPassword',
      message: M.passwordLength,
    });
    expect(check(ChangePasswordBody, { newPassword: 'Matkhau123' })).toMatchObject({
      ok: false,
      field: 'currentPassword',
      message: M.currentPasswordRequired,
    });
  });
});

describe('field validators for forms', () => {
  it('return the message or undefined', () => {
    expect(fieldError(username)('ab')).toBe(M.usernameLength);
    expect(fieldError(username)('player_1')).toBeUndefined();
    expect(fieldError(phone)(undefined)).toBe(M.phoneRequired);
    expect(fieldError(phone)('0387654321')).toBeUndefined();
    expect(fieldError(password)('Matkhau123')).toBeUndefined();
  });

  it('normalises the ways Vietnamese numbers are written', () => {
    expect(normalizePhone('+84912345678')).toBe('0912345678');
    expect(normalizePhone('84912345678')).toBe('0912345678');
    expect(normalizePhone('0912.345.678')).toBe('0912345678');
    expect(normalizePhone('0912 345 678')).toBe('0912345678');
  });
});
