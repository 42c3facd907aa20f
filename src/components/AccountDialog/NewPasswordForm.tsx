import * as React from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { RECOVERY_TOAST_TITLES, toFailure } from '../../auth/errors';
import { useToast } from '../../hooks/use-toast';
import { ActionButton, Field } from './controls';
import type { FormProps } from './form-props';
import * as styles from './AccountDialog.css';

/** Back from a reset link, signed in: choose the new password. */
export function NewPasswordForm({ state, dispatch, firstFieldRef, introId, close }: FormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const hintId = React.useId();
  const { newPassword, invalid, pending, passwordRule } = state;

  const saveNewPassword = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    dispatch({ type: 'newPasswordSubmitted' });
    // An empty field is marked here; the provider says why and sends nothing.
    if (!newPassword) {
      await auth.chooseNewPassword(newPassword);
      firstFieldRef.current?.focus();
      return;
    }
    try {
      const { error, problem } = await auth.chooseNewPassword(newPassword);
      if (error) {
        if (problem) dispatch({ type: 'newPasswordRefused', problem, message: error.message });
        // The link's session is gone on the server: drop it here too, and the way on is a new link.
        if (problem === 'session') await auth.endRecovery();
        return;
      }
      auth.clearEmailLink();
      close();
      toast({ title: 'Password changed', description: 'You are signed in with your new password.' });
    } catch (error) {
      toast({ title: RECOVERY_TOAST_TITLES.newPassword, description: toFailure(error).message, variant: 'destructive' });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void saveNewPassword(event)} aria-busy={pending !== null}>
      <p id={introId} className={styles.intro}>
        You opened a password reset link and are signed in as <span className={styles.email}>{auth.user?.email ?? 'your account'}</span>. Choose a new password to finish.
      </p>
      <Field
        inputRef={firstFieldRef}
        id="account-new-password"
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        invalid={invalid.newPassword}
        onChange={(value) => dispatch({ type: 'edit', field: 'newPassword', value })}
        hint={{ id: hintId, text: passwordRule }}
      />
      <div className={styles.actions}>
        <ActionButton type="submit" kind="primary" pending={pending} action="newPassword">
          Save new password
        </ActionButton>
      </div>
    </form>
  );
}
