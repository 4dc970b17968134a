const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-auth',
  port: 3001,
  // The screens it offers the host (src/__tests__/host-contract.test.tsx holds them to the host's needs).
  exposes: require('./exposes.json'),
  prerender: './src/prerender.tsx',
});
