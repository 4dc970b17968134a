const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-games',
  port: 3003,
  exposes: {
    './TaiXiuScreen': './src/features/tai-xiu/tai-xiu-screen.tsx',
    './XocDiaScreen': './src/features/xoc-dia/xoc-dia-screen.tsx',
  },
});
