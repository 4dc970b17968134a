// The page's Content-Security-Policy allows inline styles only by hash. react-toastify (a shared
// singleton) injects its stylesheet as a <style> element at run time, so its hash cannot be taken
// from index.html: the host's build writes it to csp-hashes.json, which the server adds to the
// policy's style-src. The alternative, 'unsafe-inline' for styles, would let any injected markup
// restyle the wallet (overlay a fake button, hide a warning).
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');

const FILE_NAME = 'csp-hashes.json';

const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// react-toastify injects exactly the text of dist/ReactToastify.css. Checked against its bundles on
// every build: if a new version changes what it injects, the build stops here instead of the toasts
// losing their styles (and the e2e suite reporting a violation) in production.
function toastifyStylesheet(appRequire) {
  const dist = path.join(path.dirname(appRequire.resolve('react-toastify/package.json')), 'dist');
  const css = fs.readFileSync(path.join(dist, 'ReactToastify.css'), 'utf8');
  for (const bundle of ['index.mjs', 'index.js']) {
    if (!fs.readFileSync(path.join(dist, bundle), 'utf8').includes(css)) {
      throw new Error(`react-toastify/dist/${bundle} no longer injects ReactToastify.css verbatim; update ${__filename}`);
    }
  }
  return css;
}

class CspStyleHashesPlugin {
  constructor(appRequire) {
    this.appRequire = appRequire;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CspStyleHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CspStyleHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const hashes = { 'style-src': [cspHash(toastifyStylesheet(this.appRequire))] };
        compilation.emitAsset(FILE_NAME, new sources.RawSource(`${JSON.stringify(hashes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { CspStyleHashesPlugin, CSP_HASHES_FILE: FILE_NAME };
