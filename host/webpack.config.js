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
  prerender: './src/prerender.tsx',
  extraPlugins: (_webpack, mode) => [
    // The web app manifest and its icons keep their names: the manifest and index.html point at them.
    // route-screens.json tells the server which remote screen each page shows.
    new CopyPlugin({
      patterns: [
        { from: path.join(__dirname, 'static'), to: '.' },
        { from: path.join(__dirname, 'src/app/route-screens.json'), to: 'route-screens.json' },
      ],
    }),
    // The installable app's service worker, registered only when PWA_ENABLED is on: the shell's
    // files precached, and each page as the server last sent it (its drawn screen, its start-up
    // data, its early requests) shown at once on the next visit while a fresh copy is fetched for
    // the one after. The page holds nothing of the player's (their data is asked for by the page
    // itself), so a copy can be kept; a remote deployed in between costs that one visit a retry.
    ...(mode === 'production'
      ? [
          new GenerateSW({
            swDest: 'sw.js',
            clientsClaim: true,
            skipWaiting: true,
            runtimeCaching: [
              {
                urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|socket\.io|remotes)(\/|$)/.test(url.pathname),
                handler: 'StaleWhileRevalidate',
                options: { cacheName: 'pages', expiration: { maxEntries: 20 } },
              },
            ],
            // csp-hashes.json, route-screens.json and prerender.json are read by the server, never by
            // the page. index.html is the bare shell: precached, it would answer / itself, without
            // the page's start-up data, drawn screen and early requests.
            exclude: [
              /\.map$/,
              /\.gz$/,
              /\.br$/,
              /mf-manifest\.json$/,
              /^csp-hashes\.json$/,
              /^route-screens\.json$/,
              /^prerender\.json$/,
              /^index\.html$/,
            ],
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});
