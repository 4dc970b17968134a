const path = require('node:path');
const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');
const CopyPlugin = require('copy-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');

// signed-in-files.json: the files a signed-in page loads after main.js (the signed-in layout and
// home, chunk "signed-in", and `@app/shared/signed-in`'s chunk). The server preloads them on such a
// page, so that they come down beside main.js rather than a round trip after it has run.
class SignedInFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignedInFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SignedInFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const sharedEntry = /[\\/]shared[\\/]src[\\/]signed-in\.ts$/;
          const files = new Set();
          for (const chunk of compilation.chunks) {
            // A module the minimizer's concatenation merged is found among the merged ones.
            const resources = (m) => [m.resource ?? '', ...(m.modules ?? []).map((inner) => inner.resource ?? '')];
            const holdsShared = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) =>
              resources(m).some((r) => sharedEntry.test(r)),
            );
            if (chunk.name === 'signed-in' || holdsShared) for (const file of chunk.files) files.add(file);
          }
          const list = [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
          const json = JSON.stringify({ js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')) });
          compilation.emitAsset('signed-in-files.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  devProxy: 'http://127.0.0.1:4000',
  prerender: './src/prerender.tsx',
  extraPlugins: (_webpack, mode) => [
    new SignedInFilesPlugin(),
    // The web app manifest and its icons keep their names: the manifest and index.html point at them.
    // route-screens.json tells the server which remote screen each page shows.
    new CopyPlugin({
      patterns: [
        { from: path.join(__dirname, 'static'), to: '.' },
        { from: path.join(__dirname, 'src/app/route-screens.json'), to: 'route-screens.json' },
        // ... and shell-screens.json the ones the shell mounts itself: the server refuses a version
        // of a remote lacking one of them.
        { from: path.join(__dirname, 'src/app/shell-screens.json'), to: 'shell-screens.json' },
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
            // csp-hashes.json, route-screens.json, prerender.json and signed-in-files.json are read by the server, never by
            // the page. index.html is the bare shell: precached, it would answer / itself, without
            // the page's start-up data, drawn screen and early requests.
            exclude: [
              /\.map$/,
              /\.gz$/,
              /\.br$/,
              /mf-manifest\.json$/,
              /^csp-hashes\.json$/,
              /^route-screens\.json$/,
              /^shell-screens\.json$/,
              /^prerender\.json$/,
              /^signed-in-files\.json$/,
              /^index\.html$/,
            ],
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});
