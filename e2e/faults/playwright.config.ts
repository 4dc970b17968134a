import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The fault suite: one spec, its own topology (started by the spec, which must cut and restart
// parts of it), one worker. `npm run test:faults`, and part of `npm test`.
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: '.',
  testMatch: 'faults.spec.ts',
  outputDir: path.join(root, 'test-results/faults-artifacts'),
  timeout: 240_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    locale: 'vi-VN',
    // A failed test keeps its trace (each step's DOM, the network, the console) and a screenshot of
    // its end. The trace leaves out its filmstrip: screencasting every frame of every test, passing or
    // not, cost Chromium about 40 % more CPU on a page's loads, and the suites share 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, e2e/prepare-machine.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
