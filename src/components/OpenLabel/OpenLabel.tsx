import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { InlineScripts } from '../../lib/inline-scripts';
import { fillOpenLabels, HOLIDAYS_ELEMENT_ID, OPEN_LABEL_TICK_MS } from '../../lib/open-labels';
import { DAY_NAMES, encodeWeek, holidayLabel, nextHoliday, rangesLabel, type Holiday, type WeeklyHours } from '../../lib/weekly-hours';
import { manilaToday } from '../../pipeline/detect/months';
import * as styles from './OpenLabel.css';

/** The app's own clock for labels it renders after the page's script ran (a card of a new search, a page opened in the app). */
let ticking = false;
function keepLabelsCurrent() {
  fillOpenLabels(document, Date.now());
  if (ticking) return;
  ticking = true;
  window.setInterval(() => fillOpenLabels(document, Date.now()), OPEN_LABEL_TICK_MS);
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

/** A shop's services or payment methods as short labels, with a name for screen readers. */
export function ShopTags({ name, labels }: { name: string; labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={name}>
      {labels.map((label) => (
        <li key={label} className={styles.tag}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A shop's week on its page: a line a day from Monday, today's marked by the page's script (the
 * server cannot know the visitor's day), the open-now label, and the next public holiday that closes
 * it. Works without JavaScript: the table is plain HTML.
 */
export function WeeklyHoursTable({ hours, holidays }: { hours: WeeklyHours; holidays: readonly Holiday[] }) {
  const next = hours.holidaysOff ? nextHoliday(holidays, manilaToday(new Date(Date.now()))) : null;
  return (
    <div>
      <OpenLabel hours={hours} />
      <table className={styles.week}>
        <caption className={styles.weekCell}>Opening hours (Manila time)</caption>
        <tbody>
          {hours.days.map((ranges, day) => (
            <tr key={DAY_NAMES[day]} className={styles.weekRow} data-weekday={day} suppressHydrationWarning>
              <th scope="row" className={styles.weekCell}>
                {DAY_NAMES[day]}
              </th>
              <td className={styles.weekCell}>{rangesLabel(ranges)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hours.holidaysOff ? (
        <p>
          Closed on public holidays.
          {next ? (
            <>
              {' '}
              Next: <span data-next-holiday="">{holidayLabel(next)}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
