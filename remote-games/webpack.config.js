const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-games',
  port: 3003,
  // The screens it offers the host (src/__tests__/host-contract.test.tsx holds them to the host's needs).
  exposes: require('./exposes.json'),
  // What a table reads when it opens (features/game-session/game-session.ts load()), exactly as it
  // asks: the page starts these before the app arrives, and the app takes the answers.
  screenRequests: {
    TaiXiuScreen: tableRequests('taixiu'),
    XocDiaScreen: tableRequests('xocdia'),
    // features/bet-history: the first page (BET_HISTORY_PAGE).
    BetHistoryScreen: ['/api/games/my-bets?limit=20'],
  },
  prerender: './src/prerender.tsx',
});

// In the order the table needs them (over HTTP/1.1 the page has six connections, and the screen's
// files take most of them first): the round and the limits open the bet bar; the player's bets and
// the rounds played fill lists below it; the bets' CSRF token is the first tap on 'Đặt cược''s
// (api/game-csrf-token.ts), which then goes out at once instead of asking for it first.
function tableRequests(game) {
  const base = `/api/game-${game}`;
  return [`${base}/current`, `${base}/config`, `${base}/my-bets?limit=50`, `${base}/history?limit=100`, `${base}/csrf-token`];
}
