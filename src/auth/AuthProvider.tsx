import * as React from 'react';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useToast } from '../hooks/use-toast';
import { readAuthConfig, type AuthConfig } from './config';
import { hasSessionInUrl, hasStoredSession } from './stored-session';
import { loadAuthClient } from './load-client';
import type { EmailLinkOutcome } from './email-link';
import { authActions, type AuthActions } from './auth-actions';
import { readStored, storageWorks } from '../lib/browser-storage';
import { AUTH_UNAVAILABLE, toFailure, type AuthFailure } from './errors';

export type { SignUpOptions } from './auth-actions';

/** The account's state and what a visitor can do with it (the actions: src/auth/auth-actions.ts). */
export interface AuthContextValue extends AuthActions {
  /** False when the site was built without GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY. */
  enabled: boolean;
  user: User | null;
  session: Session | null;
  /** True until the first session has been read. */
  loading: boolean;
  /** False where the browser keeps nothing (storage refused): a sign-in then lasts only while the page is open. */
  sessionKept: boolean;
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
}

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

/**
 * The Supabase client, loaded on first use (`ensureClient`) or at once when a session is stored or
 * arrives in the address, and the account's state as its auth events leave it.
 */
function useAuthClient(config: AuthConfig | null) {
  const [session, setSession] = React.useState<Session | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [lastEvent, setLastEvent] = React.useState<AuthChangeEvent | null>(null);
  const [recovering, setRecovering] = React.useState(false);
  const [linkError, setLinkError] = React.useState<AuthContextValue['linkError']>(null);
  const [sessionKept, setSessionKept] = React.useState(true);
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
    // Through the guarded helper: where the browser refuses storage, reading it must not throw here, in the root of every page.
    setSessionKept(storageWorks());
    if (config && (hasStoredSession({ getItem: (key) => readStored(key) }) || hasSessionInUrl(window.location.hash))) {
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

  return { session, loading, lastEvent, recovering, setRecovering, linkError, setLinkError, sessionKept, ensureClient };
}

export function AuthProvider({ children, config: configProp }: AuthProviderProps) {
  const config = React.useMemo(() => (configProp === undefined ? readAuthConfig() : configProp), [configProp]);
  const { toast } = useToast();
  const { session, loading, lastEvent, recovering, setRecovering, linkError, setLinkError, sessionKept, ensureClient } = useAuthClient(config);

  const fail = React.useCallback(
    (title: string | null, error: unknown): AuthFailure => {
      const failure = toFailure(error);
      if (title) toast({ title, description: failure.message, variant: 'destructive' });
      return failure;
    },
    [toast],
  );

  const clearEmailLink = React.useCallback(() => {
    setRecovering(false);
    setLinkError(null);
  }, [setRecovering, setLinkError]);

  const actions = React.useMemo(
    () => authActions({ enabled: config !== null, client: ensureClient, fail, clearEmailLink }),
    [config, ensureClient, fail, clearEmailLink],
  );

  const value = React.useMemo<AuthContextValue>(
    () => ({
      ...actions,
      enabled: config !== null,
      user: session?.user ?? null,
      session,
      loading,
      sessionKept,
      lastEvent,
      recovering,
      linkError,
      clearEmailLink,
      load: async () => {
        if (config) await ensureClient();
      },
    }),
    [actions, config, session, loading, sessionKept, lastEvent, recovering, linkError, clearEmailLink, ensureClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
