import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Password recovery: asking for a reset link, and choosing the new password
 * once the link brought the visitor back signed in. Only the account dialog
 * imports this, and the auth provider loads it on demand with supabase-js,
 * so it is never in a page's first load. The messages the provider shows are
 * in errors.ts.
 */

/** Said after every request, whether or not the address has an account: nobody can probe for accounts. */
export const RESET_LINK_SENT = 'If an account exists for that address, we sent a link. Open it on this device to choose a new password.';
export const DEFAULT_PASSWORD_RULE = 'At least 6 characters.';

/** Where the emailed link sends the visitor back: this site's own address, whichever host serves it. */
export function resetRedirectTarget(origin: string): string {
  return new URL('/', origin).href;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as ErrorLike).code : undefined);

/**
 * GoTrue sends at most one recovery email per address a minute and answers a
 * second request with 429 over_email_send_rate_limit, but only for an address
 * that has an account. Shown as an error it would tell who is registered; the
 * first link is on its way, so it gets the same confirmation as a success.
 */
export function revealsAccount(error: unknown): boolean {
  return codeOf(error) === 'over_email_send_rate_limit';
}

export type PasswordProblem = 'weak' | 'same' | 'session' | 'other';

/** What kind of refusal a password update met, to decide what the form shows next. */
export function classifyPasswordError(error: unknown): PasswordProblem {
  const code = codeOf(error);
  const name = typeof error === 'object' && error !== null ? (error as ErrorLike).name : undefined;
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') return 'weak';
  if (code === 'same_password') return 'same';
  if (name === 'AuthSessionMissingError' || code === 'session_not_found' || code === 'session_expired' || code === 'refresh_token_not_found' || code === 'bad_jwt') {
    return 'session';
  }
  return 'other';
}

export async function requestPasswordReset(client: SupabaseClient, email: string, origin: string): Promise<{ error: unknown }> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: resetRedirectTarget(origin) });
  return { error: error && !revealsAccount(error) ? error : null };
}

export async function chooseNewPassword(client: SupabaseClient, password: string): Promise<{ error: unknown }> {
  const { error } = await client.auth.updateUser({ password });
  return { error: error ?? null };
}
