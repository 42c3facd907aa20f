import { ALL_CITIES, type SortDirection } from './list-filter';

/** What a directory screen shows, kept in the URL query so a view can be shared and reloaded. */
export interface ListState {
  q: string;
  city: string;
  sort: SortDirection;
}

export const DEFAULT_LIST_STATE: ListState = { q: '', city: ALL_CITIES, sort: 'asc' };

export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    city: params.get('city') || ALL_CITIES,
    sort: sort === 'desc' ? 'desc' : 'asc',
  };
}

/** The query string for a state, leaving out defaults so the plain page has a plain address. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.city !== ALL_CITIES) params.set('city', state.city);
  if (state.sort !== 'asc') params.set('sort', state.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameListState(a: ListState, b: ListState): boolean {
  return a.q === b.q && a.city === b.city && a.sort === b.sort;
}
