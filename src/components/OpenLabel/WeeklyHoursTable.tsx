import * as React from 'react';
import { DAY_NAMES, holidayLabel, nextHoliday, rangesLabel } from '../../lib/hours-words';
import type { Holiday, WeeklyHours } from '../../lib/weekly-hours';
import { manilaToday } from '../../pipeline/detect/months';
import { OpenLabel } from './OpenLabel';
import * as styles from './OpenLabel.css';

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
        <caption>Opening hours (Manila time)</caption>
        <tbody>
          {hours.days.map((ranges, day) => (
            <tr key={DAY_NAMES[day]} className={styles.today} data-weekday={day} suppressHydrationWarning>
              <th scope="row">{DAY_NAMES[day]}</th>
              <td>{rangesLabel(ranges)}</td>
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
