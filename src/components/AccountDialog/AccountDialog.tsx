import * as React from 'react';
import { X } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider';
import { describeLinkError } from '../../auth/email-link';
import { RECOVERY_TOAST_TITLES } from '../../auth/errors';
import { useToast } from '../../hooks/use-toast';
import { BusyIcon } from './controls';
import { dialogReducer, formOf, initialDialogState, type Form } from './dialog-state';
import type { FormProps } from './form-props';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';
import { SignedInView } from './SignedInView';
import { SignInForm } from './SignInForm';
import * as styles from './AccountDialog.css';

interface AccountDialogProps {
  open: boolean;
  onClose(): void;
}

const TITLES: Record<Form, string> = {
  checking: 'Sign in or sign up',
  account: 'Your account',
  newPassword: 'Choose a new password',
  forgot: 'Reset your password',
  signIn: 'Sign in or sign up',
};

type ToastHost = ReturnType<typeof useToast>['setHost'];

/** Opens the native modal as `open` says (showModal, and the toasts shown inside it), and closes it. */
function useModalOpen(dialogRef: React.RefObject<HTMLDialogElement>, open: boolean, setHost: ToastHost) {
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setHost(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [dialogRef, open, setHost]);
}

/** Closed by Escape, the close button or the code: hand the toasts back to the page, reset the forms, tell the owner. */
function useClosedHandler(
  dialogRef: React.RefObject<HTMLDialogElement>,
  { setHost, dispatch, onClose }: { setHost: ToastHost; dispatch: React.Dispatch<{ type: 'closed' }>; onClose: () => void },
) {
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onDialogClose = () => {
      setHost(null);
      dispatch({ type: 'closed' });
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [dialogRef, onClose, setHost, dispatch]);
}

/**
 * Sign in, sign up, sign out and password recovery in a native modal <dialog>. showModal() does
 * the focus handling: it moves focus into the dialog (its first control), makes the page behind
 * inert so Tab never reaches it, and closes on Escape. Focus goes back to the account button
 * when the dialog closes (AccountButton's onClose). Each form is its own component; their shared
 * state is one reducer (dialog-state.ts), and every request goes through the auth provider.
 */
export function AccountDialog({ open, onClose }: AccountDialogProps) {
  const auth = useAuth();
  const { toast, setHost } = useToast();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  // The first field of whichever form is shown: focus goes there when the dialog opens or switches forms.
  const firstFieldRef = React.useRef<HTMLInputElement>(null);
  const [state, dispatch] = React.useReducer(dialogReducer, initialDialogState);
  const titleId = React.useId();
  const introId = React.useId();

  const { linkError } = auth;
  const form = formOf({ loading: auth.loading, signedIn: auth.user !== null, recovering: auth.recovering, linkError: linkError !== null }, state);

  useModalOpen(dialogRef, open, setHost);

  // A form's first field rather than the close button, and again when the dialog switches forms.
  React.useEffect(() => {
    if (open && dialogRef.current?.open) firstFieldRef.current?.focus();
  }, [open, form]);

  // A spent link is announced once the dialog hosts the toast (outside it the page is inert).
  React.useEffect(() => {
    if (open && linkError) toast({ title: RECOVERY_TOAST_TITLES.emailLink, description: describeLinkError(linkError), variant: 'destructive' });
  }, [open, linkError, toast]);

  useClosedHandler(dialogRef, { setHost, dispatch, onClose });

  const close = React.useCallback(() => dialogRef.current?.close(), []);
  const formProps: FormProps = { state, dispatch, firstFieldRef, introId, close };

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
            <button type="button" className={styles.close} aria-label="Close" title="Close" onClick={close}>
              <X size={22} aria-hidden="true" />
            </button>
          </div>

          <FormShown form={form} formProps={formProps} />
          {/* Where the browser refuses storage, as the saved list and the forms say too. */}
          {auth.sessionKept ? null : (
            <p className={styles.hint}>This browser does not keep you signed in on this device: you stay signed in only while this page is open.</p>
          )}
        </div>
      )}
    </dialog>
  );
}

/** The form the dialog shows, or a note while the account is still being checked. */
function FormShown({ form, formProps }: { form: Form; formProps: FormProps }) {
  if (form === 'checking') {
    return (
      <p id={formProps.introId} className={styles.status} role="status">
        <BusyIcon /> Checking your account…
      </p>
    );
  }
  if (form === 'newPassword') return <NewPasswordForm {...formProps} />;
  if (form === 'forgot') return <ResetRequestForm {...formProps} />;
  if (form === 'account') return <SignedInView {...formProps} />;
  return <SignInForm {...formProps} />;
}
