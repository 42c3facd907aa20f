import * as React from 'react';
import { ALL_CITIES, distinctPlaces, filterAndSort, indexForSearch, type Searchable } from '../../lib/list-filter';
import { useListState } from '../../lib/use-list-state';
import { CardGrid, type Columns } from '../CardGrid/CardGrid';
import { EmptyState } from '../EmptyState/EmptyState';
import { SearchBox } from '../SearchBox/SearchBox';
import { SortToggle } from '../SortToggle/SortToggle';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './DirectoryView.css';

interface CityFilter<T> {
  label: string;
  allLabel: string;
  placeOf: (item: T) => string;
}

interface DirectoryViewProps<T extends Searchable & { key: string }> {
  items: readonly T[];
  searchPlaceholder: string;
  emptyTitle: string;
  emptyHint: string;
  footer?: string | null;
  columns: Columns;
  renderItem: (item: T) => React.ReactNode;
  /** More text the search matches besides the name (a shop's place, province, region). */
  searchFields?: (item: T) => readonly (string | null | undefined)[];
  city?: CityFilter<T>;
  stickyToolbar?: boolean;
  listLabel: string;
}

/**
 * A searchable, sortable list: the shops, brand and community screens. Search text,
 * city and sort live in the URL; the full list is in the static HTML.
 */
export function DirectoryView<T extends Searchable & { key: string }>(props: DirectoryViewProps<T>) {
  const { items, searchPlaceholder, emptyTitle, emptyHint, footer, columns, renderItem, searchFields, city, stickyToolbar, listLabel } =
    props;
  const [state, update] = useListState();
  const indexed = React.useMemo(() => indexForSearch(items, searchFields), [items, searchFields]);
  const cities = React.useMemo(() => (city ? distinctPlaces(items, city.placeOf) : []), [items, city]);
  const cityValue = city && cities.includes(state.city) ? state.city : ALL_CITIES;
  const visible = React.useMemo(
    () => filterAndSort(indexed, { query: state.q, direction: state.sort, city: cityValue, placeOf: city?.placeOf }),
    [indexed, state.q, state.sort, cityValue, city],
  );
  const selectId = React.useId();

  // Keystroke → updated list, measured by the benchmark (npm run bench) through performance marks.
  React.useEffect(() => {
    if (performance.getEntriesByName('directory-input', 'mark').length === 0) return;
    performance.measure('directory-update', 'directory-input');
    performance.clearMarks('directory-input');
  }, [visible]);
  const onSearch = React.useCallback(
    (q: string) => {
      performance.mark('directory-input');
      update({ q });
    },
    [update],
  );

  return (
    <>
      <div className={stickyToolbar ? `${styles.toolbar} ${styles.sticky}` : styles.toolbar}>
        <SearchBox placeholder={searchPlaceholder} value={state.q} onChange={onSearch} />
        {city ? (
          <>
            <label htmlFor={selectId} className={visuallyHidden}>
              {city.label}
            </label>
            <select id={selectId} className={styles.select} value={cityValue} onChange={(event) => update({ city: event.target.value })}>
              <option value={ALL_CITIES}>{city.allLabel}</option>
              {cities.map((place) => (
                <option key={place} value={place}>
                  {place}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <SortToggle direction={state.sort} onToggle={() => update({ sort: state.sort === 'asc' ? 'desc' : 'asc' })} />
      </div>
      <p className={styles.count} aria-live="polite">
        {visible.length === items.length ? `${items.length} listed` : `${visible.length} of ${items.length} shown`}
      </p>
      {visible.length === 0 ? (
        <EmptyState title={emptyTitle} hint={emptyHint} />
      ) : (
        <>
          <CardGrid items={visible} columns={columns} keyOf={(item) => item.key} renderItem={renderItem} label={listLabel} />
          {footer ? <p className={styles.footer}>{footer}</p> : null}
        </>
      )}
    </>
  );
}
