import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Pending } from './dialog-state';
import * as styles from './AccountDialog.css';

/** The spinner a button shows while its request is on its way. */
export function BusyIcon() {
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
export function ActionButton({ type, kind, pending, action, children, ...rest }: ActionButtonProps) {
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
export function Field({ id, label, type, name, autoComplete, inputMode, value, invalid, onChange, inputRef, hint, children }: FieldProps) {
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
export function EmailField(props: Pick<FieldProps, 'inputRef' | 'value' | 'invalid' | 'onChange'>) {
  return <Field {...props} id="account-email" label="Email" type="email" name="email" autoComplete="email" inputMode="email" />;
}
