// jsdom has no fetch. This environment lends it Node's (undici) fetch classes, with Node's
// AbortController/AbortSignal too: undici refuses a signal from jsdom's realm.
// The test environment of every browser package (jest.preset.js).
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
