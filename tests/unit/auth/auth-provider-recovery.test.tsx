/** @jest-environment ./tests/support/jsdom-with-fetch.js */
import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../../src/auth/config';
import { auth, mount, server, toastText, setUpAuthHarness } from '../../support/auth/provider-harness';
import { byRole, run, waitFor } from '../../support/render';

setUpAuthHarness();

/**
 * Password recovery as methods of the auth provider, like sign-in: the real
 * supabase-js against the loopback GoTrue stand-in. What is sent, and what the
 * visitor is told (the same words the account dialog used to put together itself).
 */
const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const recoverRequests = () => server.requests.filter((request) => request.path.startsWith('/auth/v1/recover'));

/** An account made behind the provider's back, so the provider starts signed out. */
async function existingAccount(email: string, password = 'pedal-power'): Promise<void> {
  const other = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await other.auth.signUp({ email, password });
  expect(error).toBeNull();
}

describe('AuthProvider.requestPasswordReset', () => {
  it('asks for a link back to this site for the trimmed address, and says nothing more', async () => {
    const email = address('forgot');
    await existingAccount(email);
    await mount();
    const result = await run(() => auth.requestPasswordReset(`  ${email} `));
    expect(result.error).toBeNull();
    const [request] = recoverRequests();
    expect(request?.method).toBe('POST');
    expect(new URL(request?.path ?? '', server.url).searchParams.get('redirect_to')).toBe('http://localhost/');
    expect(request?.headers.apikey).toBe(server.anonKey);
    expect(server.inbox.filter((message) => message.to === email)).toHaveLength(1);
    expect(byRole('alert')).toEqual([]);
  });

  it('a second request within the minute is not an error: it would tell who has an account', async () => {
    const email = address('twice');
    await existingAccount(email);
    await mount();
    await run(() => auth.requestPasswordReset(email));
    const again = await run(() => auth.requestPasswordReset(email));
    expect(recoverRequests()).toHaveLength(2);
    expect(again.error).toBeNull();
    expect(byRole('alert')).toEqual([]);
  });

  it('an empty address is refused before any request, in a "Password reset Failed" toast', async () => {
    await mount();
    const result = await run(() => auth.requestPasswordReset('   '));
    expect(result.error?.message).toBe('Enter the email address you signed up with.');
    await waitFor(() => expect(toastText()).toContain('Password reset Failed'));
    expect(toastText()).toContain('Enter the email address you signed up with.');
    expect(server.requests).toEqual([]);
  });

  it('the server\'s refusal is shown in its own words, a gateway error as "Something went wrong"', async () => {
    await mount();
    const bad = await run(() => auth.requestPasswordReset('not-an-address'));
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    await waitFor(() => expect(toastText()).toContain('Password reset Failed'));
    expect(toastText()).toContain('Unable to validate email address: invalid format');

    server.failWith(503);
    const busy = await run(() => auth.requestPasswordReset(address('busy')));
    expect(busy.error?.message).toBe('Something went wrong');
    await waitFor(() => expect(toastText()).toContain('Something went wrong'));
  });
});

describe('AuthProvider.chooseNewPassword', () => {
  async function signedIn(): Promise<string> {
    await mount();
    const email = address('reset');
    await run(() => auth.signUp(email, 'pedal-power'));
    await waitFor(() => expect(auth.user?.email).toBe(email));
    return email;
  }

  it('sets the new password with the bearer token; the old one stops working', async () => {
    const email = await signedIn();
    const result = await run(() => auth.chooseNewPassword('climb-to-tagaytay'));
    expect(result).toEqual({ error: null, problem: null });
    const put = server.requests.find((request) => request.method === 'PUT' && request.path === '/auth/v1/user');
    expect(put?.headers.authorization).toBe(`Bearer ${auth.session?.access_token}`);
    expect(server.users.get(email)?.password).toBe('climb-to-tagaytay');
    expect(byRole('alert')).toEqual([]);
  });

  it('an empty password is refused before any request', async () => {
    await signedIn();
    server.requests.length = 0;
    const result = await run(() => auth.chooseNewPassword(''));
    expect(result).toEqual({ error: { message: 'Enter a new password.' }, problem: null });
    await waitFor(() => expect(toastText()).toContain('Password change Failed'));
    expect(toastText()).toContain('Enter a new password.');
    expect(server.requests).toEqual([]);
  });

  it("a weak or unchanged password is refused with the server's words and says which", async () => {
    await signedIn();
    const weak = await run(() => auth.chooseNewPassword('abc'));
    expect(weak).toEqual({ error: { message: 'Password should be at least 6 characters.', status: 422 }, problem: 'weak' });
    await waitFor(() => expect(toastText()).toContain('Password should be at least 6 characters.'));
    expect(toastText()).toContain('Password change Failed');

    const same = await run(() => auth.chooseNewPassword('pedal-power'));
    expect(same.problem).toBe('same');
    await waitFor(() => expect(toastText()).toContain('New password should be different from the old password.'));
  });

  it('a session the server has ended asks for a new link; endRecovery then signs this device out', async () => {
    const email = await signedIn();
    // The password changed from another device: GoTrue ends every other session, this one included.
    const other = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    await other.auth.signInWithPassword({ email, password: 'pedal-power' });
    await other.auth.updateUser({ password: 'changed-elsewhere' });

    const result = await run(() => auth.chooseNewPassword('climb-to-tagaytay'));
    expect(result).toEqual({ error: { message: 'Your reset link has run out. Ask for a new one below.' }, problem: 'session' });
    await waitFor(() => expect(toastText()).toContain('Your reset link has run out. Ask for a new one below.'));
    expect(toastText()).toContain('Password change Failed');
    expect(server.users.get(email)?.password).toBe('changed-elsewhere');

    server.requests.length = 0;
    await run(() => auth.endRecovery());
    await waitFor(() => expect(auth.user).toBeNull());
    expect(auth.recovering).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // scope=local: other devices' sessions are left alone.
    expect(server.requests.filter((request) => request.path.startsWith('/auth/v1/logout')).map((request) => request.path)).toEqual(['/auth/v1/logout?scope=local']);
  });
});
