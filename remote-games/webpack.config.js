const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-games',
  port: 3003,
  exposes: {
    './TaiXiuScreen': './src/features/tai-xiu/tai-xiu-screen.tsx',
    './XocDiaScreen': './src/features/xoc-dia/xoc-dia-screen.tsx',
    './BetHistoryScreen': './src/features/bet-history/bet-history-screen.tsx',
  },
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

function tableRequests(game) {
  const base = `/api/game-${game}`;
  return [`${base}/current`, `${base}/history?limit=100`, `${base}/config`, `${base}/my-bets?limit=50`];
}
