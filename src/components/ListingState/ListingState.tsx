import * as React from 'react';
import type { ListingState as State } from '../../lib/card-data';
import { checkedLabel } from '../../lib/checked-label';
import { InlineScripts } from '../../lib/inline-scripts';
import { manilaToday } from '../../pipeline/detect/months';
import * as styles from './ListingState.css';

/**
 * What a card or page says of a listing besides its name: "Temporarily closed", and "Checked Nov
 * 2026" or "Not checked since Nov 2025" on the visitor's day. The server writes the words for the
 * build's day with the month in `data-checked`; the inline script the page carries after its cards
 * (CheckedLabelsScript) rewrites them for the visitor's day before the first paint, and a card the
 * app renders later reads the visitor's clock itself. Nothing for a listing open and never checked.
 */
export function ListingState({ state, as: Tag = 'p' }: { state: State; as?: 'p' | 'div' }) {
  const label = checkedLabel(state.checked ?? null, manilaToday(new Date(Date.now())));
  if (!label && !state.temporarilyClosed) return null;
  return (
    <Tag className={styles.notes}>
      {state.temporarilyClosed ? <span className={styles.closedForNow}>Temporarily closed</span> : null}
      {label ? (
        <span className={styles.checked} data-checked={state.checked} data-stale={label.stale ? '' : undefined}>
          {label.text}
        </span>
      ) : null}
    </Tag>
  );
}

/**
 * The script that puts every "Checked …" of the page so far on the visitor's day, while the page is
 * parsed (src/inline/checked-labels.ts). A page renders it after its cards, and only when one of
 * them was checked: the site's own lists, never checked yet, carry nothing.
 */
export function CheckedLabelsScript({ when }: { when: boolean }) {
  const inlineScripts = React.useContext(InlineScripts);
  return when ? <script dangerouslySetInnerHTML={{ __html: inlineScripts.checked }} suppressHydrationWarning /> : null;
}
