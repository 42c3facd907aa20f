import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './config';
import type { AuthClientHooks } from './client';

let pending: Promise<SupabaseClient> | null = null;

/**
 * Fetch supabase-js on demand, once. A failed chunk download (offline) is not
 * cached, so opening the dialog again retries.
 */
export function loadAuthClient(config: AuthConfig, hooks?: AuthClientHooks): Promise<SupabaseClient> {
  pending ??= import(/* webpackChunkName: "supabase-auth" */ './client')
    .then((module) => module.createAuthClient(config, hooks))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Tests only: forget the client so the next load makes a new one. */
export function resetAuthClientForTests(): void {
  pending = null;
}
