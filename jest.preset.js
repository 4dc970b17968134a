// Shared jest settings for the browser packages: swc for TS/TSX, vanilla-extract's transform first
// so `.css.ts` files compile to class names, jsdom as the DOM.
const path = require('path');
module.exports = (dir, name) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'shared/src/test-utils/jsdom-with-fetch.js'),
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|superstruct|valtio|proxy-compare|jwt-decode)[@/])'],
  // Plain stylesheets from packages (react-toastify's) and images; relative `./x.css` imports are
  // vanilla-extract `.css.ts` files and must compile to real class names.
  moduleNameMapper: { '^(?!\\.{1,2}/).+\\.css$': 'identity-obj-proxy', '\\.(svg|png|jpg|webp)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/src/test-utils/jest-setup.ts')],
});
