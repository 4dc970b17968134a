// http, session, realtime and balance import each other. Whichever a consumer imports first,
// every export must be there once loading ends (no top-level use of a half-loaded module).
const BARRELS = [
  '../../http',
  '../../api',
  '../../session',
  '../../realtime',
  '../../balance',
  '../../browser',
  '../../format',
  '../../notify',
];

describe.each(BARRELS)('loading %s first', (first) => {
  it('leaves every barrel complete', () => {
    jest.isolateModules(() => {
      require(first);
      for (const barrel of BARRELS) {
        const exports = require(barrel);
        const missing = Object.entries(exports)
          .filter(([, value]) => value === undefined)
          .map(([name]) => name);
        expect({ barrel, missing }).toEqual({ barrel, missing: [] });
      }
      const { api } = require('../../http');
      const { sessionStore, logout } = require('../../session');
      const { connectRealtime } = require('../../realtime');
      const { balanceStore } = require('../../balance');
      expect(typeof api.get).toBe('function');
      expect(sessionStore.isAuthenticated).toBe(false);
      expect(typeof logout).toBe('function');
      expect(typeof connectRealtime).toBe('function');
      expect(balanceStore.balance).toBe(0);
    });
  });
});
