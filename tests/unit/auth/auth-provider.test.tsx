/** @jest-environment ./tests/support/jsdom-with-fetch.js */
import * as React from 'react';
import { useAuth } from '../../../src/auth/AuthProvider';
import { AUTH_STORAGE_KEY } from '../../../src/auth/config';
import { resetAuthClientForTests } from '../../../src/auth/load-client';
import { auth, events, mount, renderProvider, server, toastText, unmountProvider, setUpAuthHarness } from '../../support/auth/provider-harness';
import { startFakeAuthServer } from '../../support/fake-supabase-auth';
import { byRole, run, settle, waitFor } from '../../support/render';

setUpAuthHarness();

const email = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('AuthProvider', () => {
  it('starts loading, settles with no session and never fetches the library when nothing is stored', async () => {
    let firstLoading: boolean | undefined;
    function First() {
      const value = useAuth();
      firstLoading ??= value.loading;
      return null;
    }
    renderProvider(<First />);
    expect(firstLoading).toBe(true);
    await settle();
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.session).toBeNull();
    expect(auth.user).toBeNull();
    expect(server.requests).toEqual([]);
    expect(events).toEqual([]); // no client, no INITIAL_SESSION
  });

  it('signs up with email, password and options, carrying the apikey; the session is stored under its own key', async () => {
    await mount();
    const address = email('new');
    const result = await run(() => auth.signUp(address, 'pedal-power', { data: { displayName: 'Rider' } }));
    expect(result.error).toBeNull();
    await waitFor(() => expect(auth.user?.email).toBe(address));
    expect(auth.session?.access_token).toMatch(/^eyJ/);
    expect(auth.user?.user_metadata.displayName).toBe('Rider');
    expect(events).toContain('SIGNED_IN');
    const signup = server.requests.find((request) => request.path === '/auth/v1/signup');
    expect(signup?.headers.apikey).toBe(server.anonKey);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').refresh_token).toEqual(expect.any(String));
  });

  it('signs in with the password grant, signs out through /logout with the bearer token', async () => {
    await mount();
    const address = email('rider');
    await run(() => auth.signUp(address, 'pedal-power'));
    await run(() => auth.signOut());
    await waitFor(() => expect(auth.session).toBeNull());

    const signIn = await run(() => auth.signIn(address, 'pedal-power'));
    expect(signIn.error).toBeNull();
    await waitFor(() => expect(auth.user?.email).toBe(address));
    const token = server.requests.find((request) => request.path === '/auth/v1/token?grant_type=password');
    expect(token?.headers.apikey).toBe(server.anonKey);

    const accessToken = auth.session?.access_token;
    const signOut = await run(() => auth.signOut());
    expect(signOut.error).toBeNull();
    await waitFor(() => expect(auth.session).toBeNull());
    const logouts = server.requests.filter((request) => request.path.startsWith('/auth/v1/logout'));
    expect(logouts.at(-1)?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });

  it('a wrong password ends in a "Sign in Failed" toast with the server\'s message', async () => {
    await mount();
    const address = email('typo');
    await run(() => auth.signUp(address, 'pedal-power'));
    await run(() => auth.signOut());
    const result = await run(() => auth.signIn(address, 'wrong-password'));
    expect(result.error?.message).toBe('Invalid login credentials');
    const alert = await waitFor(() => {
      const [element] = byRole('alert');
      expect(element).toBeDefined();
      return element as HTMLElement;
    });
    expect(alert.textContent).toContain('Sign in Failed');
    expect(alert.textContent).toContain('Invalid login credentials');
    expect(auth.session).toBeNull();
  });

  it("a missing field is refused before any request, with the spec's message", async () => {
    await mount();
    await run(() => auth.signIn('', 'secret-password'));
    await waitFor(() => expect(toastText()).toContain('Sign in Failed'));
    expect(toastText()).toContain('You must provide either an email or phone number and a password');
    await run(() => auth.signUp('someone@example.com', ''));
    await waitFor(() => expect(toastText()).toContain('Sign up Failed'));
    expect(byRole('alert')).toHaveLength(1); // one toast at a time: the second replaced the first
    expect(server.requests).toEqual([]);
  });

  it('an unreachable server ends in a toast, not a hang', async () => {
    const closed = await startFakeAuthServer();
    const deadUrl = closed.url;
    await closed.close();
    await mount(deadUrl);
    // supabase-js logs the fetch error; quietMultipleClientWarning() keeps network failures quiet.
    const result = await run(() => auth.signIn('someone@example.com', 'pedal-power'));
    expect(result.error).not.toBeNull();
    await waitFor(() => expect(toastText()).toContain('Sign in Failed'));
    expect(auth.loading).toBe(false);
  });

  it('a 503 from the backend ends in "Something went wrong", not the raw response', async () => {
    await mount();
    server.failWith(503);
    const result = await run(() => auth.signUp(email('busy'), 'pedal-power'));
    expect(result.error?.message).toBe('Something went wrong');
    await waitFor(() => expect(toastText()).toContain('Sign up Failed'));
    expect(toastText()).toContain('Something went wrong');
  });

  it('signing out with no session says "Auth session missing!"', async () => {
    await mount();
    const result = await run(() => auth.signOut());
    expect(result.error?.message).toBe('Auth session missing!');
    await waitFor(() => expect(toastText()).toContain('Sign out Failed'));
    expect(toastText()).toContain('Auth session missing!');
  });

  it('a stored session is picked up at start (INITIAL_SESSION), and metadata updates arrive as USER_UPDATED', async () => {
    await mount();
    const address = email('back');
    await run(() => auth.signUp(address, 'pedal-power'));
    await waitFor(() => expect(auth.user).not.toBeNull());
    unmountProvider();
    resetAuthClientForTests();
    events.length = 0;

    renderProvider(); // a reload: same localStorage, new client
    expect(auth.loading).toBe(true);
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.user?.email).toBe(address);
    expect(events[0]).toBe('INITIAL_SESSION');

    const update = await run(() => auth.updateUserData({ favouriteRoute: 'Antipolo' }));
    expect(update.error).toBeNull();
    await waitFor(() => expect(events).toContain('USER_UPDATED'));
    const put = server.requests.find((request) => request.method === 'PUT' && request.path === '/auth/v1/user');
    expect(put?.headers.authorization).toMatch(/^Bearer eyJ/);
    const fresh = await run(() => auth.getUser());
    expect(fresh.user?.user_metadata.favouriteRoute).toBe('Antipolo');
    const { session } = await run(() => auth.getSession());
    expect(session?.user.email).toBe(address);
  });

  it('refreshes a session close to expiry on its own (TOKEN_REFRESHED) and the provider takes the new token', async () => {
    const shortLived = await startFakeAuthServer({ expiresIn: 60 }); // inside supabase-js's 90 s refresh margin
    try {
      await mount(shortLived.url, shortLived.anonKey);
      await run(() => auth.signUp(email('fresh'), 'pedal-power'));
      await waitFor(() => expect(auth.session).not.toBeNull());
      const firstRefreshToken = auth.session?.refresh_token;
      unmountProvider();
      resetAuthClientForTests();

      await mount(shortLived.url, shortLived.anonKey); // the next visit
      await waitFor(() => expect(auth.session?.access_token).toMatch(/^eyJ/));
      // A refresh hands out a new refresh token (the access token may match to the second).
      await waitFor(() => expect(auth.session?.refresh_token).not.toBe(firstRefreshToken));
      expect(shortLived.requests.some((request) => request.path === '/auth/v1/token?grant_type=refresh_token')).toBe(true);
    } finally {
      await shortLived.close();
    }
  });
});
