import * as React from 'react';
import { CircleUserRound } from 'lucide-react';
import { useOptionalAuth } from '../../auth/AuthProvider';
import { useHydrated } from '../../hooks/use-hydrated';
import { useToast } from '../../hooks/use-toast';
import * as styles from './AccountButton.css';

// The dialog is only needed once a visitor asks for it: its code stays out of the first load.
const loadDialog = () => import(/* webpackChunkName: "account-dialog" */ '../AccountDialog/AccountDialog');
const lazyDialog = () => React.lazy(() => loadDialog().then((module) => ({ default: module.AccountDialog })));

/** If the dialog's code cannot be fetched (offline), the page stays; the visitor is told and may retry. */
class DialogBoundary extends React.Component<{ onError(): void; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The header's account control. Opening it is what fetches supabase-js; on a
 * site built without the Supabase variables it is not rendered at all.
 */
export function AccountButton() {
  const auth = useOptionalAuth();
  const hydrated = useHydrated();
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false); // mount the lazy dialog from the first open on
  const [attempt, setAttempt] = React.useState(0);
  // React.lazy remembers a failed import; a new one per attempt lets a retry fetch again.
  const AccountDialog = React.useMemo(lazyDialog, [attempt]);
  const { toast } = useToast();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const close = React.useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Back from an emailed link (a password reset, or one that has expired): the dialog opens by itself.
  const emailLinkArrived = Boolean(auth?.recovering || auth?.linkError);
  React.useEffect(() => {
    if (!emailLinkArrived) return;
    setWanted(true);
    setOpen(true);
  }, [emailLinkArrived]);

  if (!auth?.enabled) return null;
  const signedIn = auth.user !== null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label="Account"
        aria-haspopup="dialog"
        // Until React has hydrated a click would be lost; disabled, it visibly waits instead.
        disabled={!hydrated}
        title={signedIn ? 'Account (signed in)' : 'Account'}
        // A hover or focus is a good hint a tap follows: start fetching the dialog then.
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
          void auth.load().catch(() => undefined);
        }}
      >
        <CircleUserRound size={24} aria-hidden="true" />
        {signedIn && <span className={styles.signedInDot} aria-hidden="true" />}
      </button>
      {wanted && (
        <DialogBoundary
          key={attempt}
          onError={() => {
            setWanted(false);
            setOpen(false);
            setAttempt((count) => count + 1);
            toast({ title: 'Account unavailable', description: 'Could not load sign-in. Check your connection and try again.', variant: 'destructive' });
          }}
        >
          <React.Suspense fallback={null}>
            <AccountDialog open={open} onClose={close} />
          </React.Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
