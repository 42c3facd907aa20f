import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { InlineScripts } from '../../lib/inline-scripts';
import { encodeWeek, type Holiday, type WeeklyHours } from '../../lib/weekly-hours';
import * as styles from './OpenLabel.css';

/** The id of the page's holidays element (open-labels.ts reads it; kept here too, so the list's bundle does not carry that module). */
const HOLIDAYS_ELEMENT_ID = 'ph-holidays';

/**
 * The app's own clock for labels it renders after the page's script ran (a card of a new search, a
 * page opened in the app). The words and the filling come in their own small chunk, fetched the
 * first time the app renders a label: a page as built has its labels filled by its own script.
 */
let ticking: Promise<void> | null = null;
function keepLabelsCurrent() {
  ticking ??= import('../../lib/open-labels').then(({ fillOpenLabels, OPEN_LABEL_TICK_MS }) => {
    window.setInterval(() => fillOpenLabels(document, Date.now()), OPEN_LABEL_TICK_MS);
  });
  void ticking.then(() => import('../../lib/open-labels')).then(({ fillOpenLabels }) => fillOpenLabels(document, Date.now()));
}

/**
 * "Open now · closes 6:00 PM", "Closed · opens Mon 9:00 AM"… for the visitor's clock. The element
 * is written empty with the shop's week in `data-hours`: the page's script (OpenLabelsScript) fills
 * it before the first paint, the app when it renders it later. React never writes its text, so
 * neither overwrites the other. Nothing at all for a shop whose hours are not known.
 */
export function OpenLabel({ hours }: { hours: WeeklyHours | null }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    if (ref.current) keepLabelsCurrent();
  }, []);
  if (!hours) return null;
  return <span ref={ref} className={styles.label} data-hours={encodeWeek(hours)} suppressHydrationWarning />;
}

/** The public holidays of the next months (Holiday nodes, src/gatsby/source-nodes.ts), from the build's day. */
export function useHolidays(): Holiday[] {
  const data = useStaticQuery<Queries.PublicHolidaysQuery>(graphql`
    query PublicHolidays {
      allHoliday(sort: { date: ASC }) {
        nodes {
          date
          name
        }
      }
    }
  `);
  return data.allHoliday.nodes.map(({ date, name }) => ({ date, name }));
}

/**
 * The holidays the page's labels read (open-labels.ts), once per page that shows shops, and the
 * script that fills the labels before it: render it after the page's last label. Its JSON is
 * data, never run; '<' is escaped so no name can end the element.
 */
export function OpenLabelsScript() {
  const holidays = useHolidays();
  const inlineScripts = React.useContext(InlineScripts);
  const json = JSON.stringify(holidays.map(({ date, name }) => [date, name])).replace(/</g, '\\u003c');
  return (
    <>
      <script type="application/json" id={HOLIDAYS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />
      <script dangerouslySetInnerHTML={{ __html: inlineScripts.open }} suppressHydrationWarning />
    </>
  );
}

/** A shop's services or payment methods as one short line: "Repairs · Parts". */
export function ShopTags({ labels, className }: { labels: readonly string[]; className?: string }) {
  return labels.length === 0 ? null : <p className={className}>{labels.join(' · ')}</p>;
}
