import { TWO_FACTOR_MESSAGES } from '../../../contracts/two-factor';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';
import { changeTwoFactor } from '../change-two-factor';
import { getTwoFactorStatus } from '../get-two-factor-status';
import { setupTwoFactor } from '../setup-two-factor';
import { validateTwoFactor } from '../validate-two-factor';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

describe('second-level password', () => {
  it('getTwoFactorStatus maps has_two_factor and locked_until', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    await expect(getTwoFactorStatus()).resolves.toEqual({ hasTwoFactor: true, lockedUntil: null });
  });

  it('validateTwoFactor sends userType user, action user_withdraw and the user id; answers the token', async () => {
    server.on('POST', '/core/users/2fa/validate', () =>
      json(200, { success: true, data: { sessionId: 'srv-token', expiresAt: '2026-01-01T00:05:00.000Z' } }),
    );
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).resolves.toMatchObject({ sessionId: 'srv-token' });
    expect(JSON.parse(server.seen[0].body)).toEqual({ secondaryPassword: '123456', userType: 'user', action: 'user_withdraw', userId: 7 });
  });

  it('validateTwoFactor: wrong password (400) and lock (423) carry the server text', async () => {
    server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false, message: TWO_FACTOR_MESSAGES.wrong }));
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      message: TWO_FACTOR_MESSAGES.wrong,
    });
    server.on('POST', '/core/users/2fa/validate', () =>
      json(423, { success: false, message: TWO_FACTOR_MESSAGES.locked('2026-11-27T07:05:00.000Z') }),
    );
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      status: 423,
      message: TWO_FACTOR_MESSAGES.locked('2026-11-27T07:05:00.000Z'),
    });
    server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false }));
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      message: TWO_FACTOR_MESSAGES.verifyFailed,
    });
  });

  it('setupTwoFactor: failure without a server message is the setup fallback', async () => {
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: false }));
    await expect(setupTwoFactor('123456', 'matkhau123')).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.setupFailed });
    server.on('POST', '/core/setup-two-factor-password', () => json(409, { success: false, message: TWO_FACTOR_MESSAGES.alreadySet }));
    await expect(setupTwoFactor('123456', 'matkhau123')).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.alreadySet });
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    await expect(setupTwoFactor('123456', 'matkhau123')).resolves.toBeUndefined();
    expect(JSON.parse(server.seen[2].body)).toEqual({ newPassword: '123456', loginPassword: 'matkhau123' });
  });

  it('changeTwoFactor sends current and new', async () => {
    server.on('POST', '/core/change-two-factor-password', () => json(200, { success: true }));
    await changeTwoFactor({ currentPassword: '111111', newPassword: '222222' });
    expect(JSON.parse(server.seen[0].body)).toEqual({ currentPassword: '111111', newPassword: '222222' });
  });
});
