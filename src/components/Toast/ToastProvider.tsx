import * as React from 'react';
import { createPortal } from 'react-dom';
import { MotionScope, useEntranceMotion } from '../Motion/use-motion';
import { X } from 'lucide-react';
import { ToastContext, type ToastOptions } from '../../hooks/use-toast';
import * as styles from './Toast.css';

export const TOAST_DURATION_MS = 5000;

interface ShownToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

interface ToastCardProps {
  toast: ShownToast;
  onDismiss(): void;
  onPause(paused: boolean): void;
}

/**
 * One toast. It animates in but leaves at once: with no exit animation there is
 * never a second toast on the page, not even for a moment.
 */
function ToastCard({ toast, onDismiss, onPause }: ToastCardProps) {
  const destructive = toast.variant === 'destructive';
  // framer-motion arrives after the page is interactive (use-motion); a toast before that just appears.
  const motion = useEntranceMotion();
  const Box = motion ? motion.m.div : 'div';
  const entrance = motion ? { initial: { opacity: 0, y: 16 }, animate: { opacity: 1, y: 0 }, transition: { duration: 0.2 } } : {};
  const card = (
    <Box
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={`${styles.toast} ${styles.variant[toast.variant]}`}
      {...entrance}
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={`${styles.dismiss} ${destructive ? styles.onDanger : ''}`} aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
        <X size={20} aria-hidden="true" />
      </button>
    </Box>
  );
  return motion ? <MotionScope runtime={motion}>{card}</MotionScope> : card;
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = React.useState<ShownToast | null>(null);
  const [paused, setPaused] = React.useState(false);
  const [host, setHost] = React.useState<HTMLElement | null>(null);
  const [mounted, setMounted] = React.useState(false);
  const nextId = React.useRef(1);

  React.useEffect(() => setMounted(true), []);

  const dismiss = React.useCallback(() => {
    setCurrent(null);
    setPaused(false);
  }, []);

  const toast = React.useCallback((options: ToastOptions) => {
    setPaused(false);
    setCurrent({
      id: nextId.current++,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION_MS,
    });
  }, []);

  // The timer restarts for each new toast and after a pause (hover or focus) ends.
  React.useEffect(() => {
    if (!current || paused) return undefined;
    const timer = window.setTimeout(dismiss, current.duration);
    return () => window.clearTimeout(timer);
  }, [current, paused, dismiss]);

  const value = React.useMemo(() => ({ toast, dismiss, setHost }), [toast, dismiss]);

  const viewport = <div className={styles.viewport}>{current && <ToastCard key={current.id} toast={current} onDismiss={dismiss} onPause={setPaused} />}</div>;

  return (
    <ToastContext.Provider value={value}>
      {children}
      {mounted && createPortal(viewport, host ?? document.body)}
    </ToastContext.Provider>
  );
}
