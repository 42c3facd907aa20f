/**
 * A throwaway certificate authority made for one run, and a server certificate it signs for the
 * given host names (plus localhost and 127.0.0.1), written to a temporary folder. The data:fetch
 * and import:osm tests and `bench/suites/fetch.ts` serve HTTPS on 127.0.0.1 with it, so the real
 * client code (which trusts only real certificates) is what they exercise.
 *
 * The certificates are made in-process by `selfsigned` (Node's WebCrypto underneath), so neither
 * the tests nor CI need an `openssl` binary.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface ThrowawayCa {
  dir: string;
  /** The CA's certificate file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  caPem: string;
  /** The server's key and certificate (PEM), for `https.createServer`. */
  key: string;
  cert: string;
  cleanup(): void;
}

/** Elliptic-curve keys (P-256): quick to make, so a test run spends no time on them. */
const KEY = { keyType: 'ec', curve: 'P-256', algorithm: 'sha256' } as const;

export async function makeThrowawayCa(hosts: readonly string[], days = 2): Promise<ThrowawayCa> {
  const notBeforeDate = new Date(Date.now() - 60_000); // a minute of slack for clock steps
  const notAfterDate = new Date(notBeforeDate.getTime() + days * 86_400_000);
  const ca = await generate([{ name: 'commonName', value: 'Padyak Hub throwaway CA' }], {
    ...KEY,
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  // Node refuses a wildcard directly under a top-level name (*.test), so each host is listed.
  const dnsNames = [...hosts, 'localhost'].map((host) => ({ type: 2 as const, value: host }));
  const server = await generate([{ name: 'commonName', value: hosts[0] ?? 'localhost' }], {
    ...KEY,
    notBeforeDate,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [...dnsNames, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-ca-'));
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, ca.cert);
  return {
    dir,
    caFile,
    caPem: ca.cert,
    key: server.private,
    cert: server.cert,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
