import { GAME_CONFIG_DEFAULTS, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type GameType } from '@app/shared/contracts';
import { createTestApp, testOperatorId, writeStepUpToken, type TestApp } from '../../test-utils';
import { createGameConfigService, GAME_CONFIG_CACHE_MS } from '../game-config-service';

// Two services on one database stand for two nodes: a change made on one applies on the other
// within GAME_CONFIG_CACHE_MS, and at once on the node that made it.
describe('game limits held in memory', () => {
  let t: TestApp;
  let clock = 0;
  let operator = 0;
  const now = () => clock;
  // Each change spends a token of the operator's second-level password, bound to the game.
  const step = async (game: GameType) => ({
    operatorId: operator,
    token: await writeStepUpToken(t.db, operator, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.gameConfig(game)),
  });

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
      expect((await here.update(await step('taixiu'), 'taixiu', { minBet: 2_000 })).minBet).toBe(2_000);
      expect((await here.current('taixiu')).minBet).toBe(2_000);
      // The other node still holds what it read.
      clock += GAME_CONFIG_CACHE_MS - 1;
      expect((await there.current('taixiu')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
      clock += 1;
      expect((await there.current('taixiu')).minBet).toBe(2_000);
      // The other game is untouched.
      expect((await there.current('xocdia')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
    } finally {
      await here.update(await step('taixiu'), 'taixiu', { minBet: GAME_CONFIG_DEFAULTS.minBet });
    }
  });

  it('refuses limits out of order and keeps the old ones', async () => {
    const configs = createGameConfigService(t.db, now);
    await expect(configs.update(await step('taixiu'), 'taixiu', { minBet: 60_000_000 })).rejects.toMatchObject({ statusCode: 400 });
    expect((await configs.current('taixiu')).minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
  });
});
