/**
 * A throwaway certificate authority made with openssl for one run, and a server certificate it
 * signs for the given host names (plus localhost and 127.0.0.1), written to a temporary folder.
 * The data:fetch and import:osm tests and `scripts/bench-fetch.ts` serve HTTPS on 127.0.0.1 with
 * it, so the real client code (which trusts only real certificates) is what they exercise.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

const OPENSSL = '/usr/bin/openssl';

/** Elliptic-curve keys: quick to make, so a test run spends no time on them. */
const NEW_EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export function makeThrowawayCa(hosts: readonly string[], days = 2): ThrowawayCa {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-ca-'));
  const file = (name: string) => path.join(dir, name);
  const run = (args: string[]) => execFileSync(OPENSSL, args, { stdio: 'pipe' });
  run(['req', '-x509', ...NEW_EC_KEY, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', String(days), '-subj', '/CN=Padyak Hub throwaway CA']);
  run(['req', ...NEW_EC_KEY, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', `/CN=${hosts[0] ?? 'localhost'}`]);
  // Node refuses a wildcard directly under a top-level name (*.test), so each host is listed.
  const names = [...hosts, 'localhost'].map((host) => `DNS:${host}`).concat('IP:127.0.0.1');
  writeFileSync(file('ext.cnf'), `subjectAltName=${names.join(',')}\nbasicConstraints=CA:FALSE\n`);
  run([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    String(days),
    '-extfile',
    file('ext.cnf'),
  ]);
  return {
    dir,
    caFile: file('ca.pem'),
    caPem: readFileSync(file('ca.pem'), 'utf8'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.pem'), 'utf8'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
