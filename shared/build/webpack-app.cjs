// The one webpack configuration every app (host and remotes) builds with: swc for TS, vanilla-extract
// for styles, module federation with the same singletons everywhere, and an mf-manifest.json so the
// host finds remotes at run time (from /remotes.json, so a remote can move without a host rebuild).
const path = require('path');
const { createRequire } = require('module');
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { CspStyleHashesPlugin } = require('./csp-style-hashes.cjs');
const { ContractPlugin, contractsHash } = require('./contract.cjs');
const { createPrerenderConfig } = require('./webpack-prerender.cjs');

const COMPRESSIBLE = /\.(js|css|json|html|svg)$/;

const { SINGLETONS, LAZY_SINGLETONS } = require('./singletons.cjs');
function sharedConfig(appRequire, isHost) {
  const shared = {};
  for (const name of [...SINGLETONS, ...LAZY_SINGLETONS]) {
    const pkgName = name.startsWith('@app/shared') ? '@app/shared' : name.replace(/\/$/, '');
    const { version } = appRequire(`${pkgName}/package.json`);
    const lazy = LAZY_SINGLETONS.includes(name);
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: isHost && !lazy,
      ...(lazy && !isHost ? { import: false } : {}),
    };
  }
  return shared;
}

// screen-requests.json: the API reads each exposed screen makes first, by expose name. The server
// reads it beside the remote's manifest and has the page start them before the app's script runs
// (server/src/static/early-requests.ts).
class ScreenRequestsPlugin {
  constructor(requests) {
    this.requests = requests;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScreenRequestsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ScreenRequestsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('screen-requests.json', new sources.RawSource(`${JSON.stringify(this.requests, null, 2)}\n`));
      });
    });
  }
}

/**
 * @param {{ appDir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean,
 *           screenRequests?: Record<string,string[]>, prerender?: string, devProxy?: string,
 *           extraPlugins?: (webpack: any, mode: string) => any[] }} app
 * `prerender`: a module rendering this app's screens to HTML at build time (webpack-prerender.cjs);
 * production builds only.
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const isProd = mode === 'production';
    // Resolve build tools from the app's own dependencies (pnpm keeps them per package).
    const appRequire = createRequire(path.join(app.appDir, 'package.json'));
    const webpack = appRequire('webpack');
    const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
    const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
    const MiniCssExtractPlugin = appRequire('mini-css-extract-plugin');
    const { VanillaExtractPlugin } = appRequire('@vanilla-extract/webpack-plugin');
    const Minimizer = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');

    const mfName = app.name.replace(/-/g, '_');
    const vanillaExtractOptions = { identifiers: isProd ? 'short' : 'debug' };
    const browser = {
      name: 'browser',
      mode,
      context: app.appDir,
      entry: { main: './src/index.ts' },
      // Production maps are written for the operator's error tracking, not for players: the server
      // (and nginx, which asks the server) answers 404 for them unless SOURCE_MAPS_PUBLIC=true.
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.appDir, 'dist'),
        // The host lives at the site root; a remote resolves its chunks from wherever its manifest is.
        publicPath: app.host ? '/' : 'auto',
        // The entry keeps a stable name (module federation needs it); chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: 'static/js/[name].[contenthash:8].js',
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        uniqueName: mfName,
        clean: true,
        chunkLoadTimeout: 120000,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                },
              },
            },
          },
          {
            test: /\.vanilla\.css$/i,
            use: [MiniCssExtractPlugin.loader, { loader: appRequire.resolve('css-loader'), options: { url: false } }],
          },
          // A package's own stylesheet (the bot-check widget's, altcha/altcha.css): extracted to a
          // file like ours, so the page's style-src needs no inline styles for it.
          {
            test: /\.css$/i,
            include: /node_modules/,
            exclude: /\.vanilla\.css$/i,
            use: [MiniCssExtractPlugin.loader, { loader: appRequire.resolve('css-loader'), options: { url: false } }],
          },
          { test: /\.(png|svg|jpg|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new VanillaExtractPlugin(vanillaExtractOptions),
        new MiniCssExtractPlugin({
          filename: 'static/css/[name].[contenthash:8].css',
          chunkFilename: 'static/css/[name].[contenthash:8].css',
        }),
        new ModuleFederationPlugin({
          name: mfName,
          filename: app.host ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          shared: sharedConfig(appRequire, Boolean(app.host)),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime in the page, the host's: each remote entry used to carry its own
          // copy (20 KB brotli each). Remotes are only ever loaded by the host, never standalone.
          // The host's runtime goes without its manifest reader ("snapshot"): the host registers
          // each remote by its entry script, read from the manifest by
          // host/src/features/remotes/remote-registry.ts (16 KB gzip less before the first screen).
          experiments: app.host
            ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
            : { externalRuntime: true },
        }),
        app.host &&
          new HtmlWebpackPlugin({
            template: './src/index.html',
            scriptLoading: 'defer',
            inject: 'body',
            // main.js?<build hash>: the entry cannot carry a content hash in its name (module
            // federation), so the page names this build's copy by query and the server caches
            // such URLs for a year.
            hash: true,
          }),
        app.host && new CspStyleHashesPlugin(appRequire),
        app.screenRequests && new ScreenRequestsPlugin(app.screenRequests),
        new ContractPlugin(),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          // The contracts this build speaks: the host compares it with the server's when told of new
          // versions of the remotes (a page opened before the site was updated asks for a reload).
          'process.env.APP_CONTRACTS_HASH': JSON.stringify(contractsHash()),
        }),
        ...(app.extraPlugins ? app.extraPlugins(webpack, mode) : []),
        // Pre-compressed copies, served as they are by the server and nginx (no compression per request).
        ...(isProd
          ? [
              new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024, algorithm: 'gzip', filename: '[path][base].gz' }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                threshold: 1024,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ].filter(Boolean),
      optimization: {
        minimize: isProd,
        minimizer: [new Minimizer({ minify: Minimizer.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: app.host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        proxy: app.devProxy ? [{ context: ['/api', '/socket.io', '/remotes.json'], target: app.devProxy, ws: true }] : undefined,
      },
    };
    if (!app.prerender || !isProd) return browser;
    return [
      browser,
      createPrerenderConfig(app, { config: browser, webpack, VanillaExtractPlugin, MiniCssExtractPlugin, mode, vanillaExtractOptions }),
    ];
  };
}

module.exports = { createAppConfig, SINGLETONS };
