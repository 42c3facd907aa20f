import * as React from 'react';
import { CircleUserRound } from 'lucide-react';
import { useOptionalAuth } from '../../auth/AuthProvider';
import { useHydrated } from '../../hooks/use-hydrated';
import { AccountDialog } from '../AccountDialog/AccountDialog';
import * as styles from './AccountButton.css';

/**
 * The header's account control. Opening it is what fetches supabase-js; on a
 * site built without the Supabase variables it is not rendered at all.
 */
export function AccountButton() {
  const auth = useOptionalAuth();
  const hydrated = useHydrated();
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const close = React.useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

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
        onClick={() => {
          setOpen(true);
          void auth.load().catch(() => undefined);
        }}
      >
        <CircleUserRound size={24} aria-hidden="true" />
        {signedIn && <span className={styles.signedInDot} aria-hidden="true" />}
      </button>
      <AccountDialog open={open} onClose={close} />
    </>
  );
}
