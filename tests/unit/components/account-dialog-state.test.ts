import { dialogReducer, formOf, initialDialogState, type DialogAction, type DialogState } from '../../../src/components/AccountDialog/dialog-state';

/**
 * The account dialog's state, one transition at a time: which fields are marked,
 * which button spins, which form shows, and what survives closing the dialog.
 */
const apply = (state: DialogState, ...actions: DialogAction[]) => actions.reduce(dialogReducer, state);
const typed = (fields: Partial<Pick<DialogState, 'email' | 'password' | 'newPassword'>>) =>
  apply(initialDialogState, ...Object.entries(fields).map(([field, value]) => ({ type: 'edit', field, value }) as DialogAction));
const NONE = { email: false, password: false, newPassword: false };

describe('account dialog state', () => {
  it('starts empty, unmarked, idle, on the sign-in form with the default password rule', () => {
    expect(initialDialogState).toEqual({
      email: '',
      password: '',
      newPassword: '',
      invalid: NONE,
      pending: null,
      wantsReset: false,
      resetSent: false,
      passwordRule: 'At least 6 characters.',
    });
  });

  it('sign in / sign up marks the empty fields and sends either way (the provider explains)', () => {
    const blank = apply(typed({ email: '  ' }), { type: 'credentialsSubmitted', action: 'signUp' });
    expect(blank.invalid).toEqual({ email: true, password: true, newPassword: false });
    expect(blank.pending).toBe('signUp');
    const filled = apply(typed({ email: 'rider@example.test', password: 'pedal-power' }), { type: 'credentialsSubmitted', action: 'signIn' });
    expect(filled.invalid).toEqual(NONE);
    expect(filled.pending).toBe('signIn');
    expect(apply(filled, { type: 'settled' }).pending).toBeNull();
  });

  it('asking for a reset link with no address marks the field and sends nothing', () => {
    const state = apply(typed({ email: ' ' }), { type: 'showForm', form: 'forgot' }, { type: 'resetRequested' });
    expect(state.invalid).toEqual({ ...NONE, email: true });
    expect(state.pending).toBeNull();
    expect(state.resetSent).toBe(false);
  });

  it('a reset link on its way clears the marks and the last confirmation; once sent, the form stays and says so', () => {
    const sentBefore = apply(typed({ email: 'rider@example.test' }), { type: 'showForm', form: 'forgot' }, { type: 'resetLinkSent' });
    const asking = apply({ ...sentBefore, invalid: { ...NONE, email: true } }, { type: 'resetRequested' });
    expect(asking).toMatchObject({ pending: 'resetRequest', invalid: NONE, resetSent: false });
    // Sent after arriving from a spent link (wantsReset was false): the reset form stays.
    const sent = apply(typed({ email: 'rider@example.test' }), { type: 'resetRequested' }, { type: 'resetLinkSent' }, { type: 'settled' });
    expect(sent).toMatchObject({ wantsReset: true, resetSent: true, pending: null });
  });

  it('an empty new password is marked and not sent; a filled one is sent', () => {
    const empty = apply(initialDialogState, { type: 'newPasswordSubmitted' });
    expect(empty.invalid).toEqual({ ...NONE, newPassword: true });
    expect(empty.pending).toBeNull();
    expect(apply(typed({ newPassword: 'climb-to-tagaytay' }), { type: 'newPasswordSubmitted' }).pending).toBe('newPassword');
  });

  it("a weak password shows the server's rule under the field; the same password marks it; another refusal unmarks it", () => {
    const weak = apply(typed({ newPassword: 'abc' }), { type: 'newPasswordRefused', problem: 'weak', message: 'Password should be at least 8 characters.' });
    expect(weak.passwordRule).toBe('Password should be at least 8 characters.');
    expect(weak.invalid).toEqual({ ...NONE, newPassword: true });
    const same = apply(weak, { type: 'newPasswordRefused', problem: 'same', message: 'New password should be different from the old password.' });
    expect(same.invalid.newPassword).toBe(true);
    expect(same.passwordRule).toBe('Password should be at least 8 characters.');
    expect(apply(same, { type: 'newPasswordRefused', problem: 'other', message: 'Database error' }).invalid).toEqual(NONE);
  });

  it('a reset session that ended leads to the reset form once signed out', () => {
    const state = apply(typed({ newPassword: 'climb-to-tagaytay' }), { type: 'newPasswordRefused', problem: 'session', message: 'Your reset link has run out.' });
    expect(state.wantsReset).toBe(true);
    expect(formOf({ loading: false, signedIn: false, recovering: false, linkError: false }, state)).toBe('forgot');
  });

  it('switching forms clears the marks and the confirmation, and keeps the address', () => {
    const marked = apply(typed({ email: 'rider@example.test' }), { type: 'credentialsSubmitted', action: 'signIn' }, { type: 'settled' });
    const forgot = apply({ ...marked, invalid: { ...NONE, password: true } }, { type: 'showForm', form: 'forgot' }, { type: 'resetLinkSent' });
    const back = apply(forgot, { type: 'showForm', form: 'signIn' });
    expect(back).toMatchObject({ wantsReset: false, resetSent: false, invalid: NONE, email: 'rider@example.test' });
  });

  it('closing forgets the passwords, marks and reset form, and keeps the address', () => {
    const used = apply(
      typed({ email: 'rider@example.test', password: 'pedal-power', newPassword: 'abc' }),
      { type: 'showForm', form: 'forgot' },
      { type: 'resetRequested' },
      { type: 'resetLinkSent' },
      { type: 'settled' },
      { type: 'newPasswordSubmitted' },
      { type: 'settled' },
    );
    expect(apply({ ...used, invalid: { ...NONE, email: true } }, { type: 'closed' })).toMatchObject({
      email: 'rider@example.test',
      password: '',
      newPassword: '',
      invalid: NONE,
      wantsReset: false,
      resetSent: false,
    });
  });

  it('the form follows the account first, then the visitor', () => {
    const idle = { loading: false, signedIn: false, recovering: false, linkError: false };
    const wants = apply(initialDialogState, { type: 'showForm', form: 'forgot' });
    expect(formOf({ ...idle, loading: true }, wants)).toBe('checking');
    expect(formOf({ ...idle, signedIn: true }, wants)).toBe('account');
    expect(formOf({ ...idle, signedIn: true, recovering: true }, initialDialogState)).toBe('newPassword');
    expect(formOf({ ...idle, linkError: true }, initialDialogState)).toBe('forgot');
    expect(formOf(idle, wants)).toBe('forgot');
    expect(formOf(idle, initialDialogState)).toBe('signIn');
  });
});
