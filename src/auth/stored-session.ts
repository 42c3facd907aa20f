import { AUTH_STORAGE_KEY } from './config';

/**
 * Whether supabase-js left a session in this browser, read without loading the
 * library: only then is it worth fetching at start. The value is the JSON
 * session supabase-js writes ({ access_token, refresh_token, … }).
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (!storage) return false;
  try {
    const text = storage.getItem(AUTH_STORAGE_KEY);
    if (!text) return false;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return false;
    const session = value as Record<string, unknown>;
    return typeof session.refresh_token === 'string' || typeof session.access_token === 'string';
  } catch {
    return false;
  }
}

/**
 * An email confirmation or magic link lands with the session in the URL
 * fragment (implicit flow: #access_token=…). The library must load to read it.
 */
export function hasSessionInUrl(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('access_token') || params.has('error_description');
}
