import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { PasswordProblem } from './password-recovery';
import {
  AUTH_UNAVAILABLE,
  EMAIL_REQUIRED,
  MISSING_CREDENTIALS,
  NEW_PASSWORD_REQUIRED,
  RECOVERY_TOAST_TITLES,
  RESET_SESSION_ENDED,
  SESSION_MISSING,
  TOAST_TITLES,
  type AuthFailure,
} from './errors';

export interface SignUpOptions {
  emailRedirectTo?: string;
  /** Free-form user metadata stored with the new account. */
  data?: Record<string, unknown>;
}

/** What a visitor can do with their account; each answers with an error it has already shown as a toast (where it has a title). */
export interface AuthActions {
  signUp(email: string, password: string, options?: SignUpOptions): Promise<{ error: AuthFailure | null; session: Session | null }>;
  signIn(email: string, password: string): Promise<{ error: AuthFailure | null }>;
  signOut(): Promise<{ error: AuthFailure | null }>;
  /**
   * Ask for a password-reset link to this site (POST /auth/v1/recover). A refusal ends in a
   * 'Password reset Failed' toast; a second request within GoTrue's minute is not one (it would tell
   * who has an account).
   */
  requestPasswordReset(email: string): Promise<{ error: AuthFailure | null }>;
  /**
   * Set the password of the account a reset link signed in (PUT /auth/v1/user). A refusal ends in a
   * 'Password change Failed' toast, and `problem` says what kind it was (null when nothing was sent
   * or the request threw); when the link's session is gone the toast asks for a new link.
   */
  chooseNewPassword(password: string): Promise<{ error: AuthFailure | null; problem: PasswordProblem | null }>;
  /** Give up the reset link's session on this device only (after the server said it has ended). */
  endRecovery(): Promise<void>;
  getSession(): Promise<{ session: Session | null; error: AuthFailure | null }>;
  /** The user as the server has it now (GET /auth/v1/user). */
  getUser(): Promise<{ user: User | null; error: AuthFailure | null }>;
  /** Merge keys into the user's metadata (PUT /auth/v1/user with { data }). */
  updateUserData(data: Record<string, unknown>): Promise<{ user: User | null; error: AuthFailure | null }>;
}

/** What the actions need of the provider that holds them. */
export interface AuthActionContext {
  /** False when the site was built without the auth settings: every action then fails, with its toast. */
  enabled: boolean;
  /** The loaded, subscribed client (loaded on first use). */
  client(): Promise<SupabaseClient>;
  /** Turns an error into the failure returned, and shows it in a toast under `title` (none when null). */
  fail(title: string | null, error: unknown): AuthFailure;
  /** Forgets the open reset link and the link error. */
  clearEmailLink(): void;
}

const disabledResult = { message: AUTH_UNAVAILABLE };

/** Recovery's code rides in the library's chunk: no page loads it before an auth feature is used. */
const loadRecovery = () => import(/* webpackChunkName: "supabase-auth" */ './password-recovery');

/**
 * Runs an action with the loaded client: when auth is off, or the action throws, it ends in
 * `fallback` with the error, shown in a toast under `title` (none when null).
 */
function clientRunner({ enabled, client, fail }: AuthActionContext) {
  return async <T>(title: string | null, run: (client: SupabaseClient) => Promise<T>, fallback: T & { error: AuthFailure | null }) => {
    if (!enabled) return { ...fallback, error: fail(title, disabledResult) };
    try {
      return await run(await client());
    } catch (error) {
      // A thrown error (chunk download failed, fetch threw outside supabase-js) ends in the same toast.
      return { ...fallback, error: fail(title, error) };
    }
  };
}

type WithClient = ReturnType<typeof clientRunner>;

/** Signing up, in and out. */
function signInActions({ fail }: AuthActionContext, withClient: WithClient): Pick<AuthActions, 'signUp' | 'signIn' | 'signOut'> {
  return {
    signUp: (email, password, options) => {
      if (!email.trim() || !password) {
        return Promise.resolve({ error: fail(TOAST_TITLES.signUp, { message: MISSING_CREDENTIALS }), session: null });
      }
      return withClient(
        TOAST_TITLES.signUp,
        async (supabase) => {
          const { data, error } = await supabase.auth.signUp({ email: email.trim(), password, options });
          if (error) return { error: fail(TOAST_TITLES.signUp, error), session: null };
          return { error: null, session: data.session };
        },
        { error: null, session: null },
      );
    },
    signIn: (email, password) => {
      if (!email.trim() || !password) {
        return Promise.resolve({ error: fail(TOAST_TITLES.signIn, { message: MISSING_CREDENTIALS }) });
      }
      return withClient(
        TOAST_TITLES.signIn,
        async (supabase) => {
          const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
          return { error: error ? fail(TOAST_TITLES.signIn, error) : null };
        },
        { error: null },
      );
    },
    signOut: () =>
      withClient(
        TOAST_TITLES.signOut,
        async (supabase) => {
          const { data } = await supabase.auth.getSession();
          if (!data.session) return { error: fail(TOAST_TITLES.signOut, { message: SESSION_MISSING }) };
          const { error } = await supabase.auth.signOut();
          return { error: error ? fail(TOAST_TITLES.signOut, error) : null };
        },
        { error: null },
      ),
  };
}

/** A forgotten password: the reset link asked for, the new password set, the link's session given up. */
function recoveryActions(
  { client, fail, clearEmailLink }: AuthActionContext,
  withClient: WithClient,
): Pick<AuthActions, 'requestPasswordReset' | 'chooseNewPassword' | 'endRecovery'> {
  return {
    requestPasswordReset: (email) => {
      const title = RECOVERY_TOAST_TITLES.resetRequest;
      // An empty address is a message, never a request.
      if (!email.trim()) return Promise.resolve({ error: fail(title, { message: EMAIL_REQUIRED }) });
      return withClient(
        title,
        async (supabase) => {
          const recovery = await loadRecovery();
          const { error } = await recovery.requestPasswordReset(supabase, email, window.location.origin);
          return { error: error ? fail(title, error) : null };
        },
        { error: null },
      );
    },
    chooseNewPassword: (password) => {
      const title = RECOVERY_TOAST_TITLES.newPassword;
      if (!password) return Promise.resolve({ error: fail(title, { message: NEW_PASSWORD_REQUIRED }), problem: null });
      return withClient(
        title,
        async (supabase) => {
          const recovery = await loadRecovery();
          const { error } = await recovery.chooseNewPassword(supabase, password);
          if (!error) return { error: null, problem: null };
          const problem = recovery.classifyPasswordError(error);
          // The link's session is gone on the server: the way on is a new link, whatever the server said.
          return { error: fail(title, problem === 'session' ? { message: RESET_SESSION_ENDED } : error), problem };
        },
        { error: null, problem: null },
      );
    },
    endRecovery: async () => {
      clearEmailLink();
      await (await client()).auth.signOut({ scope: 'local' });
    },
  };
}

/** The session and the user as the server has them, and the user's metadata written. */
function accountActions({ fail }: AuthActionContext, withClient: WithClient): Pick<AuthActions, 'getSession' | 'getUser' | 'updateUserData'> {
  return {
    getSession: () =>
      withClient(
        null,
        async (supabase) => {
          const { data, error } = await supabase.auth.getSession();
          return { session: data.session, error: error ? fail(null, error) : null };
        },
        { session: null, error: null },
      ),
    getUser: () =>
      withClient(
        null,
        async (supabase) => {
          const { data, error } = await supabase.auth.getUser();
          return { user: data.user, error: error ? fail(null, error) : null };
        },
        { user: null, error: null },
      ),
    updateUserData: (data) =>
      withClient(
        null,
        async (supabase) => {
          const { data: result, error } = await supabase.auth.updateUser({ data });
          return { user: result.user, error: error ? fail(null, error) : null };
        },
        { user: null, error: null },
      ),
  };
}

/** The account actions over a provider's client, toasts and link state (src/auth/AuthProvider.tsx wraps them). */
export function authActions(context: AuthActionContext): AuthActions {
  const withClient = clientRunner(context);
  return { ...signInActions(context, withClient), ...recoveryActions(context, withClient), ...accountActions(context, withClient) };
}
