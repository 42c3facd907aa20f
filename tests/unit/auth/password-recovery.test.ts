import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startFakeAuthServer, type FakeAuthServer } from '../../support/fake-supabase-auth';
import {
  RESET_LINK_SENT,
  chooseNewPassword,
  classifyPasswordError,
  requestPasswordReset,
  resetRedirectTarget,
  revealsAccount,
} from '../../../src/auth/password-recovery';
import { fragmentParams, readEmailLink } from '../../../src/auth/email-link';
import { toFailure } from '../../../src/auth/errors';

/**
 * The recovery calls with the real supabase-js against the loopback GoTrue
 * stand-in: what is sent, and what each refusal looks like to the dialog.
 */
let server: FakeAuthServer;
const SITE = 'http://127.0.0.1:9115';

const newClient = (): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'implicit' },
  });
const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(email: string, password = 'pedal-power'): Promise<void> {
  const { error } = await newClient().auth.signUp({ email, password });
  expect(error).toBeNull();
}

/** Open the newest emailed link as a mail app would; the stand-in answers with a redirect. */
async function followLink(email: string): Promise<URL> {
  const link = server.inbox.filter((message) => message.to === email).at(-1)?.link;
  expect(link).toBeDefined();
  const response = await fetch(link as string, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') as string);
}

beforeAll(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // "Multiple GoTrueClient instances"
  server = await startFakeAuthServer();
});
afterAll(() => server.close());

describe('asking for a reset link', () => {
  it("posts the address to /recover with the site's own address as redirect_to", async () => {
    const email = address('forgot');
    await signUp(email);
    const { error } = await requestPasswordReset(newClient(), email, SITE);
    expect(error).toBeNull();
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE}/`)}`);
    expect(server.inbox.filter((message) => message.to === email)).toHaveLength(1);
  });

  it('an unknown address and a repeated request look exactly like a success', async () => {
    const email = address('twice');
    await signUp(email);
    expect((await requestPasswordReset(newClient(), address('nobody'), SITE)).error).toBeNull();
    expect((await requestPasswordReset(newClient(), email, SITE)).error).toBeNull();
    // GoTrue refuses a second email within a minute, and only for a real account.
    const second = await newClient().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/` });
    expect(second.error?.status).toBe(429);
    expect(revealsAccount(second.error)).toBe(true);
    expect((await requestPasswordReset(newClient(), email, SITE)).error).toBeNull();
    expect(RESET_LINK_SENT).toMatch(/^If an account exists for that address, we sent a link/);
  });

  it("a malformed address is refused with the server's message", async () => {
    const { error } = await requestPasswordReset(newClient(), 'not-an-address', SITE);
    expect(toFailure(error).message).toBe('Unable to validate email address: invalid format');
  });

  it('the redirect goes to the root of whichever host serves the site', () => {
    expect(resetRedirectTarget('https://padyak.example')).toBe('https://padyak.example/');
    expect(resetRedirectTarget('http://127.0.0.1:9115')).toBe('http://127.0.0.1:9115/');
  });
});

describe('the emailed link', () => {
  it('redirects with a recovery session in the fragment, once; then with otp_expired', async () => {
    const email = address('link');
    await signUp(email);
    await requestPasswordReset(newClient(), email, SITE);
    const first = await followLink(email);
    expect(first.origin + first.pathname).toBe(`${SITE}/`);
    const params = fragmentParams(first.hash);
    expect(readEmailLink(params)).toEqual({ kind: 'session', type: 'recovery' });
    expect(params).toMatchObject({ token_type: 'bearer', expires_in: '3600' });

    const again = await followLink(email);
    expect(readEmailLink(fragmentParams(again.hash))).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
    expect(again.hash).toContain('error=access_denied');
  });
});

describe('choosing the new password', () => {
  async function recoverySession(email: string): Promise<SupabaseClient> {
    await requestPasswordReset(newClient(), email, SITE);
    const params = fragmentParams((await followLink(email)).hash);
    const client = newClient();
    const { error } = await client.auth.setSession({ access_token: params.access_token as string, refresh_token: params.refresh_token as string });
    expect(error).toBeNull();
    return client;
  }

  it("too short: weak_password with the server's rule", async () => {
    const email = address('short');
    await signUp(email);
    const { error } = await chooseNewPassword(await recoverySession(email), 'abc');
    expect(classifyPasswordError(error)).toBe('weak');
    expect(toFailure(error).message).toBe('Password should be at least 6 characters.');
  });

  it('the same as before: same_password', async () => {
    const email = address('same');
    await signUp(email, 'pedal-power');
    const { error } = await chooseNewPassword(await recoverySession(email), 'pedal-power');
    expect(classifyPasswordError(error)).toBe('same');
    expect(toFailure(error).message).toBe('New password should be different from the old password.');
  });

  it('a new password works on the next sign-in, and the old one no longer does', async () => {
    const email = address('works');
    await signUp(email, 'pedal-power');
    expect((await chooseNewPassword(await recoverySession(email), 'climb-antipolo-9x')).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password: 'climb-antipolo-9x' })).error).toBeNull();
    const old = await newClient().auth.signInWithPassword({ email, password: 'pedal-power' });
    expect(old.error?.message).toBe('Invalid login credentials');
  });

  it('a session the server no longer knows is a "session" problem (ask for a new link)', async () => {
    const client = newClient();
    const { error } = await chooseNewPassword(client, 'whatever-123'); // no session at all
    expect(classifyPasswordError(error)).toBe('session');
    expect(classifyPasswordError({ name: 'AuthApiError', code: 'session_not_found', status: 403 })).toBe('session');
  });

  it('the server down is "other": the form stays, the toast says what happened', () => {
    expect(classifyPasswordError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 })).toBe('other');
    expect(classifyPasswordError({ name: 'AuthUnknownError', message: '{}', status: 503 })).toBe('other');
    expect(toFailure({ name: 'AuthUnknownError', message: '{}', status: 503 }).message).toBe('Something went wrong');
  });
});
