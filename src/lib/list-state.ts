import { ALL_CITIES, ALL_PROVINCES, type SortDirection } from './list-filter';

/** What a directory screen shows, kept in the URL query so a view can be shared and reloaded. */
export interface ListState {
  q: string;
  city: string;
  /** A province's name ('Metro Manila' for its cities), as the shops list filters it; set by the address or "Near me". */
  province: string;
  /** The shops list's filters by what a shop does, how one pays, and whether it is open now ('now'): a key of the vocabularies, or 'all'. */
  service: string;
  payment: string;
  open: string;
  sort: SortDirection;
}

/** The filters a list keeps in its address besides the search and the sort, in the order the address writes them (the page's script writes them so too). */
export const LIST_FILTERS = ['city', 'province', 'service', 'payment', 'open'] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

export const DEFAULT_LIST_STATE: ListState = {
  q: '',
  city: ALL_CITIES,
  province: ALL_PROVINCES,
  service: ALL_CITIES,
  payment: ALL_CITIES,
  open: ALL_CITIES,
  sort: 'asc',
};

export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const state: ListState = { ...DEFAULT_LIST_STATE, q: params.get('q') ?? '', sort: sort === 'desc' ? 'desc' : 'asc' };
  for (const filter of LIST_FILTERS) state[filter] = params.get(filter) || DEFAULT_LIST_STATE[filter];
  return state;
}

/** The query string for a state, leaving out defaults so the plain page has a plain address. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  for (const filter of LIST_FILTERS) if (state[filter] !== DEFAULT_LIST_STATE[filter]) params.set(filter, state[filter]);
  if (state.sort !== 'asc') params.set('sort', state.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameListState(a: ListState, b: ListState): boolean {
  return a.q === b.q && a.sort === b.sort && LIST_FILTERS.every((filter) => a[filter] === b[filter]);
}
