import * as React from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { useToast } from '../../hooks/use-toast';
import { ActionButton, EmailField, Field } from './controls';
import type { FormProps } from './form-props';
import * as styles from './AccountDialog.css';

/** Sign in or sign up with an email and a password: one form, two submit buttons. */
export function SignInForm({ state, dispatch, firstFieldRef, introId, close }: FormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const passwordHintId = React.useId();
  const { email, password, invalid, pending } = state;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action: 'signIn' | 'signUp' = submitter?.getAttribute('value') === 'signUp' ? 'signUp' : 'signIn';
    // Checked here, before any request: the provider shows the spec's message in a toast.
    dispatch({ type: 'credentialsSubmitted', action });
    try {
      if (action === 'signUp') {
        const { error, session } = await auth.signUp(email, password);
        if (error) return;
        close();
        toast(
          session
            ? { title: 'Account created', description: 'You are signed in. Your saved list now follows your account.' }
            : { title: 'Check your email', description: 'Open the confirmation link we sent, then sign in.' },
        );
      } else {
        const { error } = await auth.signIn(email, password);
        if (error) return;
        close();
        toast({ title: 'Signed in', description: 'Your saved list now follows your account.' });
      }
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending !== null}>
      <p id={introId} className={styles.intro}>
        Anyone can save shops, brands and listings on this device. Sign in to keep your saved list on your account and see it on your other phones.
      </p>
      <EmailField inputRef={firstFieldRef} value={email} invalid={invalid.email} onChange={(value) => dispatch({ type: 'edit', field: 'email', value })} />
      <Field
        id="account-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        invalid={invalid.password}
        onChange={(value) => dispatch({ type: 'edit', field: 'password', value })}
        hint={{ id: passwordHintId, text: 'New here? Choose a password of at least 6 characters and press Sign up.' }}
      >
        <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'showForm', form: 'forgot' })}>
          Forgot password?
        </button>
      </Field>
      <div className={styles.actions}>
        <ActionButton type="submit" value="signIn" kind="primary" pending={pending} action="signIn">
          Sign in
        </ActionButton>
        <ActionButton type="submit" value="signUp" kind="secondary" pending={pending} action="signUp">
          Sign up
        </ActionButton>
      </div>
    </form>
  );
}
