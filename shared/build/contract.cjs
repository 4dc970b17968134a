// What a build of the host or of a remote was made against, written beside it as contract.json:
// the hash of shared/src/contracts (the API and event shapes every app speaks), taken from the
// sources the build read. A remote's published version carries it (npm run remote:publish), and the
// server refuses to make live a version whose contracts differ from the running host's
// (server/src/remotes/compatibility.ts). The shared singletons' versions are in each build's
// mf-manifest.json already.
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');

const FILE_NAME = 'contract.json';
const CONTRACTS = path.resolve(__dirname, '../src/contracts');

/** SHA-256 (16 hex) of every file under shared/src/contracts but the tests, by path, in order. */
function contractsHash(dir = CONTRACTS) {
  const hash = createHash('sha256');
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        hash.update(path.relative(dir, full).split(path.sep).join('/')).update('\0').update(fs.readFileSync(full)).update('\0');
      }
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}

class ContractPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify({ contractsHash: contractsHash() });
          compilation.emitAsset(FILE_NAME, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ContractPlugin, contractsHash, CONTRACT_FILE: FILE_NAME };
