import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';
import { getResponsibleGaming } from '../get-responsible-gaming';
import { updateResponsibleGaming } from '../update-responsible-gaming';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

describe('responsible gaming', () => {
  const rg = {
    dailyDepositLimit: 1000000,
    pendingDailyDepositLimit: null,
    pendingLimitAt: null,
    depositedToday: 0,
    pendingDepositsToday: 0,
    selfExcludedUntil: null,
  };

  it('reads and updates the limits', async () => {
    server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg }));
    server.on('PUT', '/core/responsible-gaming', () => json(200, { success: true, data: { ...rg, dailyDepositLimit: 500000 } }));
    await expect(getResponsibleGaming()).resolves.toEqual(rg);
    await expect(updateResponsibleGaming({ dailyDepositLimit: 500000 })).resolves.toMatchObject({ dailyDepositLimit: 500000 });
    expect(JSON.parse(server.seen[1].body)).toEqual({ dailyDepositLimit: 500000 });
  });
});
