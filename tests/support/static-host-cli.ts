/**
 * The test host (headers-static-server.ts) as a command: serves a built site folder on 127.0.0.1
 * with its `_headers`, `404.html` and the hosts' rule for `/x` and `/x/`, as Netlify and Cloudflare
 * Pages do. Used by `npm run serve` and by playwright.config.ts for every browser test.
 *
 *   npx tsx tests/support/static-host-cli.ts [--port 9000] [--dir public]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticHost } from './headers-static-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' }, dir: { type: 'string', default: 'public' } } });
const dir = path.resolve(values.dir);
const port = Number(values.port);

if (!existsSync(path.join(dir, '_headers'))) {
  console.error(`${dir} has no _headers file: build the site first (npm run build).`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port ${values.port} is not a port number.`);
  process.exit(1);
}

startStaticHost(dir, port).then(
  (host) => console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${host.url}/ with its _headers (Ctrl+C to stop).`),
  (error: Error) => {
    console.error(`Could not serve on 127.0.0.1:${port}: ${error.message}`);
    process.exit(1);
  },
);
