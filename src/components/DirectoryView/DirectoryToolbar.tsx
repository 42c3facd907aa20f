import * as React from 'react';
import { ALL_CITIES, compareNames } from '../../lib/list-filter';
import type { Centroid } from '../../lib/provinces';
import type { ListFilterName, ListState } from '../../lib/list-state';
import { NearMe } from '../NearMe/NearMe';
import { SearchBox } from '../SearchBox/SearchBox';
import { SortToggle } from '../SortToggle/SortToggle';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './DirectoryView.css';

const prepareCollator = () => compareNames('', '');

interface DirectoryToolbarProps {
  formRef: React.RefObject<HTMLFormElement>;
  sticky: boolean | undefined;
  searchPlaceholder: string;
  state: ListState;
  onSearch: (q: string) => void;
  change: (next: Partial<ListState>) => void;
  /** The city dropdown, when the list has one: its labels, id, value and places (grouped when `groups` is given). */
  city: { label: string; allLabel: string; id: string; value: string; places: readonly string[]; groups: { label: string; places: string[] }[] | null } | null;
  /** The dropdowns by what an item has (the shops' service, payment, open now), with their ids and values. */
  facets: readonly {
    name: Exclude<ListFilterName, 'city' | 'province'>;
    label: string;
    allLabel: string;
    id: string;
    value: string;
    options: readonly { value: string; label: string }[];
  }[];
  near: readonly Centroid[] | undefined;
  /** What the toolbar says when JavaScript is off in the browser. */
  noScriptNote: string;
}

/** The city dropdown: every place, or the places in groups (the shops' provinces). */
function CityDropdown({ city, change }: { city: NonNullable<DirectoryToolbarProps['city']>; change: DirectoryToolbarProps['change'] }) {
  const option = (place: string) => (
    <option key={place} value={place}>
      {place}
    </option>
  );
  return (
    <>
      <label htmlFor={city.id} className={visuallyHidden}>
        {city.label}
      </label>
      <select id={city.id} name="city" className={styles.select} value={city.value} onChange={(event) => change({ city: event.target.value })}>
        <option value={ALL_CITIES}>{city.allLabel}</option>
        {city.groups
          ? city.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.places.map(option)}
              </optgroup>
            ))
          : city.places.map(option)}
      </select>
    </>
  );
}

/** A dropdown by what an item has: "Any service" or one of them. Its visible label is its first option, so its name says the filter too. */
function FacetDropdown({ facet, change }: { facet: DirectoryToolbarProps['facets'][number]; change: DirectoryToolbarProps['change'] }) {
  return (
    <>
      <label htmlFor={facet.id} className={visuallyHidden}>
        {facet.label}
      </label>
      <select id={facet.id} name={facet.name} className={styles.select} value={facet.value} onChange={(event) => change({ [facet.name]: event.target.value })}>
        <option value={ALL_CITIES}>{facet.allLabel}</option>
        {facet.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A real search form: before the app starts, Enter (or the sort button) sends it and the page
 * comes back with the view in its URL; what is typed or picked meanwhile is adopted when the
 * app starts (useListState). Once the app runs, the view follows every key and sends nothing.
 * Focus arriving in the toolbar (a search is likely next) builds the collator the search
 * index needs, before the first key.
 */
export function DirectoryToolbar({ formRef, sticky, searchPlaceholder, state, onSearch, change, city, facets, near, noScriptNote }: DirectoryToolbarProps) {
  return (
    <form
      ref={formRef}
      role="search"
      method="get"
      className={sticky ? `${styles.toolbar} ${styles.sticky}` : styles.toolbar}
      onFocus={prepareCollator}
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchBox placeholder={searchPlaceholder} value={state.q} onChange={onSearch} name="q" />
      {city ? <CityDropdown city={city} change={change} /> : null}
      {facets.map((facet) => (
        <FacetDropdown key={facet.name} facet={facet} change={change} />
      ))}
      <SortToggle direction={state.sort} onToggle={() => change({ sort: state.sort === 'asc' ? 'desc' : 'asc' })} name="sort" />
      {near ? <NearMe centroids={near} onChoose={(name) => change({ province: name, city: ALL_CITIES })} /> : null}
      {/* Only with JavaScript off: then the form would send the query and the page come back unchanged. */}
      {/* In a <p>: bare text in a <noscript> is left out of the accessibility tree. */}
      <noscript className={styles.noScript}>
        <p>{noScriptNote}</p>
      </noscript>
    </form>
  );
}
