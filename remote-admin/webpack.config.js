const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

// The operators' console. The host loads it only for an operator's session: a player's page never
// reads its manifest, so none of this is in what a player downloads.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-admin',
  port: 3004,
  exposes: {
    './AdminConsole': './src/features/console/admin-console.tsx',
  },
});
