import * as React from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { describeLinkError } from '../../auth/email-link';
import { RESET_LINK_SENT } from '../../auth/password-recovery';
import { ActionButton, EmailField } from './controls';
import type { FormProps } from './form-props';
import * as styles from './AccountDialog.css';

/** 'Forgot password?': ask for a reset link by email. Also where a spent emailed link lands. */
export function ResetRequestForm({ state, dispatch, firstFieldRef, introId }: FormProps) {
  const auth = useAuth();
  const { email, invalid, pending, resetSent } = state;
  const { linkError } = auth;

  const sendResetLink = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    dispatch({ type: 'resetRequested' });
    // An empty address is marked here; the provider says why and sends nothing.
    if (!email.trim()) {
      await auth.requestPasswordReset(email);
      firstFieldRef.current?.focus();
      return;
    }
    try {
      const { error } = await auth.requestPasswordReset(email);
      if (error) return;
      dispatch({ type: 'resetLinkSent' });
      auth.clearEmailLink();
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const backToSignIn = () => {
    dispatch({ type: 'showForm', form: 'signIn' });
    auth.clearEmailLink();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void sendResetLink(event)} aria-busy={pending !== null}>
      <p id={introId} className={styles.intro}>
        {linkError ? describeLinkError(linkError) : 'Enter the email you signed up with and we will send you a link to choose a new password.'}
      </p>
      <EmailField inputRef={firstFieldRef} value={email} invalid={invalid.email} onChange={(value) => dispatch({ type: 'edit', field: 'email', value })} />
      {/* Always in the page, so screen readers announce the words when they appear. */}
      <p role="status" className={styles.notice}>
        {resetSent ? RESET_LINK_SENT : ''}
      </p>
      <div className={styles.actions}>
        <ActionButton type="submit" kind="primary" pending={pending} action="resetRequest">
          Send reset link
        </ActionButton>
        <button type="button" className={styles.button.secondary} onClick={backToSignIn}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
