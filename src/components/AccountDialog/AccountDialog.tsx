import * as React from 'react';
import { Link } from 'gatsby';
import { LoaderCircle, X } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider';
import { useSavedItems } from '../../saved/SavedItemsProvider';
import { toFailure } from '../../auth/errors';
import { describeLinkError } from '../../auth/email-link';
import {
  DEFAULT_PASSWORD_RULE,
  EMAIL_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  RECOVERY_TOAST_TITLES,
  RESET_LINK_SENT,
  RESET_SESSION_ENDED,
  chooseNewPassword,
  classifyPasswordError,
  requestPasswordReset,
} from '../../auth/password-recovery';
import { savedItems } from '../../lib/saved-items';
import { useToast } from '../../hooks/use-toast';
import * as styles from './AccountDialog.css';

interface AccountDialogProps {
  open: boolean;
  onClose(): void;
}

type Pending = 'signIn' | 'signUp' | 'signOut' | 'resetRequest' | 'newPassword' | null;

/** What the dialog shows; the visitor's state decides most of it, the 'Forgot password?' button the rest. */
type Form = 'checking' | 'account' | 'newPassword' | 'forgot' | 'signIn';

const TITLES: Record<Form, string> = {
  checking: 'Sign in or sign up',
  account: 'Your account',
  newPassword: 'Choose a new password',
  forgot: 'Reset your password',
  signIn: 'Sign in or sign up',
};

/**
 * Sign in, sign up, sign out and password recovery in a native modal <dialog>. showModal() does
 * the focus handling: it moves focus into the dialog (its first control), makes the page behind
 * inert so Tab never reaches it, and closes on Escape. Focus goes back to the account button
 * when the dialog closes (AccountButton's onClose).
 */
export function AccountDialog({ open, onClose }: AccountDialogProps) {
  const auth = useAuth();
  const saved = useSavedItems();
  const { toast, setHost } = useToast();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  // The first field of whichever form is shown: focus goes there when the dialog opens or switches forms.
  const firstFieldRef = React.useRef<HTMLInputElement>(null);
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [newPassword, setNewPassword] = React.useState('');
  const [invalid, setInvalid] = React.useState({ email: false, password: false, newPassword: false });
  const [pending, setPending] = React.useState<Pending>(null);
  const [wantsReset, setWantsReset] = React.useState(false);
  const [resetSent, setResetSent] = React.useState(false);
  // The rule under the new-password field; after a refusal it is the server's own (its minimum may differ).
  const [passwordRule, setPasswordRule] = React.useState(DEFAULT_PASSWORD_RULE);
  const titleId = React.useId();
  const introId = React.useId();
  const passwordHintId = React.useId();
  const newPasswordHintId = React.useId();

  const signedIn = auth.user !== null;
  const { linkError } = auth;
  const form: Form = auth.loading ? 'checking' : signedIn ? (auth.recovering ? 'newPassword' : 'account') : wantsReset || linkError ? 'forgot' : 'signIn';

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setHost(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, setHost]);

  // A form's first field rather than the close button, and again when the dialog switches forms.
  React.useEffect(() => {
    if (open && dialogRef.current?.open) firstFieldRef.current?.focus();
  }, [open, form]);

  // A spent link is announced once the dialog hosts the toast (outside it the page is inert).
  React.useEffect(() => {
    if (open && linkError) toast({ title: RECOVERY_TOAST_TITLES.emailLink, description: describeLinkError(linkError), variant: 'destructive' });
  }, [open, linkError, toast]);

  // Closed by Escape, the close button or the code: hand the toasts back to the page.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onDialogClose = () => {
      setHost(null);
      setPassword('');
      setNewPassword('');
      setInvalid({ email: false, password: false, newPassword: false });
      setWantsReset(false);
      setResetSent(false);
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose, setHost]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action: 'signIn' | 'signUp' = submitter?.getAttribute('value') === 'signUp' ? 'signUp' : 'signIn';
    // Checked here, before any request: the provider shows the spec's message in a toast.
    setInvalid({ email: !email.trim(), password: !password, newPassword: false });
    setPending(action);
    try {
      if (action === 'signUp') {
        const { error, session } = await auth.signUp(email, password);
        if (error) return;
        dialogRef.current?.close();
        toast(
          session
            ? { title: 'Account created', description: 'You are signed in. Your saved list now follows your account.' }
            : { title: 'Check your email', description: 'Open the confirmation link we sent, then sign in.' },
        );
      } else {
        const { error } = await auth.signIn(email, password);
        if (error) return;
        dialogRef.current?.close();
        toast({ title: 'Signed in', description: 'Your saved list now follows your account.' });
      }
    } finally {
      setPending(null);
    }
  };

  const signOut = async () => {
    if (pending) return;
    setPending('signOut');
    try {
      const { error } = await auth.signOut();
      if (error) return;
      dialogRef.current?.close();
      toast({ title: 'Signed out', description: 'Your saved list stays on this device.' });
    } finally {
      setPending(null);
    }
  };

  const showForm = (next: 'forgot' | 'signIn') => {
    setWantsReset(next === 'forgot');
    setResetSent(false);
    setInvalid({ email: false, password: false, newPassword: false });
    if (next === 'signIn') auth.clearEmailLink();
  };

  const failed = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

  const sendResetLink = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setResetSent(false);
    // Checked here: an empty address is a message, never a request.
    if (!email.trim()) {
      setInvalid({ email: true, password: false, newPassword: false });
      failed(RECOVERY_TOAST_TITLES.resetRequest, EMAIL_REQUIRED);
      firstFieldRef.current?.focus();
      return;
    }
    setInvalid({ email: false, password: false, newPassword: false });
    setPending('resetRequest');
    try {
      const { error } = await requestPasswordReset(await auth.client(), email, window.location.origin);
      if (error) {
        failed(RECOVERY_TOAST_TITLES.resetRequest, toFailure(error).message);
        return;
      }
      setWantsReset(true); // stay on this form once the spent-link notice is gone
      auth.clearEmailLink();
      setResetSent(true);
    } catch (error) {
      failed(RECOVERY_TOAST_TITLES.resetRequest, toFailure(error).message);
    } finally {
      setPending(null);
    }
  };

  const saveNewPassword = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!newPassword) {
      setInvalid({ email: false, password: false, newPassword: true });
      failed(RECOVERY_TOAST_TITLES.newPassword, NEW_PASSWORD_REQUIRED);
      firstFieldRef.current?.focus();
      return;
    }
    setPending('newPassword');
    try {
      const { error } = await chooseNewPassword(await auth.client(), newPassword);
      if (error) {
        const problem = classifyPasswordError(error);
        const { message } = toFailure(error);
        if (problem === 'session') {
          // The link's session is gone on the server: drop it here too, and the way on is a new link.
          failed(RECOVERY_TOAST_TITLES.newPassword, RESET_SESSION_ENDED);
          setWantsReset(true);
          auth.clearEmailLink();
          await (await auth.client()).auth.signOut({ scope: 'local' });
          return;
        }
        if (problem === 'weak') setPasswordRule(message);
        setInvalid({ email: false, password: false, newPassword: problem === 'weak' || problem === 'same' });
        failed(RECOVERY_TOAST_TITLES.newPassword, message);
        return;
      }
      auth.clearEmailLink();
      dialogRef.current?.close();
      toast({ title: 'Password changed', description: 'You are signed in with your new password.' });
    } catch (error) {
      failed(RECOVERY_TOAST_TITLES.newPassword, toFailure(error).message);
    } finally {
      setPending(null);
    }
  };

  const count = savedItems(saved.entries).length;

  return (
    // A click on the backdrop is a pointer shortcut for closing; the keyboard's way is the native Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape closes a modal <dialog> natively
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {TITLES[form]}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" title="Close" onClick={() => dialogRef.current?.close()}>
              <X size={22} aria-hidden="true" />
            </button>
          </div>

          {form === 'checking' ? (
            <p id={introId} className={styles.status} role="status">
              <BusyIcon /> Checking your account…
            </p>
          ) : form === 'newPassword' ? (
            <form className={styles.form} noValidate onSubmit={(event) => void saveNewPassword(event)} aria-busy={pending !== null}>
              <p id={introId} className={styles.intro}>
                You opened a password reset link and are signed in as <span className={styles.email}>{auth.user?.email ?? 'your account'}</span>. Choose a new password to
                finish.
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
                onChange={setNewPassword}
                hint={{ id: newPasswordHintId, text: passwordRule }}
              />
              <div className={styles.actions}>
                <ActionButton type="submit" kind="primary" pending={pending} action="newPassword">
                  Save new password
                </ActionButton>
              </div>
            </form>
          ) : form === 'forgot' ? (
            <form className={styles.form} noValidate onSubmit={(event) => void sendResetLink(event)} aria-busy={pending !== null}>
              <p id={introId} className={styles.intro}>
                {linkError ? describeLinkError(linkError) : 'Enter the email you signed up with and we will send you a link to choose a new password.'}
              </p>
              <EmailField inputRef={firstFieldRef} value={email} invalid={invalid.email} onChange={setEmail} />
              {/* Always in the page, so screen readers announce the words when they appear. */}
              <p role="status" className={styles.notice}>
                {resetSent ? RESET_LINK_SENT : ''}
              </p>
              <div className={styles.actions}>
                <ActionButton type="submit" kind="primary" pending={pending} action="resetRequest">
                  Send reset link
                </ActionButton>
                <button type="button" className={styles.button.secondary} onClick={() => showForm('signIn')}>
                  Back to sign in
                </button>
              </div>
            </form>
          ) : form === 'account' ? (
            <div className={styles.signedIn}>
              <p id={introId}>
                Signed in as <span className={styles.email}>{auth.user?.email ?? auth.user?.phone ?? 'your account'}</span>
              </p>
              <p>
                <Link to="/saved" className={styles.savedLink} onClick={() => dialogRef.current?.close()}>
                  Your saved list ({count})
                </Link>
              </p>
              <div className={styles.actions}>
                <ActionButton type="button" kind="secondary" pending={pending} action="signOut" onClick={() => void signOut()}>
                  Sign out
                </ActionButton>
              </div>
            </div>
          ) : (
            <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending !== null}>
              <p id={introId} className={styles.intro}>
                Anyone can save shops, brands and listings on this device. Sign in to keep your saved list on your account and see it on your other phones.
              </p>
              <EmailField inputRef={firstFieldRef} value={email} invalid={invalid.email} onChange={setEmail} />
              <Field
                id="account-password"
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                invalid={invalid.password}
                onChange={setPassword}
                hint={{ id: passwordHintId, text: 'New here? Choose a password of at least 6 characters and press Sign up.' }}
              >
                <button type="button" className={styles.textButton} onClick={() => showForm('forgot')}>
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
          )}
        </div>
      )}
    </dialog>
  );
}

/** The spinner a button shows while its request is on its way. */
function BusyIcon() {
  return <LoaderCircle size={18} aria-hidden="true" className={styles.spinner} />;
}

interface ActionButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  type: 'submit' | 'button';
  kind: 'primary' | 'secondary';
  /** The request on its way, if any: every button is aria-disabled meanwhile, and the one that sent it spins. */
  pending: Pending;
  action: Exclude<Pending, null>;
}

/** A button of the dialog that sends a request. It stays focusable while a request is on its way (aria-disabled, not disabled), so focus is not lost. */
function ActionButton({ type, kind, pending, action, children, ...rest }: ActionButtonProps) {
  return (
    <button {...rest} type={type} className={styles.button[kind]} aria-disabled={pending !== null}>
      {pending === action && <BusyIcon />}
      {children}
    </button>
  );
}

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  inputMode?: 'email';
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** A line under the field that the field is described by (read after its name). */
  hint?: { id: string; text: string };
  children?: React.ReactNode;
}

/** A labelled field of the dialog's forms; marked invalid after a refused submit. */
function Field({ id, label, type, name, autoComplete, inputMode, value, invalid, onChange, inputRef, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={hint?.id}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hint.id} className={styles.hint}>
          {hint.text}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** The email field of the sign-in and the forgot-password forms: one address, kept while the visitor switches between them. */
function EmailField(props: Pick<FieldProps, 'inputRef' | 'value' | 'invalid' | 'onChange'>) {
  return <Field {...props} id="account-email" label="Email" type="email" name="email" autoComplete="email" inputMode="email" />;
}
