import * as React from 'react';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useToast } from '../hooks/use-toast';
import { readAuthConfig, type AuthConfig } from './config';
import { hasSessionInUrl, hasStoredSession } from './stored-session';
import { loadAuthClient } from './load-client';
import type { EmailLinkOutcome } from './email-link';
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
  toFailure,
  type AuthFailure,
} from './errors';

export interface SignUpOptions {
  emailRedirectTo?: string;
  /** Free-form user metadata stored with the new account. */
  data?: Record<string, unknown>;
}

export interface AuthContextValue {
  /** False when the site was built without GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY. */
  enabled: boolean;
  user: User | null;
  session: Session | null;
  /** True until the first session has been read. */
  loading: boolean;
  /** The last auth event seen (INITIAL_SESSION, SIGNED_IN, …), or null before any. */
  lastEvent: AuthChangeEvent | null;
  /** A password-reset link was opened (PASSWORD_RECOVERY) and no new password is set yet. */
  recovering: boolean;
  /** An emailed link came back with an error instead of a session (expired, already used). */
  linkError: Extract<EmailLinkOutcome, { kind: 'error' }> | null;
  /** Forget `recovering` and `linkError`: the new password is set, or a new link was asked for. */
  clearEmailLink(): void;
  /** Fetch supabase-js and start listening (the account dialog calls this when it opens). */
  load(): Promise<void>;
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

const disabledResult = { message: AUTH_UNAVAILABLE };

/** Recovery's code rides in the library's chunk: no page loads it before an auth feature is used. */
const loadRecovery = () => import(/* webpackChunkName: "supabase-auth" */ './password-recovery');

const AuthContext = React.createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = React.useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> above it (src/gatsby/wrap-root-element.tsx).');
  return value;
}

/** For components that may render outside the provider (unit tests of a card): null there. */
export function useOptionalAuth(): AuthContextValue | null {
  return React.useContext(AuthContext);
}

interface AuthProviderProps {
  children: React.ReactNode;
  /** Tests pass a config; the site reads the build-time environment. */
  config?: AuthConfig | null;
}

export function AuthProvider({ children, config: configProp }: AuthProviderProps) {
  const config = React.useMemo(() => (configProp === undefined ? readAuthConfig() : configProp), [configProp]);
  const { toast } = useToast();
  const [session, setSession] = React.useState<Session | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [lastEvent, setLastEvent] = React.useState<AuthChangeEvent | null>(null);
  const [recovering, setRecovering] = React.useState(false);
  const [linkError, setLinkError] = React.useState<AuthContextValue['linkError']>(null);
  const clientRef = React.useRef<Promise<SupabaseClient> | null>(null);
  const cleanupRef = React.useRef<(() => void) | null>(null);
  const unmounted = React.useRef(false);

  /** Load the library once and subscribe; every auth event replaces the session. */
  const ensureClient = React.useCallback((): Promise<SupabaseClient> => {
    if (!config) return Promise.reject(new Error(AUTH_UNAVAILABLE));
    if (clientRef.current) return clientRef.current;
    const onEmailLink = (outcome: EmailLinkOutcome) => {
      if (outcome.kind === 'error' && !unmounted.current) setLinkError(outcome);
    };
    const loaded = loadAuthClient(config, { onEmailLink }).then((client) => {
      if (unmounted.current) return client;
      const { data } = client.auth.onAuthStateChange((event, next) => {
        if (unmounted.current) return;
        // Kept apart from lastEvent: INITIAL_SESSION may arrive just after PASSWORD_RECOVERY.
        if (event === 'PASSWORD_RECOVERY') setRecovering(true);
        if (event === 'SIGNED_OUT') setRecovering(false);
        setLastEvent(event);
        setSession(next);
        setLoading(false);
      });
      cleanupRef.current = () => {
        data.subscription.unsubscribe();
        void client.auth.stopAutoRefresh();
      };
      return client;
    });
    loaded.catch(() => {
      clientRef.current = null; // a failed download may succeed next time
      if (!unmounted.current) setLoading(false);
    });
    clientRef.current = loaded;
    return clientRef.current;
  }, [config]);

  React.useEffect(() => {
    unmounted.current = false;
    const storage = typeof window === 'undefined' ? undefined : window.localStorage;
    if (config && (hasStoredSession(storage) || hasSessionInUrl(window.location.hash))) {
      ensureClient().catch(() => undefined);
    } else {
      // Nothing stored: the first session is "none", read without the library.
      setLoading(false);
    }
    return () => {
      unmounted.current = true;
      cleanupRef.current?.();
    };
  }, [config, ensureClient]);

  const fail = React.useCallback(
    (title: string | null, error: unknown): AuthFailure => {
      const failure = toFailure(error);
      if (title) toast({ title, description: failure.message, variant: 'destructive' });
      return failure;
    },
    [toast],
  );

  const value = React.useMemo<AuthContextValue>(() => {
    const withClient = async <T,>(title: string | null, run: (client: SupabaseClient) => Promise<T>, fallback: T & { error: AuthFailure | null }) => {
      if (!config) return { ...fallback, error: fail(title, disabledResult) };
      try {
        return await run(await ensureClient());
      } catch (error) {
        // A thrown error (chunk download failed, fetch threw outside supabase-js) ends in the same toast.
        return { ...fallback, error: fail(title, error) };
      }
    };

    return {
      enabled: config !== null,
      user: session?.user ?? null,
      session,
      loading,
      lastEvent,
      recovering,
      linkError,
      clearEmailLink: () => {
        setRecovering(false);
        setLinkError(null);
      },
      load: async () => {
        if (config) await ensureClient();
      },
      signUp: (email, password, options) => {
        if (!email.trim() || !password) {
          return Promise.resolve({ error: fail(TOAST_TITLES.signUp, { message: MISSING_CREDENTIALS }), session: null });
        }
        return withClient(
          TOAST_TITLES.signUp,
          async (client) => {
            const { data, error } = await client.auth.signUp({ email: email.trim(), password, options });
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
          async (client) => {
            const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
            return { error: error ? fail(TOAST_TITLES.signIn, error) : null };
          },
          { error: null },
        );
      },
      signOut: () =>
        withClient(
          TOAST_TITLES.signOut,
          async (client) => {
            const { data } = await client.auth.getSession();
            if (!data.session) return { error: fail(TOAST_TITLES.signOut, { message: SESSION_MISSING }) };
            const { error } = await client.auth.signOut();
            return { error: error ? fail(TOAST_TITLES.signOut, error) : null };
          },
          { error: null },
        ),
      requestPasswordReset: (email) => {
        const title = RECOVERY_TOAST_TITLES.resetRequest;
        // An empty address is a message, never a request.
        if (!email.trim()) return Promise.resolve({ error: fail(title, { message: EMAIL_REQUIRED }) });
        return withClient(
          title,
          async (client) => {
            const recovery = await loadRecovery();
            const { error } = await recovery.requestPasswordReset(client, email, window.location.origin);
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
          async (client) => {
            const recovery = await loadRecovery();
            const { error } = await recovery.chooseNewPassword(client, password);
            if (!error) return { error: null, problem: null };
            const problem = recovery.classifyPasswordError(error);
            // The link's session is gone on the server: the way on is a new link, whatever the server said.
            return { error: fail(title, problem === 'session' ? { message: RESET_SESSION_ENDED } : error), problem };
          },
          { error: null, problem: null },
        );
      },
      endRecovery: async () => {
        setRecovering(false);
        setLinkError(null);
        await (await ensureClient()).auth.signOut({ scope: 'local' });
      },
      getSession: () =>
        withClient(
          null,
          async (client) => {
            const { data, error } = await client.auth.getSession();
            return { session: data.session, error: error ? fail(null, error) : null };
          },
          { session: null, error: null },
        ),
      getUser: () =>
        withClient(
          null,
          async (client) => {
            const { data, error } = await client.auth.getUser();
            return { user: data.user, error: error ? fail(null, error) : null };
          },
          { user: null, error: null },
        ),
      updateUserData: (data) =>
        withClient(
          null,
          async (client) => {
            const { data: result, error } = await client.auth.updateUser({ data });
            return { user: result.user, error: error ? fail(null, error) : null };
          },
          { user: null, error: null },
        ),
    };
  }, [config, session, loading, lastEvent, recovering, linkError, ensureClient, fail]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
