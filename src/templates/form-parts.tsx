/** Parts the suggest and report pages share: what the checks found under a field, and the notes JavaScript adds. */
import * as React from 'react';
import { DRAFT_SCRIPT } from '../lib/draft-script';
import type { SuggestFinding } from '../lib/suggest-check';
import { suggestCopy } from '../content/suggest';
import * as styles from './SuggestPage.css';

/** What the checks found in one field, each a sentence of data:check's own. */
export function Findings({ id, findings }: { id: string; findings: readonly SuggestFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul id={id} className={styles.findings}>
      {findings.map((finding) => (
        <li key={finding.rule} className={finding.severity === 'error' ? styles.error : styles.review}>
          {finding.message.charAt(0).toUpperCase() + finding.message.slice(1)}.
        </li>
      ))}
    </ul>
  );
}

/** Back from the editors' form: did it go through? Yes clears the draft. */
export function AskSent({ question, answered }: { question: string; answered: (sent: boolean) => void }) {
  return (
    <div role="status" className={styles.box}>
      <p>{question}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => answered(true)}>
          {suggestCopy.sentYes}
        </button>
        <button type="button" className={styles.secondary} onClick={() => answered(false)}>
          {suggestCopy.sentNo}
        </button>
      </div>
    </div>
  );
}

export function OfflineNote() {
  return (
    <p role="status" className={styles.box}>
      {suggestCopy.offline}
    </p>
  );
}

/**
 * Placed right after a form: keeps its draft on the device from the first keystroke, before the
 * app starts (DRAFT_SCRIPT, draft-script.ts). Inert when React renders it after a route change,
 * where the app's own handler saves the draft.
 */
export function DraftScript({ store }: { store: string }) {
  return <script data-draft={store} dangerouslySetInnerHTML={{ __html: DRAFT_SCRIPT }} />;
}
