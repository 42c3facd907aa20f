import { ALL_CITIES, ALL_PROVINCES, type SortDirection } from './list-filter';

/** What a directory screen shows, kept in the URL query so a view can be shared and reloaded. */
export interface ListState {
  q: string;
  city: string;
  /** A province's name ('Metro Manila' for its cities), as the shops list filters it; set by the address or "Near me". */
  province: string;
  sort: SortDirection;
}

export const DEFAULT_LIST_STATE: ListState = { q: '', city: ALL_CITIES, province: ALL_PROVINCES, sort: 'asc' };

export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    city: params.get('city') || ALL_CITIES,
    province: params.get('province') || ALL_PROVINCES,
    sort: sort === 'desc' ? 'desc' : 'asc',
  };
}

/** The query string for a state, leaving out defaults so the plain page has a plain address. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.city !== ALL_CITIES) params.set('city', state.city);
  if (state.province !== ALL_PROVINCES) params.set('province', state.province);
  if (state.sort !== 'asc') params.set('sort', state.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameListState(a: ListState, b: ListState): boolean {
  return a.q === b.q && a.city === b.city && a.province === b.province && a.sort === b.sort;
}
