/** @jest-environment ./tests/support/jsdom-with-fetch.js */
/**
 * A browser that refuses storage (reading `window.localStorage` throws a SecurityError, as with
 * Chrome's "Don't allow sites to save data"): the auth provider, in the root of every page,
 * starts without an error and says the session is not kept; signing in still works for the
 * visit, its session held in memory by the guarded store supabase-js is given.
 */
import { auth, mount, setUpAuthHarness } from '../../support/auth/provider-harness';
import { run, waitFor } from '../../support/render';

setUpAuthHarness();

let descriptor: PropertyDescriptor | undefined;

beforeEach(() => {
  descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
});

afterEach(() => {
  if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
});

describe('AuthProvider with storage refused', () => {
  it('starts without an error, settles with no session, and says the session is not kept', async () => {
    await mount();
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.session).toBeNull();
    expect(auth.sessionKept).toBe(false);
  });

  it('signs up and stays signed in for the visit, the session held in memory', async () => {
    await mount();
    const address = `refused-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const result = await run(() => auth.signUp(address, 'pedal-power'));
    expect(result.error).toBeNull();
    await waitFor(() => expect(auth.user?.email).toBe(address));
    // Read back through the library, from its store: still there.
    const user = await run(() => auth.getUser());
    expect(user.user?.email).toBe(address);
  });
});
