import { SOMETHING_WENT_WRONG } from './errors';

/**
 * What an emailed auth link brought back in the address (Supabase's implicit
 * flow): a session in the fragment (#access_token=…&type=recovery), or the
 * error GoTrue redirects with when the link is spent
 * (#error=access_denied&error_code=otp_expired&error_description=…).
 *
 * Pure, and only imported by code that loads with the auth library (client.ts,
 * the account dialog), so none of it is in a page's first load.
 */
export type EmailLinkOutcome = { kind: 'session'; type: string | null } | { kind: 'error'; code: string | null; description: string | null };

/** Error codes GoTrue uses for a link that is too old, already used, or not its own. */
const SPENT_LINK_CODES = new Set(['otp_expired', 'flow_state_expired', 'flow_state_not_found']);

export const SPENT_LINK_MESSAGE = 'This link has expired or was already used. Ask for a new one below.';

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Read the parameters supabase-js collects from the URL (query and fragment
 * together). Null when they are not an auth callback, exactly when supabase-js
 * itself would not treat them as one (an access_token or an error_description).
 */
export function readEmailLink(params: Record<string, string | undefined>): EmailLinkOutcome | null {
  if (!params.access_token && !params.error_description) return null;
  if (params.error || params.error_code || params.error_description) {
    return { kind: 'error', code: text(params.error_code), description: text(params.error_description) };
  }
  return { kind: 'session', type: text(params.type) };
}

/** Parse a fragment ("#a=1&b=2") into the parameter map readEmailLink takes. */
export function fragmentParams(hash: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
}

/** A link that cannot be used any more says so plainly; anything else shows the server's words. */
export function describeLinkError(outcome: Extract<EmailLinkOutcome, { kind: 'error' }>): string {
  if (outcome.code && SPENT_LINK_CODES.has(outcome.code)) return SPENT_LINK_MESSAGE;
  if (outcome.description && /expired|invalid/i.test(outcome.description)) return SPENT_LINK_MESSAGE;
  return outcome.description ?? SOMETHING_WENT_WRONG;
}

/** The address without its fragment: what the address bar shows once the tokens are read. */
export function withoutFragment(href: string): string {
  const url = new URL(href);
  url.hash = ''; // a URL with an empty fragment drops the '#' too
  return url.href;
}
