import type { PasswordProblem } from '../../auth/password-recovery';
import { DEFAULT_PASSWORD_RULE } from '../../auth/password-recovery';

/** The request on its way, if any: every action button is aria-disabled meanwhile, and the one that sent it spins. */
export type Pending = 'signIn' | 'signUp' | 'signOut' | 'resetRequest' | 'newPassword' | null;

/** What the dialog shows; the visitor's state decides most of it, the 'Forgot password?' button the rest. */
export type Form = 'checking' | 'account' | 'newPassword' | 'forgot' | 'signIn';

export type FieldName = 'email' | 'password' | 'newPassword';

export interface DialogState {
  email: string;
  password: string;
  newPassword: string;
  /** Fields marked invalid after a refused submit. */
  invalid: Record<FieldName, boolean>;
  pending: Pending;
  /** The visitor pressed 'Forgot password?' (or must ask for a new link): the reset form, while signed out. */
  wantsReset: boolean;
  /** A reset link was asked for: the form says so. */
  resetSent: boolean;
  /** The rule under the new-password field; after a refusal it is the server's own (its minimum may differ). */
  passwordRule: string;
}

export type DialogAction =
  | { type: 'edit'; field: FieldName; value: string }
  /** Sign in or sign up pressed: empty fields are marked (the provider says why), and the request is on its way. */
  | { type: 'credentialsSubmitted'; action: 'signIn' | 'signUp' }
  | { type: 'signOutStarted' }
  /** 'Send reset link' pressed: an empty address is marked and sends nothing. */
  | { type: 'resetRequested' }
  | { type: 'resetLinkSent' }
  /** 'Save new password' pressed: an empty field is marked and sends nothing. */
  | { type: 'newPasswordSubmitted' }
  /** The server refused the new password; `message` is what the visitor was told. */
  | { type: 'newPasswordRefused'; problem: PasswordProblem; message: string }
  | { type: 'settled' }
  | { type: 'showForm'; form: 'forgot' | 'signIn' }
  /** The dialog closed: passwords and marks go, the address stays for next time. */
  | { type: 'closed' };

const VALID: Record<FieldName, boolean> = { email: false, password: false, newPassword: false };

export const initialDialogState: DialogState = {
  email: '',
  password: '',
  newPassword: '',
  invalid: VALID,
  pending: null,
  wantsReset: false,
  resetSent: false,
  passwordRule: DEFAULT_PASSWORD_RULE,
};

export function dialogReducer(state: DialogState, action: DialogAction): DialogState {
  switch (action.type) {
    case 'edit':
      return { ...state, [action.field]: action.value };
    case 'credentialsSubmitted':
      return { ...state, invalid: { email: !state.email.trim(), password: !state.password, newPassword: false }, pending: action.action };
    case 'signOutStarted':
      return { ...state, pending: 'signOut' };
    case 'resetRequested':
      if (!state.email.trim()) return { ...state, resetSent: false, invalid: { ...VALID, email: true } };
      return { ...state, resetSent: false, invalid: VALID, pending: 'resetRequest' };
    case 'resetLinkSent':
      // Stay on the reset form once a spent-link notice is gone.
      return { ...state, wantsReset: true, resetSent: true };
    case 'newPasswordSubmitted':
      if (!state.newPassword) return { ...state, invalid: { ...VALID, newPassword: true } };
      return { ...state, pending: 'newPassword' };
    case 'newPasswordRefused':
      // The link's session is gone: the way on is a new link.
      if (action.problem === 'session') return { ...state, wantsReset: true };
      return {
        ...state,
        passwordRule: action.problem === 'weak' ? action.message : state.passwordRule,
        invalid: { ...VALID, newPassword: action.problem === 'weak' || action.problem === 'same' },
      };
    case 'settled':
      return { ...state, pending: null };
    case 'showForm':
      return { ...state, wantsReset: action.form === 'forgot', resetSent: false, invalid: VALID };
    case 'closed':
      return { ...state, password: '', newPassword: '', invalid: VALID, wantsReset: false, resetSent: false };
  }
}

/** Which form the dialog shows, from the account's state and the dialog's own. */
export function formOf(auth: { loading: boolean; signedIn: boolean; recovering: boolean; linkError: boolean }, state: Pick<DialogState, 'wantsReset'>): Form {
  if (auth.loading) return 'checking';
  if (auth.signedIn) return auth.recovering ? 'newPassword' : 'account';
  return state.wantsReset || auth.linkError ? 'forgot' : 'signIn';
}
