const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

// The operators' console. The host loads it only for an operator's session: a player's page never
// reads its manifest, so none of this is in what a player downloads.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-admin',
  port: 3004,
  // The screens it offers the host (src/__tests__/host-contract.test.tsx holds them to the host's needs).
  exposes: require('./exposes.json'),
});
