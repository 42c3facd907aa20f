import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, type AuthConfig } from './config';

/**
 * The Supabase client. This module is only ever reached through import() (see
 * load-client.ts), so supabase-js stays out of every page's first-load bundle.
 * supabase-js sends the apikey header and the bearer token itself, and its
 * defaults already implement the spec's refresh ticks, margins and retries.
 */
export function createAuthClient(config: AuthConfig): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'implicit',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
    },
  });
}
