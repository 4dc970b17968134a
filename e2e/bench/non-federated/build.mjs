// Builds the benchmark's anchor (webpack.config.cjs) into a new temporary folder laid out as the
// server's STATIC_ROOT: <root>/host/dist, and never into host/dist (the real build is there).
// Alone: `node e2e/bench/non-federated/build.mjs` prints the folder (delete it when done).
//
// The server helps each page alike with both builds: it draws the sign-in screens into the HTML and
// starts a table's API reads, from what the real builds wrote (prerender.json, screen-requests.json
// and the drawn screens' stylesheets, copied here). Each remote folder gets a manifest that names no
// files of its screens and an empty entry script, so the anchor's pages preload nothing of the remotes
// but that empty file: what differs between the two is federation.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the build; returns the STATIC_ROOT folder and how long the build took (ms). */
export async function buildNonFederated() {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'bench-non-federated-'));
  const { createAnchorConfig } = require('./webpack.config.cjs');
  const webpack = createRequire(path.join(repo, 'host/package.json'))('webpack');
  const started = performance.now();
  try {
    const compiler = webpack(createAnchorConfig({ outputPath: path.join(staticRoot, 'host/dist') }));
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
  } catch (error) {
    rmSync(staticRoot, { recursive: true, force: true });
    throw error;
  }
  layOutServerHelp(staticRoot);
  return { staticRoot, ms: performance.now() - started };
}

function layOutServerHelp(staticRoot) {
  const copy = (from, to) => {
    if (!existsSync(from)) return;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
  };
  copy(path.join(repo, 'host/dist/prerender.json'), path.join(staticRoot, 'host/dist/prerender.json'));
  for (const remote of readdirSync(repo).filter((name) => /^remote-/.test(name))) {
    const dist = path.join(repo, remote, 'dist');
    const into = path.join(staticRoot, remote, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    mkdirSync(into, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const none = { sync: [], async: [] };
    manifest.exposes = (manifest.exposes ?? []).map((expose) => ({ ...expose, assets: { js: none, css: none } }));
    writeFileSync(path.join(into, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(into, 'remoteEntry.js'), '');
    for (const file of ['prerender.json', 'screen-requests.json']) copy(path.join(dist, file), path.join(into, file));
    const css = path.join(dist, 'static/css');
    for (const file of existsSync(css) ? readdirSync(css).filter((name) => name.startsWith('prerender.')) : []) {
      copy(path.join(css, file), path.join(into, 'static/css', file));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { staticRoot, ms } = await buildNonFederated();
  console.log(`${staticRoot} (${(ms / 1000).toFixed(1)} s)`);
}
