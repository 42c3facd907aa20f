import * as React from 'react';

/**
 * The toast's context, apart from the toast itself (components/Toast/ToastProvider): auth and
 * the saved list report to the visitor through it, and they sit below the components.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms (5000 by default). Paused while hovered or focused. */
  duration?: number;
}

// Function-valued properties, not methods: callers destructure them (`const { toast } = useToast()`).
export interface ToastContextValue {
  /** Show a toast; it replaces the one on screen (one at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
  /**
   * While a modal dialog is open, everything outside it is inert and hidden
   * from assistive technology, so the dialog lends itself as the toast's host.
   */
  setHost: (host: HTMLElement | null) => void;
}

const noop = () => undefined;
export const ToastContext = React.createContext<ToastContextValue>({ toast: noop, dismiss: noop, setHost: noop });

export function useToast(): ToastContextValue {
  return React.useContext(ToastContext);
}
