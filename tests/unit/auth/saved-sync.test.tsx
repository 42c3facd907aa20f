/** @jest-environment ./tests/support/jsdom-with-fetch.js */
import * as React from 'react';
import { startFakeAuthServer, type FakeAuthServer } from '../../support/fake-supabase-auth';
import { AuthProvider, useAuth, type AuthContextValue } from '../../../src/auth/AuthProvider';
import { SavedItemsProvider, useSavedItems, type SavedItemsValue } from '../../../src/saved/SavedItemsProvider';
import { resetAuthClientForTests } from '../../../src/auth/load-client';
import { ToastProvider } from '../../../src/components/Toast/ToastProvider';
import { SaveToggle } from '../../../src/components/SaveToggle/SaveToggle';
import { SAVED_METADATA_KEY, SAVED_STORAGE_KEY, savedItems, type SavedRef } from '../../../src/lib/saved-items';
import { render, run, settle, waitFor } from '../../support/render';
import { quietMultipleClientWarning } from '../../support/auth/quiet-gotrue';

quietMultipleClientWarning();

let server: FakeAuthServer;
let auth: AuthContextValue;
let saved: SavedItemsValue;

function Probe() {
  auth = useAuth();
  saved = useSavedItems();
  return null;
}

const shop: SavedRef = { kind: 'shop', id: 'antipolo-bike-hub-antipolo', name: 'Antipolo Bike Hub' };
const brand: SavedRef = { kind: 'brand', id: 'giro', name: 'Giro' };

/** One "device": its own localStorage (cleared between devices) and its own supabase-js client. */
async function openDevice(withAuth = true) {
  resetAuthClientForTests();
  const config = withAuth ? { url: server.url, anonKey: server.anonKey } : null;
  const view = render(
    <ToastProvider>
      <AuthProvider config={config}>
        <SavedItemsProvider>
          <Probe />
          <SaveToggle item={shop} />
          <SaveToggle item={brand} />
        </SavedItemsProvider>
      </AuthProvider>
    </ToastProvider>,
  );
  await settle();
  return view;
}

function toggleButton(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((element) => element.getAttribute('aria-label')?.includes(name));
  if (!button) throw new Error(`no save toggle for ${name}`);
  return button;
}

const names = () =>
  savedItems(saved.entries)
    .map((entry) => entry.name)
    .sort();

beforeAll(async () => {
  server = await startFakeAuthServer();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('save toggle', () => {
  it('is named "Save {name}" / "Remove {name} from saved", pressed when saved, and keeps the list on the device', async () => {
    const view = await openDevice(false);
    await waitFor(() => expect(saved.ready).toBe(true));
    const button = toggleButton('Antipolo Bike Hub');
    expect(button.getAttribute('aria-label')).toBe('Save Antipolo Bike Hub');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await run(async () => button.click());
    expect(button.getAttribute('aria-label')).toBe('Remove Antipolo Bike Hub from saved');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toContain('antipolo-bike-hub-antipolo');
    view.unmount();

    const again = await openDevice(false); // a reload on the same device
    await waitFor(() => expect(toggleButton('Antipolo Bike Hub').getAttribute('aria-pressed')).toBe('true'));
    await run(async () => toggleButton('Antipolo Bike Hub').click());
    expect(toggleButton('Antipolo Bike Hub').getAttribute('aria-pressed')).toBe('false');
    again.unmount();
  });
});

describe('saved list on the account', () => {
  it('follows the visitor to another device after signing in, and a removal there reaches the first', async () => {
    const address = `saver-${Date.now()}@example.com`;

    // Phone A: saves while signed out, then signs up: the device list goes to the account.
    const phoneA = await openDevice();
    await waitFor(() => expect(saved.ready).toBe(true));
    await run(async () => toggleButton('Antipolo Bike Hub').click());
    await run(() => auth.signUp(address, 'pedal-power'));
    await waitFor(() => {
      const metadata = server.users.get(address)?.user_metadata;
      expect(JSON.stringify(metadata?.[SAVED_METADATA_KEY] ?? null)).toContain('antipolo-bike-hub-antipolo');
    });
    await waitFor(() => expect(saved.syncing).toBe(false));
    const puts = server.requests.filter((request) => request.method === 'PUT' && request.path === '/auth/v1/user');
    expect(puts.at(-1)?.headers.authorization).toMatch(/^Bearer eyJ/);
    phoneA.unmount();
    const phoneAStorage = { ...localStorage };

    // Phone B: its own list has Giro; after signing in it holds both.
    localStorage.clear();
    const phoneB = await openDevice();
    await waitFor(() => expect(saved.ready).toBe(true));
    await run(async () => toggleButton('Giro').click());
    await run(() => auth.signIn(address, 'pedal-power'));
    await waitFor(() => expect(names()).toEqual(['Antipolo Bike Hub', 'Giro']));
    await waitFor(() => expect(saved.syncing).toBe(false));
    // …and removes the shop while signed in.
    await run(async () => toggleButton('Antipolo Bike Hub').click());
    await waitFor(() => expect(saved.syncing).toBe(false));
    await waitFor(() =>
      expect(JSON.stringify(server.users.get(address)?.user_metadata[SAVED_METADATA_KEY])).toMatch(
        /"id":"antipolo-bike-hub-antipolo","name":"Antipolo Bike Hub","saved":false/,
      ),
    );
    phoneB.unmount();

    // Phone A again, still signed in from before: the removal and Giro arrive; nothing comes back.
    localStorage.clear();
    for (const [key, value] of Object.entries(phoneAStorage)) localStorage.setItem(key, value);
    const phoneAAgain = await openDevice();
    await waitFor(() => expect(auth.user?.email).toBe(address));
    await waitFor(() => expect(names()).toEqual(['Giro']));
    expect(toggleButton('Antipolo Bike Hub').getAttribute('aria-pressed')).toBe('false');
    expect(toggleButton('Giro').getAttribute('aria-pressed')).toBe('true');
    phoneAAgain.unmount();
  });

  it('signing out keeps the list on the device', async () => {
    const address = `keeper-${Date.now()}@example.com`;
    const view = await openDevice();
    await waitFor(() => expect(saved.ready).toBe(true));
    await run(() => auth.signUp(address, 'pedal-power'));
    await run(async () => toggleButton('Giro').click());
    await waitFor(() => expect(saved.syncing).toBe(false));
    await run(() => auth.signOut());
    await waitFor(() => expect(auth.user).toBeNull());
    expect(names()).toEqual(['Giro']);
    view.unmount();
  });
});
