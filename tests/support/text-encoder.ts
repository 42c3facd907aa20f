import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom has no TextEncoder, which react-dom/server's browser build needs: import this first. */
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
