const path = require('node:path');
const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');
const CopyPlugin = require('copy-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  devProxy: 'http://127.0.0.1:4000',
  extraPlugins: (_webpack, mode) => [
    // The web app manifest and its icons keep their names: the manifest and index.html point at them.
    // route-screens.json tells the server which remote screen each page shows.
    new CopyPlugin({
      patterns: [
        { from: path.join(__dirname, 'static'), to: '.' },
        { from: path.join(__dirname, 'src/app/route-screens.json'), to: 'route-screens.json' },
      ],
    }),
    // The shell is precached for the installable app; it is registered only when PWA_ENABLED is on.
    ...(mode === 'production'
      ? [
          new GenerateSW({
            swDest: 'sw.js',
            clientsClaim: true,
            skipWaiting: true,
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/remotes/],
            // csp-hashes.json and route-screens.json are read by the server, never by the page.
            exclude: [/\.map$/, /\.gz$/, /\.br$/, /mf-manifest\.json$/, /^csp-hashes\.json$/, /^route-screens\.json$/],
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});
