/**
 * Where the Supabase project is. Both values are read at build time from the
 * environment (Gatsby inlines GATSBY_* variables into the browser bundle); the
 * anonymous key is public by design. Without them the site has no account
 * features and no error: saving still works on the device.
 */
export interface AuthConfig {
  url: string;
  anonKey: string;
}

/**
 * supabase-js keeps the session under this localStorage key (set explicitly so we can look without loading it),
 * through the guarded store of src/lib/browser-storage.ts (client.ts).
 */
export const AUTH_STORAGE_KEY = 'padyak-hub-auth';

export function readAuthConfig(): AuthConfig | null {
  // Spelled out in full: the bundler replaces these exact expressions.
  const url = process.env.GATSBY_SUPABASE_URL?.trim();
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}
