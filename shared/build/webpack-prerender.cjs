// The screens an app can draw before any JavaScript reaches the phone. Next to the browser build,
// the same sources are built once more for Node (same loaders, same vanilla-extract class names)
// and rendered to HTML at build time; the result is written to dist/prerender.json, which the
// server composes into the page it sends (server/src/static/prerendered-page.ts). On a phone
// network the app's script arrives seconds after the HTML: until then the player already sees,
// and can type into, the screen they came for.
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const OUTPUT = 'prerender.json';

// Runs the Node bundle once it is written, in a browser-like global scope (some modules look at
// window, document or storage when they load), and writes what it rendered next to the browser build:
// dist/prerender.json, { css: [stylesheets, relative to the app's files], screens: { name: html }, ... }.
//
// A remote's screens come with a stylesheet of their own: vanilla-extract names a class after the
// package being built, so the shared kit's classes in a remote's markup are not the host's, whose
// copy of the kit the page runs. The stylesheet of this Node build styles exactly what it rendered,
// under the names it rendered.
class RunPrerenderPlugin {
  constructor({ bundle, appDir, withCss }) {
    this.bundle = bundle;
    this.appDir = appDir;
    this.withCss = withCss;
  }

  writeCss(compilation) {
    if (!this.withCss) return [];
    const sheets = Object.keys(compilation.assets).filter((name) => name.endsWith('.css'));
    const css = sheets.map((name) => fs.readFileSync(path.join(compilation.outputOptions.path, name), 'utf8')).join('\n');
    if (!css.trim()) return [];
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
    const file = `static/css/prerender.${hash}.css`;
    const target = path.join(this.appDir, 'dist', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, css);
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(css, { level: 9 }));
    fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    return [file];
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RunPrerenderPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const { JSDOM } = require('jsdom');
      const dom = new JSDOM('<!doctype html><html lang="vi"><head></head><body></body></html>', {
        url: 'http://localhost/',
        pretendToBeVisual: true,
      });
      const keys = [
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'location',
        'HTMLElement',
        'Node',
        'getComputedStyle',
        'matchMedia',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ];
      const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]);
      for (const key of keys) {
        const value = key === 'window' ? dom.window : dom.window[key];
        if (value !== undefined) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
      }
      try {
        delete require.cache[this.bundle];
        const { prerender } = require(this.bundle);
        // Either the screens by name, or { screens, ...what else the server should know of them }.
        const rendered = await prerender();
        const result = rendered.screens && typeof rendered.screens === 'object' ? { ...rendered } : { screens: rendered };
        // Test ids name the app's own elements; the drawn copy beside them is only their picture. A
        // drawn button keeps its name as data-replay: a tap on it before the app takes over is made
        // again on the app's button of that test id (host/src/features/prerender/take-over.ts).
        result.screens = Object.fromEntries(
          Object.entries(result.screens).map(([name, html]) => [
            name,
            html.replace(/(<button\b[^>]*?)\sdata-testid="([^"]*)"/g, '$1 data-replay="$2"').replace(/\sdata-testid="[^"]*"/g, ''),
          ]),
        );
        const css = this.writeCss(compilation);
        fs.writeFileSync(path.join(this.appDir, 'dist', OUTPUT), `${JSON.stringify({ css, ...result })}\n`);
      } finally {
        for (const [key, descriptor] of saved) {
          if (descriptor) Object.defineProperty(globalThis, key, descriptor);
          else delete globalThis[key];
        }
        dom.window.close();
      }
    });
  }
}

/**
 * The Node build of `app.prerender` (a module exporting `prerender()`, resolving to the screens'
 * markup by name, or to { screens, ... }),
 * derived from the browser build's configuration so that both name their CSS classes alike.
 * Built after the browser build (it writes into its dist folder, which that build cleans).
 */
function createPrerenderConfig(app, client) {
  const out = path.join(app.appDir, 'node_modules', '.cache', 'prerender');
  const { webpack, VanillaExtractPlugin, MiniCssExtractPlugin, mode, vanillaExtractOptions } = client;
  return {
    name: 'prerender',
    dependencies: ['browser'],
    mode,
    context: app.appDir,
    target: 'node20',
    entry: { prerender: app.prerender },
    output: { path: out, filename: 'prerender.cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: client.config.resolve,
    // ws's optional native speed-ups, which socket.io's Node transport asks for and nothing here uses.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    module: client.config.module,
    plugins: [
      new VanillaExtractPlugin(vanillaExtractOptions),
      new MiniCssExtractPlugin(),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new RunPrerenderPlugin({ bundle: path.join(out, 'prerender.cjs'), appDir: app.appDir, withCss: !app.host }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createPrerenderConfig, PRERENDER_OUTPUT: OUTPUT };
