/** @jest-environment ./tests/support/jsdom-with-fetch.js */
import * as React from 'react';
import { auth, mount, server, setUpAuthHarness } from '../../support/auth/provider-harness';
import { waitFor } from '../../support/render';

setUpAuthHarness();

/**
 * Arriving from an emailed link, with the real supabase-js reading the URL:
 * the provider reports PASSWORD_RECOVERY (or the link's error), and the
 * fragment is out of the address without a new history entry.
 */
/** Ask for a link and follow it as a mail app would: the fragment the stand-in redirects with. */
async function recoveryFragment(email: string): Promise<string> {
  await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'pedal-power' }),
  });
  await fetch(`${server.url}/auth/v1/recover?redirect_to=${encodeURIComponent('http://localhost/')}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const link = server.inbox.filter((message) => message.to === email).at(-1)?.link as string;
  const response = await fetch(link, { redirect: 'manual' });
  return new URL(response.headers.get('location') as string).hash;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('arriving from a password-reset link', () => {
  it('signs the visitor in, reports recovering, and takes the tokens out of the address in place', async () => {
    const email = `back-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const fragment = await recoveryFragment(email);
    expect(fragment).toContain('type=recovery');
    window.history.replaceState(null, '', `/about?from=mail${fragment}`);
    const entries = window.history.length;

    await mount();
    await waitFor(() => expect(auth.recovering).toBe(true));
    expect(auth.user?.email).toBe(email);
    expect(auth.linkError).toBeNull();
    await waitFor(() => expect(window.location.href).toBe('http://localhost/about?from=mail'));
    expect(window.history.length).toBe(entries);

    React.act(() => auth.clearEmailLink());
    expect(auth.recovering).toBe(false);
    expect(auth.user?.email).toBe(email); // still signed in
  });

  it('a spent link (otp_expired in the fragment) is reported and removed from the address', async () => {
    window.history.replaceState(null, '', '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await mount();
    await waitFor(() => expect(auth.linkError).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' }));
    expect(auth.recovering).toBe(false);
    expect(auth.user).toBeNull();
    await waitFor(() => expect(window.location.href).toBe('http://localhost/'));
  });

  it('leaves an ordinary fragment alone and does not even load the library', async () => {
    window.history.replaceState(null, '', '/shops#top');
    await mount();
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(window.location.href).toBe('http://localhost/shops#top');
    expect(server.requests.filter((request) => request.path.startsWith('/auth/v1/user'))).toEqual([]);
    expect(auth.recovering).toBe(false);
  });
});
