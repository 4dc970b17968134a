const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');
const { GenerateSW } = require('workbox-webpack-plugin');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  devProxy: 'http://127.0.0.1:4000',
  // The shell is precached for the installable app; it is registered only when PWA_ENABLED is on.
  extraPlugins: (_webpack, mode) =>
    mode === 'production'
      ? [
          new GenerateSW({
            swDest: 'sw.js',
            clientsClaim: true,
            skipWaiting: true,
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/remotes/],
            exclude: [/\.map$/, /\.gz$/, /\.br$/, /mf-manifest\.json$/],
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          }),
        ]
      : [],
});
