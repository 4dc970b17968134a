// The anchor of the page-load benchmark: the same app as one ordinary webpack build, every remote
// screen a lazy chunk of the host. Whatever the federated build costs or saves shows up as the
// difference between the two, so this build differs from the real one in federation only: it
// starts from the host's own config (shared/build/webpack-app.cjs with host/webpack.config.js's
// plugins) and only takes the federation plugin out and the remote registry's module in.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const repo = path.resolve(__dirname, '../../..');
// pnpm keeps each package's dependencies to itself: webpack is the host's, not e2e's.
const hostRequire = createRequire(path.join(repo, 'host/package.json'));
const webpack = hostRequire('webpack');

const isFederation = (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin';
// An app whose screens are drawn at build time exports its browser build beside a Node one.
const browserBuild = (config) => (Array.isArray(config) ? config.find((c) => c.name === 'browser') : config);
const federationOf = (config) => config.plugins.find(isFederation)._options;

// Every screen the remotes expose (`remote_auth/LoginScreen` → its source file), read from the
// remotes' own configs so that a screen added there is in the anchor too.
function exposedScreens() {
  const screens = {};
  for (const dir of fs
    .readdirSync(repo)
    .filter((name) => /^remote-/.test(name))
    .sort()) {
    const file = path.join(repo, dir, 'webpack.config.js');
    if (!fs.existsSync(file)) continue;
    const config = browserBuild(require(file)({}, { mode: 'production' }));
    const { name, exposes = {} } = federationOf(config);
    for (const [key, source] of Object.entries(exposes)) {
      screens[`${name}/${key.replace(/^\.\//, '')}`] = path.resolve(config.context, typeof source === 'string' ? source : source.import);
    }
  }
  return screens;
}

/** The host's production config turned into the anchor's, written to `<outputPath>`. */
function createAnchorConfig({ outputPath, mode = 'production' }) {
  const config = browserBuild(require(path.join(repo, 'host/webpack.config.js'))({}, { mode }));
  const screens = exposedScreens();
  // One import() per screen: webpack makes each a lazy chunk (with its CSS), as a remote's expose is.
  const source = `export default {\n${Object.entries(screens)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n')}\n};\n`;
  return {
    ...config,
    output: { ...config.output, path: outputPath },
    plugins: [
      ...config.plugins.filter((plugin) => !isFederation(plugin)),
      new webpack.experiments.schemes.VirtualUrlPlugin({ 'remote-screens': source }),
      // Matched on the resolved file, so only the host's registry is swapped, however it is imported.
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]host[\\/]src[\\/]features[\\/]remotes[\\/]remote-registry\.ts$/,
        path.join(__dirname, 'remote-registry.ts'),
      ),
    ],
  };
}

module.exports = { createAnchorConfig, exposedScreens };
