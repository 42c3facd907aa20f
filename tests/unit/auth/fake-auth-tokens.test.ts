import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAKE_ANON_KEY, signJwt, startFakeAuthServer, verifyJwt, type FakeAuthServer } from '../../support/fake-supabase-auth';

/**
 * The GoTrue stand-in's tokens (signed and checked with jose): the test build's anon key is one
 * of its JWTs, and a bearer token is refused the way GoTrue refuses it.
 */
let server: FakeAuthServer;

beforeAll(async () => {
  server = await startFakeAuthServer();
});
afterAll(() => server.close());

const now = () => Math.floor(Date.now() / 1000);
const claims = (sub: string) => ({ aud: 'authenticated', role: 'authenticated', sub, session_id: 'session-1', iat: now(), exp: now() + 600 });

/** What GET /auth/v1/user answers for this bearer token. */
async function userCall(token: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { error_code?: string };
  return { status: response.status, code: body.error_code };
}

/** A token signed with the right secret by hand, whatever its header says (what jose would never write). */
function handSigned(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${createHmac('sha256', 'padyak-hub-test-secret-not-for-production').update(signed).digest('base64url')}`;
}

async function signedUpUserId(): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `token-${Math.random().toString(36).slice(2, 8)}@example.test`, password: 'pedal-power' }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  expect((await userCall(session.access_token)).status).toBe(200);
  return session.user.id;
}

describe('the auth stand-in tokens', () => {
  it("the test build's anon key (package.json build:test) is the stand-in's own JWT, role anon, still in date", async () => {
    const buildTest = (JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['build:test'];
    expect(buildTest).toContain(`GATSBY_SUPABASE_ANON_KEY=${FAKE_ANON_KEY} `);
    const payload = await verifyJwt(FAKE_ANON_KEY);
    expect(payload).toMatchObject({ iss: 'padyak-hub-test', role: 'anon' });
    expect(payload?.exp).toBeGreaterThan(now() + 365 * 24 * 3600);
  });

  it('accepts its own token for a known user and refuses one signed with another secret or out of date', async () => {
    const sub = await signedUpUserId();
    expect((await userCall(await signJwt({ ...claims(sub), session_id: 'other-session' }))).status).toBe(200);
    expect(await userCall(await signJwt(claims(sub), 'someone-elses-secret'))).toEqual({ status: 401, code: 'bad_jwt' });
    expect(await userCall(await signJwt({ ...claims(sub), exp: now() - 5 }))).toEqual({ status: 401, code: 'bad_jwt' });
  });

  it('refuses a token whose header names another algorithm than the HS256 it is checked with', async () => {
    const sub = await signedUpUserId();
    expect(await userCall(handSigned({ alg: 'HS512', typ: 'JWT' }, claims(sub)))).toEqual({ status: 401, code: 'bad_jwt' });
    expect(await userCall(handSigned({ alg: 'none', typ: 'JWT' }, claims(sub)))).toEqual({ status: 401, code: 'bad_jwt' });
  });

  it('refuses a token that is not valid yet (nbf in the future), as GoTrue does', async () => {
    const sub = await signedUpUserId();
    expect(await userCall(await signJwt({ ...claims(sub), nbf: now() + 600 }))).toEqual({ status: 401, code: 'bad_jwt' });
  });
});
