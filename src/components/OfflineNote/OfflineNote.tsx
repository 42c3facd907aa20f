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
 * Where the note stands: `page` is every page's (Layout), which says which copy of `page` is shown;
 * `form` is a draft form's (suggest, report), rendered only while offline, with the form's own
 * words (whether the answers are kept on the device): the form's words stay in the form's bundle,
 * out of the Layout's, which every page loads.
 */
export type OfflineNoteProps = { page: string } | { form: { words: string } };

/** The note a visitor sees without a connection: one component for the page and for a draft form. */
export function OfflineNote(props: OfflineNoteProps) {
  return 'page' in props ? <PageNote pathname={props.page} /> : <FormNote words={props.form.words} />;
}

/**
 * A quiet note while the visitor has no connection. The live region is always in the page (so
 * screen readers announce the change) and empty online; it is fixed, so it never shifts the page.
 */
function PageNote({ pathname }: { pathname: string }) {
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

/** In a draft form, once offline: the answers wait on the device (or, where storage is refused, in the open page). */
function FormNote({ words }: { words: string }) {
  return (
    <p role="status" className={styles.form}>
      {words}
    </p>
  );
}
