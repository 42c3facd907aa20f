import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, type AuthConfig } from './config';
import { readEmailLink, withoutFragment, type EmailLinkOutcome } from './email-link';
import { guardedStore } from '../lib/guarded-store';

export interface AuthClientHooks {
  /** Told once when the page was opened from an emailed auth link, before the library uses it. */
  onEmailLink?(outcome: EmailLinkOutcome): void;
}

/**
 * The Supabase client. This module is only ever reached through import() (see
 * load-client.ts), so supabase-js stays out of every page's first-load bundle.
 * supabase-js sends the apikey header and the bearer token itself, and its
 * defaults already implement the spec's refresh ticks, margins and retries.
 */
export function createAuthClient(config: AuthConfig, hooks: AuthClientHooks = {}): SupabaseClient {
  const client = createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'implicit',
      persistSession: true,
      autoRefreshToken: true,
      // Same detection as `true`, plus taking the tokens out of the address bar (below).
      detectSessionInUrl: (_url, params) => takeEmailLink(params, hooks.onEmailLink),
      storageKey: AUTH_STORAGE_KEY,
      // Through the guarded helper: where the browser refuses storage the session is held for this visit only, and nothing throws.
      storage: guardedStore(),
    },
  });
  // Once the library has read the link, drop the bare '#' left in the address.
  void client.auth.initialize().then(() => {
    if (window.location.href.endsWith('#')) window.history.replaceState(window.history.state, '', withoutFragment(window.location.href));
  });
  return client;
}

/**
 * supabase-js calls this once, right after it has read the URL and before it
 * uses what it found: the moment to take an emailed link's tokens (or error)
 * out of the address bar with history.replaceState. The library clears the
 * fragment itself afterwards with `location.hash = ''`, which pushes a new
 * history entry, so Back would show the tokens again; an already empty
 * fragment ('…#') makes that assignment a no-op.
 */
function takeEmailLink(params: Record<string, string>, onEmailLink: AuthClientHooks['onEmailLink']): boolean {
  const outcome = readEmailLink(params);
  if (!outcome) return false;
  window.history.replaceState(window.history.state, '', `${withoutFragment(window.location.href)}#`);
  onEmailLink?.(outcome);
  return true;
}
