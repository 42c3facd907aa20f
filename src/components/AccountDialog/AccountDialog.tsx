import * as React from 'react';
import { Link } from 'gatsby';
import { LoaderCircle, X } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider';
import { useSavedItems } from '../../auth/SavedItemsProvider';
import { savedItems } from '../../lib/saved-items';
import { useToast } from '../Toast/ToastProvider';
import * as styles from './AccountDialog.css';

interface AccountDialogProps {
  open: boolean;
  onClose(): void;
}

type Pending = 'signIn' | 'signUp' | 'signOut' | null;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Sign in, sign up and sign out in a native modal <dialog>: showModal() makes
 * the page behind inert and Escape closes it. Tab is kept inside explicitly,
 * because a browser lets it leave a modal dialog for its own toolbar.
 */
export function AccountDialog({ open, onClose }: AccountDialogProps) {
  const auth = useAuth();
  const saved = useSavedItems();
  const { toast, setHost } = useToast();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [invalid, setInvalid] = React.useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const [pending, setPending] = React.useState<Pending>(null);
  const titleId = React.useId();
  const introId = React.useId();
  const passwordHintId = React.useId();

  const signedIn = auth.user !== null;
  const checking = auth.loading;

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setHost(dialog);
      (emailRef.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, setHost]);

  // Closed by Escape, the close button or the code: hand the toasts back to the page.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onDialogClose = () => {
      setHost(null);
      setPassword('');
      setInvalid({ email: false, password: false });
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose, setHost]);

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === document.activeElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action: 'signIn' | 'signUp' = submitter?.getAttribute('value') === 'signUp' ? 'signUp' : 'signIn';
    // Checked here, before any request: the provider shows the spec's message in a toast.
    const missing = { email: !email.trim(), password: !password };
    setInvalid(missing);
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

  const count = savedItems(saved.entries).length;
  const busyIcon = <LoaderCircle size={18} aria-hidden="true" className={styles.spinner} />;

  return (
    // The dialog closes on Escape by itself; onKeyDown only keeps Tab inside.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {signedIn ? 'Your account' : 'Sign in or sign up'}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" title="Close" onClick={() => dialogRef.current?.close()}>
              <X size={22} aria-hidden="true" />
            </button>
          </div>

          {checking ? (
            <p id={introId} className={styles.status} role="status">
              {busyIcon} Checking your account…
            </p>
          ) : signedIn ? (
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
                <button
                  type="button"
                  className={styles.button.secondary}
                  aria-disabled={pending !== null}
                  onClick={() => void signOut()}
                >
                  {pending === 'signOut' && busyIcon}
                  Sign out
                </button>
              </div>
            </div>
          ) : (
            <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending !== null}>
              <p id={introId} className={styles.intro}>
                Anyone can save shops, brands and listings on this device. Sign in to keep your saved list on your
                account and see it on your other phones.
              </p>
              <div className={styles.field}>
                <label htmlFor="account-email" className={styles.label}>
                  Email
                </label>
                <input
                  ref={emailRef}
                  id="account-email"
                  className={styles.input}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  aria-invalid={invalid.email || undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor="account-password" className={styles.label}>
                  Password
                </label>
                <input
                  id="account-password"
                  className={styles.input}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  aria-invalid={invalid.password || undefined}
                  aria-describedby={passwordHintId}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <p id={passwordHintId} className={styles.hint}>
                  New here? Choose a password of at least 6 characters and press Sign up.
                </p>
              </div>
              <div className={styles.actions}>
                <button type="submit" value="signIn" className={styles.button.primary} aria-disabled={pending !== null}>
                  {pending === 'signIn' && busyIcon}
                  Sign in
                </button>
                <button type="submit" value="signUp" className={styles.button.secondary} aria-disabled={pending !== null}>
                  {pending === 'signUp' && busyIcon}
                  Sign up
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </dialog>
  );
}
