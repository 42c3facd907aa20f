import * as React from 'react';
import { LIST_ATTRIBUTES, RESULTS_PER_SCREENFUL } from '../../lib/list-script';
import type { SearchWords } from '../../lib/search-words';
import { searchCopy } from '../../content/directories';
import { CardGrid, gridListProps, tileHtml, type Columns } from '../CardGrid/CardGrid';
import * as styles from './DirectoryView.css';

/** Renders more results when it nears the viewport, or when pressed (keyboard, no IntersectionObserver). */
function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <button ref={ref} type="button" className={styles.more} onClick={onMore}>
      Show more ({remaining} more)
    </button>
  );
}

/** Says the list is narrowed to a province, with a button to show every province again. */
export function ProvinceNote({ province, onClear }: { province: string; onClear: () => void }) {
  return (
    <p className={styles.count}>
      In {province}.{' '}
      <button type="button" className={styles.clear} onClick={onClear}>
        Show every province
      </button>
    </p>
  );
}

/**
 * "Showing results for repair, Iloilo": how the search was read through the list's words, hidden
 * when it was read as typed. On a page the list's script answers (`words` given), the words script
 * follows it (src/inline/search-words.ts), and says it before the app starts. Its text is never
 * empty, so the text node the script writes is the one hydration adopts.
 */
export function SearchReading({ said, words, script }: { said: string | null; words: SearchWords | null; script: string }) {
  return (
    <>
      <p className={styles.count} hidden={!said} {...{ [LIST_ATTRIBUTES.said]: '' }} suppressHydrationWarning>
        {`${searchCopy.showingResultsFor}${said ?? ''}`}
      </p>
      {words ? <script data-w={JSON.stringify(words)} dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning /> : null}
    </>
  );
}

/**
 * Where the script shows an answer from the index before the app starts; React never fills it, and
 * leaves what the script put in it until the app has started. `card` is the HTML of a plain card.
 */
export function EarlyAnswerList({ label, columns, card }: { label: string; columns: Columns; card: string }) {
  return (
    <ul
      hidden
      aria-label={label}
      {...gridListProps(columns)}
      {...{ [LIST_ATTRIBUTES.more]: '' }}
      dangerouslySetInnerHTML={{ __html: tileHtml(card) }}
      suppressHydrationWarning
    />
  );
}

interface ResultCardsProps<T> {
  shown: readonly T[];
  /** How many results there are in all; those beyond `shown` come with "Show more". */
  visibleCount: number;
  columns: Columns;
  renderItem: (item: T) => React.ReactNode;
  label: string;
  itemAttributes: ((item: T) => Record<string, string>) | undefined;
  footer: string | null | undefined;
  setLimit: React.Dispatch<React.SetStateAction<number | null>>;
}

/** The cards shown, "Show more" while there are more, and the list's footer. */
export function ResultCards<T extends { key: string }>({ shown, visibleCount, columns, renderItem, label, itemAttributes, footer, setLimit }: ResultCardsProps<T>) {
  return (
    <>
      <CardGrid
        items={shown}
        columns={columns}
        keyOf={(item) => item.key}
        renderItem={renderItem}
        label={label}
        listAttributes={{ [LIST_ATTRIBUTES.cards]: '' }}
        itemAttributes={itemAttributes}
      />
      {shown.length < visibleCount ? (
        <ShowMore remaining={visibleCount - shown.length} onMore={() => setLimit((current) => (current ?? 0) + RESULTS_PER_SCREENFUL)} />
      ) : null}
      {footer ? (
        <p className={styles.footer} {...{ [LIST_ATTRIBUTES.footer]: '' }} suppressHydrationWarning>
          {footer}
        </p>
      ) : null}
    </>
  );
}
