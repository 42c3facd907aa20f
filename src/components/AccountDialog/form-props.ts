import type * as React from 'react';
import type { DialogAction, DialogState } from './dialog-state';

/** What the dialog hands each of its forms. */
export interface FormProps {
  state: DialogState;
  dispatch: React.Dispatch<DialogAction>;
  /** The form's first field: focus goes there when the form appears and after a refused submit. */
  firstFieldRef: React.RefObject<HTMLInputElement>;
  /** The paragraph the dialog is described by (aria-describedby). */
  introId: string;
  /** Close the dialog; focus goes back to the account button. */
  close(): void;
}
