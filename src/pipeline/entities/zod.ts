/**
 * zod, as every module of the site uses it: configured `jitless` before any schema exists. zod
 * otherwise probes `new Function('')` when it builds its first object schema, to compile faster
 * parsers; the suggest and report pages' policy forbids eval (`script-src` without
 * 'unsafe-eval'), so the probe, though caught, is a policy violation the browser reports on every
 * page that checks an answer. Import `z` from here, never from 'zod' (lint holds to it).
 */
// eslint-disable-next-line no-restricted-imports -- the one module that imports zod itself, to configure it first
import { z } from 'zod';

z.config({ jitless: true });

export { z };
