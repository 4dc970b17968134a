import { GAME_CONFIG_DEFAULTS } from '@app/shared/contracts';
import { createTestApp, testOperatorId, type TestApp } from '../../test-utils';
import { createGameConfigService, GAME_CONFIG_CACHE_MS } from '../game-config-service';

// Two services on one database stand for two nodes: a change made on one applies on the other
// within GAME_CONFIG_CACHE_MS, and at once on the node that made it.
describe('game limits held in memory', () => {
  let t: TestApp;
  let clock = 0;
  let operator = 0;
  const now = () => clock;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await testOperatorId(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the limits from memory, applies its own change at once and another node’s within the cache time', async () => {
    const here = createGameConfigService(t.db, now);
    const there = createGameConfigService(t.db, now);
    expect((await there.current('taixiu')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);

    try {
      expect((await here.update(operator, 'taixiu', { minBet: 2_000 })).minBet).toBe(2_000);
      expect((await here.current('taixiu')).minBet).toBe(2_000);
      // The other node still holds what it read.
      clock += GAME_CONFIG_CACHE_MS - 1;
      expect((await there.current('taixiu')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
      clock += 1;
      expect((await there.current('taixiu')).minBet).toBe(2_000);
      // The other game is untouched.
      expect((await there.current('xocdia')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
    } finally {
      await here.update(operator, 'taixiu', { minBet: GAME_CONFIG_DEFAULTS.minBet });
    }
  });

  it('refuses limits out of order and keeps the old ones', async () => {
    const configs = createGameConfigService(t.db, now);
    await expect(configs.update(operator, 'taixiu', { minBet: 60_000_000 })).rejects.toMatchObject({ statusCode: 400 });
    expect((await configs.current('taixiu')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
  });
});
