import { ChangePasswordBody, check, fieldError, LoginBody, normalizePhone, password, phone, SignupBody, username } from '..';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../messages';

const valid = { username: 'Nguyen_An', phone: '0912345678', password: 'Matkhau123' };

describe('signup struct', () => {
  it('accepts a valid player and normalises username, phone and referral code', () => {
    const r = check(SignupBody, { ...valid, username: '  Nguyen_An ', phone: '+84 912 345 678', referralCode: '  AB12 ' });
    expect(r).toEqual({ ok: true, value: { username: 'nguyen_an', phone: '0912345678', password: 'Matkhau123', referralCode: 'AB12' } });
  });

  it.each([
    [{ ...valid, username: undefined }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ ...valid, username: '' }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ ...valid, username: 'abc' }, 'username', AUTH_MESSAGES.usernameLength],
    [{ ...valid, username: 'a'.repeat(21) }, 'username', AUTH_MESSAGES.usernameLength],
    [{ ...valid, username: '1abcd' }, 'username', AUTH_MESSAGES.usernameChars],
    [{ ...valid, username: 'nguyễn' }, 'username', AUTH_MESSAGES.usernameChars],
    [{ ...valid, username: 12345 }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ ...valid, phone: undefined }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ ...valid, phone: '0212345678' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ ...valid, phone: '091234567' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ ...valid, phone: '09123456789' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ ...valid, password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ ...valid, password: 'abc123' }, 'password', AUTH_MESSAGES.passwordLength],
    [{ ...valid, password: 'abcdefghi' }, 'password', AUTH_MESSAGES.passwordWeak],
    [{ ...valid, password: '123456789' }, 'password', AUTH_MESSAGES.passwordWeak],
    [{ ...valid, referralCode: 'có dấu' }, 'referralCode', AUTH_MESSAGES.referralInvalid],
    [{ ...valid, referralCode: 42 }, 'referralCode', AUTH_MESSAGES.referralInvalid],
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
    expect(check(SignupBody, { ...valid, 'cf-turnstile-response': 5 })).toMatchObject({ ok: false, message: AUTH_MESSAGES.captchaInvalid });
  });
});

describe('login and change-password structs', () => {
  it('only asks that something was typed at login', () => {
    expect(check(LoginBody, { username: ' Old_User ', password: 'x' })).toEqual({
      ok: true,
      value: { username: 'old_user', password: 'x' },
    });
    expect(check(LoginBody, { username: 'abcd' })).toEqual({ ok: false, field: 'password', message: AUTH_MESSAGES.passwordRequired });
    expect(check(LoginBody, { username: '', password: 'x' })).toEqual({
      ok: false,
      field: 'username',
      message: AUTH_MESSAGES.usernameRequired,
    });
  });

  it('applies the signup password rule to the new password', () => {
    expect(check(ChangePasswordBody, { currentPassword: 'a', newPassword: 'short1' })).toMatchObject({
      ok: false,
      field: 'newPassword',
      message: AUTH_MESSAGES.passwordLength,
    });
    expect(check(ChangePasswordBody, { newPassword: 'Matkhau123' })).toMatchObject({
      ok: false,
      field: 'currentPassword',
      message: AUTH_MESSAGES.currentPasswordRequired,
    });
  });
});

describe('field validators for forms', () => {
  it('return the message or undefined', () => {
    expect(fieldError(username)('ab')).toBe(AUTH_MESSAGES.usernameLength);
    expect(fieldError(username)('player_1')).toBeUndefined();
    expect(fieldError(phone)(undefined)).toBe(AUTH_MESSAGES.phoneRequired);
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
