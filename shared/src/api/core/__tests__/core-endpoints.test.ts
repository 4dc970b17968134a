import { getBalance } from '../get-balance';
import { postChangePassword } from '../post-change-password';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

it('getBalance answers the number (numeric strings too)', async () => {
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: '1500000' } }));
  await expect(getBalance()).resolves.toBe(1_500_000);
});

it('a 200 answer with success false is an ApiError with the server message', async () => {
  server.on('POST', '/core/change-password', () => json(200, { success: false, error: 'WRONG', message: 'Mật khẩu hiện tại không đúng' }));
  await expect(postChangePassword({ currentPassword: 'a', newPassword: 'b' })).rejects.toMatchObject({
    message: 'Mật khẩu hiện tại không đúng',
    error: 'WRONG',
  });
});
