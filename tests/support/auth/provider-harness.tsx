/**
 * The auth provider as the site mounts it (inside the toast provider), with the real supabase-js
 * talking to the stand-in GoTrue server on 127.0.0.1, and a probe that reads what the provider
 * gives its children. A test file calls setUpAuthHarness() once, at its top level, then mount() in each test and
 * reads `auth` (the provider's value as last rendered), `events` and `server`. Needs the
 * jsdom-with-fetch environment (`@jest-environment ./tests/support/jsdom-with-fetch.js`).
 */
import * as React from 'react';
import { AuthProvider, useAuth, type AuthContextValue } from '../../../src/auth/AuthProvider';
import { resetAuthClientForTests } from '../../../src/auth/load-client';
import { ToastProvider } from '../../../src/components/Toast/ToastProvider';
import { startFakeAuthServer, type FakeAuthServer } from '../fake-supabase-auth';
import { byRole, render, settle } from '../render';
import { quietMultipleClientWarning } from './quiet-gotrue';

/** The stand-in auth server, started once per test file. */
export let server: FakeAuthServer;
/** What the provider gives its children, as of its last render. */
export let auth: AuthContextValue;
/** The provider's auth events (INITIAL_SESSION, SIGNED_IN…) in the order it reported them. */
export const events: string[] = [];

let view: ReturnType<typeof render> | null = null;

function Probe() {
  const current = useAuth();
  auth = current;
  React.useEffect(() => {
    if (current.lastEvent) events.push(current.lastEvent);
  }, [current.lastEvent, current.session]);
  return null;
}

/** Renders the provider with `children` before the probe, and returns at once (the provider is still loading). */
export function renderProvider(children?: React.ReactNode, config = { url: server.url, anonKey: server.anonKey }): void {
  view = render(
    <ToastProvider>
      <AuthProvider config={config}>
        {children}
        <Probe />
      </AuthProvider>
    </ToastProvider>,
  );
}

/** Renders the provider and lets its first work (the lazy client, the stored session) settle. */
export async function mount(url = server.url, anonKey = server.anonKey): Promise<void> {
  renderProvider(undefined, { url, anonKey });
  await settle();
}

/** Takes the provider off the page, as leaving or reloading it does. */
export function unmountProvider(): void {
  view?.unmount();
  view = null;
}

/** The words of every toast on screen. */
export function toastText(): string {
  return [...byRole('alert'), ...byRole('status')].map((element) => element.textContent).join(' | ');
}

/** For the whole file: the server, and for each test a fresh storage, client, request log and failure mode. */
export function setUpAuthHarness(): void {
  quietMultipleClientWarning();
  beforeAll(async () => {
    server = await startFakeAuthServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    localStorage.clear();
    events.length = 0;
    server.requests.length = 0;
    server.failWith(null);
    resetAuthClientForTests();
  });
  afterEach(unmountProvider);
}
