import * as React from 'react';
import { savedOn } from '../../lib/offline-paths';
import * as styles from './OfflineNote.css';

const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

/** The note's text for a visitor without a connection, or '' online. */
export function offlineText(online: boolean, saved: Date | null): string {
  if (online) return '';
  return saved ? `You're offline: showing the copy saved on ${dateFormat.format(saved)}.` : "You're offline: showing the copy saved on this phone.";
}

/**
 * A quiet note while the visitor has no connection. The live region is always in the page (so
 * screen readers announce the change) and empty online; it is fixed, so it never shifts the page.
 */
export function OfflineNote({ pathname }: { pathname: string }) {
  const [text, setText] = React.useState('');
  React.useEffect(() => {
    let current = true;
    const update = () => {
      if (navigator.onLine) return setText('');
      void savedOn(pathname)
        .catch(() => null)
        .then((saved) => current && setText(offlineText(navigator.onLine, saved)));
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      current = false;
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [pathname]);
  return (
    <div role="status" className={styles.note}>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
