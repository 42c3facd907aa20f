import { AUTH_STORAGE_KEY, readAuthConfig } from '../../../src/auth/config';
import { hasSessionInUrl, hasStoredSession } from '../../../src/auth/stored-session';
import { describeAuthError } from '../../../src/auth/errors';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null) });

describe('looking for a stored session without loading supabase-js', () => {
  it("finds the session supabase-js writes under the site's storage key", () => {
    expect(AUTH_STORAGE_KEY).toBe('padyak-hub-auth');
    expect(hasStoredSession(storageWith(JSON.stringify({ access_token: 'eyJ…', refresh_token: 'abc', user: {} })))).toBe(true);
  });

  it('sees nothing in empty, foreign or damaged values', () => {
    expect(hasStoredSession(storageWith(null))).toBe(false);
    expect(hasStoredSession(storageWith('null'))).toBe(false);
    expect(hasStoredSession(storageWith('{broken'))).toBe(false);
    expect(hasStoredSession(storageWith('{"user":{}}'))).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
    expect(
      hasStoredSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });

  it('knows an auth redirect (#access_token=…) needs the library', () => {
    expect(hasSessionInUrl('#access_token=x&refresh_token=y&type=signup')).toBe(true);
    expect(hasSessionInUrl('#error_description=Email+link+is+invalid')).toBe(true);
    expect(hasSessionInUrl('#main')).toBe(false);
    expect(hasSessionInUrl('')).toBe(false);
  });
});

describe('configuration from the build environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is off when either variable is missing or the address is not http(s)', () => {
    delete process.env.GATSBY_SUPABASE_URL;
    process.env.GATSBY_SUPABASE_ANON_KEY = 'anon';
    expect(readAuthConfig()).toBeNull();
    process.env.GATSBY_SUPABASE_URL = 'javascript:alert(1)';
    expect(readAuthConfig()).toBeNull();
    process.env.GATSBY_SUPABASE_URL = 'https://abc.supabase.co';
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    expect(readAuthConfig()).toBeNull();
  });

  it('is on with both, the address without a trailing slash', () => {
    process.env.GATSBY_SUPABASE_URL = 'https://abc.supabase.co/';
    process.env.GATSBY_SUPABASE_ANON_KEY = ' anon-key ';
    expect(readAuthConfig()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon-key' });
  });
});

describe('error text for people', () => {
  it('shows a readable message and replaces raw or missing ones with "Something went wrong"', () => {
    expect(describeAuthError({ message: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(describeAuthError({ name: 'AuthRetryableFetchError', message: '{}' })).toBe('Something went wrong');
    expect(describeAuthError({ name: 'AuthUnknownError', message: 'Unexpected token <' })).toBe('Something went wrong');
    expect(describeAuthError({ message: '' })).toBe('Something went wrong');
    expect(describeAuthError(null)).toBe('Something went wrong');
    expect(describeAuthError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' })).toBe('Could not load sign-in. Check your connection and try again.');
  });
});
