// Bundles the server, the admin CLI and the seed CLI into dist/ (CommonJS for Node 20). Every npm
// dependency stays external and is loaded from node_modules at run time (native argon2, PGlite's wasm
// files); only @app/shared is bundled, because it ships TypeScript source.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@app/shared']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    'admin-cli': join(here, 'src/admin-cli.ts'),
    'ledger-bench': join(here, 'src/ledger/bench/ledger-throughput.ts'),
    'seed-cli': join(here, 'src/seed/seed-cli.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`server built in ${Date.now() - started} ms: dist/server.js, dist/admin-cli.js, dist/seed-cli.js`);
