import * as React from 'react';
import { Link } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';
import { useToast } from '../../hooks/use-toast';
import { savedItems } from '../../lib/saved-items';
import { useSavedItems } from '../../saved/SavedItemsProvider';
import { ActionButton } from './controls';
import type { FormProps } from './form-props';
import * as styles from './AccountDialog.css';

/** Signed in: who, the saved list, and signing out. */
export function SignedInView({ state, dispatch, introId, close }: Omit<FormProps, 'firstFieldRef'>) {
  const auth = useAuth();
  const saved = useSavedItems();
  const { toast } = useToast();
  const { pending } = state;

  const signOut = async () => {
    if (pending) return;
    dispatch({ type: 'signOutStarted' });
    try {
      const { error } = await auth.signOut();
      if (error) return;
      close();
      toast({ title: 'Signed out', description: 'Your saved list stays on this device.' });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  return (
    <div className={styles.signedIn}>
      <p id={introId}>
        Signed in as <span className={styles.email}>{auth.user?.email ?? auth.user?.phone ?? 'your account'}</span>
      </p>
      <p>
        <Link to="/saved/" className={styles.savedLink} onClick={close}>
          Your saved list ({savedItems(saved.entries).length})
        </Link>
      </p>
      <div className={styles.actions}>
        <ActionButton type="button" kind="secondary" pending={pending} action="signOut" onClick={() => void signOut()}>
          Sign out
        </ActionButton>
      </div>
    </div>
  );
}
