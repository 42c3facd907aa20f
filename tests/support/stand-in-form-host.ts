/**
 * A stand-in for Google Forms on 127.0.0.1, for the browser tests of /suggest and the
 * "Wrong or closed?" links: it answers any /forms/d/e/<id>/viewform with a small page, and
 * keeps every address the browser asked for, so a test sees exactly what arrived.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInFormHost {
  origin: string;
  /** The viewform address of a form on the host. */
  address(form: string): string;
  /** Every request's URL (path and query), in order. */
  arrived: URL[];
  close(): Promise<void>;
}

export async function startStandInFormHost(): Promise<StandInFormHost> {
  const arrived: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!/^\/forms\/d\/e\/[\w-]+\/viewform$/.test(url.pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not a form');
      return;
    }
    arrived.push(url);
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Stand-in form</title><h1>Stand-in form</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    address: (form) => `${origin}/forms/d/e/${form}/viewform`,
    arrived,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
