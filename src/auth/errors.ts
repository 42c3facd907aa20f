/** The spec's error catalogue for the auth layer. */
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
export const SESSION_MISSING = 'Auth session missing!';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const AUTH_UNAVAILABLE = 'Accounts are not available on this site.';

export const TOAST_TITLES = {
  signUp: 'Sign up Failed',
  signIn: 'Sign in Failed',
  signOut: 'Sign out Failed',
} as const;

/** Password recovery's messages (the provider says them; the rest of recovery loads on demand). */
export const EMAIL_REQUIRED = 'Enter the email address you signed up with.';
export const NEW_PASSWORD_REQUIRED = 'Enter a new password.';
export const RESET_SESSION_ENDED = 'Your reset link has run out. Ask for a new one below.';

export const RECOVERY_TOAST_TITLES = {
  resetRequest: 'Password reset Failed',
  newPassword: 'Password change Failed',
  /** An emailed link that came back with an error (GoTrue does not say which kind of link it was). */
  emailLink: 'Email link Failed',
} as const;

export interface AuthFailure {
  message: string;
  status?: number;
}

/**
 * The text a visitor sees for an error: the error's own message when it is one
 * a person can read, else 'Something went wrong'. A gateway error (502-504, and the 52x of
 * proxies) carries a proxy's text ("HTTP 503", "An invalid response was received from the
 * upstream server"), and an unreadable body arrives as a JSON parse error; neither means
 * anything to a visitor. A 500 keeps the auth server's own message ("Database error").
 */
export function describeAuthError(error: unknown): string {
  if (!error || typeof error !== 'object') return SOMETHING_WENT_WRONG;
  const { message, name } = error as { message?: unknown; name?: unknown };
  if (name === 'AuthUnknownError') return SOMETHING_WENT_WRONG;
  if (name === 'AuthRetryableFetchError' && isGatewayStatus((error as { status?: unknown }).status)) return SOMETHING_WENT_WRONG;
  // The auth chunk itself could not be downloaded (offline, or a new deploy replaced it).
  if (name === 'ChunkLoadError') return 'Could not load sign-in. Check your connection and try again.';
  if (typeof message !== 'string') return SOMETHING_WENT_WRONG;
  const text = message.trim();
  if (!text || text.startsWith('{') || text.startsWith('[') || /JSON/.test(text)) return SOMETHING_WENT_WRONG;
  return text;
}

function isGatewayStatus(status: unknown): boolean {
  return typeof status === 'number' && ((status >= 502 && status <= 504) || (status >= 520 && status <= 530));
}

export function toFailure(error: unknown): AuthFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return { message: describeAuthError(error), ...(typeof status === 'number' ? { status } : {}) };
}
