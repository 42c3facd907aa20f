// jsdom, plus the Node 20 web APIs it leaves out that supabase-js needs
// (fetch and friends, TextEncoder, crypto.subtle), so the real library can
// talk to the loopback fake server from a DOM test.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    if (!g.crypto || !g.crypto.subtle) {
      Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
