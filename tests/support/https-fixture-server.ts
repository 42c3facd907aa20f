/**
 * A loopback HTTPS server for the data:fetch tests, with a throwaway CA made in-process for each
 * run. Its certificate names a few `.test` hosts (and localhost / 127.0.0.1); tests map those
 * names to 127.0.0.1 with `fixtureResolver`, so no test ever asks real DNS or another address.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { makeThrowawayCa as makeCa, type ThrowawayCa } from './throwaway-ca';

/** Host names the server certificate covers; tests use these. */
export const FIXTURE_HOSTS = ['fixture.test', 'other.test', 'cdn.test', 'shop.test', 'brand.test', 'moved.test', 'discover.test'] as const;

export type { ThrowawayCa };

/** A CA and a server certificate for the FIXTURE_HOSTS (and any more `hosts`), signed by it. */
export function makeThrowawayCa(hosts: readonly string[] = []): Promise<ThrowawayCa> {
  return makeCa([...FIXTURE_HOSTS, ...hosts]);
}

/** Adds the throwaway CA to this process's default trust store (what NODE_EXTRA_CA_CERTS does for a child). */
export function trustCa(ca: ThrowawayCa): () => void {
  // Node 24 APIs; the project's @types/node is 20.
  const store = tls as unknown as { getCACertificates(kind: 'default'): string[]; setDefaultCACertificates(certs: string[]): void };
  const before = store.getCACertificates('default');
  store.setDefaultCACertificates([...before, ca.caPem]);
  return () => store.setDefaultCACertificates(before);
}

/** Maps every `.test` name to 127.0.0.1; any other name fails as DNS would for a name that does not exist. */
export async function fixtureResolver(hostname: string): Promise<{ address: string; family: number }[]> {
  if (/\.test\.?$/i.test(hostname)) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface FixtureServer {
  port: number;
  /** `https://<host>:<port><path>`; host defaults to fixture.test. */
  url(pathname: string, host?: string): string;
  /** Requests seen, as `METHOD host path`, with ' (conditional)' when it carried If-None-Match or If-Modified-Since. */
  log: string[];
  close(): Promise<void>;
}

async function listen(server: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function makeServer(server: http.Server | https.Server, scheme: 'http' | 'https', routes: Record<string, Handler>) {
  const log: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    log.push(`${request.method} ${request.headers.host?.replace(/:\d+$/, '')} ${request.url}${conditional ? ' (conditional)' : ''}`);
    const handler = routes[pathname];
    if (handler) handler(request, response);
    else {
      response.statusCode = 404;
      response.end('not here');
    }
  });
  return async (): Promise<FixtureServer> => {
    const port = await listen(server);
    return {
      port,
      url: (pathname, host = 'fixture.test') => `${scheme}://${host}:${port}${pathname}`,
      log,
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    };
  };
}

export function startHttpsFixture(ca: ThrowawayCa, routes: Record<string, Handler>): Promise<FixtureServer> {
  return makeServer(https.createServer({ key: ca.key, cert: ca.cert }), 'https', routes)();
}

export function startHttpFixture(routes: Record<string, Handler>): Promise<FixtureServer> {
  return makeServer(http.createServer(), 'http', routes)();
}
