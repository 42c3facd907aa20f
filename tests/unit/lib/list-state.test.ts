import { DEFAULT_LIST_STATE, parseListState, serializeListState } from '../../../src/lib/list-state';

describe('list state in the URL', () => {
  it('starts empty, all cities, ascending', () => {
    expect(parseListState('')).toEqual({ q: '', city: 'all', sort: 'asc' });
  });

  it('reads search, city and sort', () => {
    expect(parseListState('?q=bike+lab&city=Quezon%20City&sort=desc')).toEqual({ q: 'bike lab', city: 'Quezon City', sort: 'desc' });
  });

  it('falls back to defaults for unknown sort values', () => {
    expect(parseListState('?sort=sideways').sort).toBe('asc');
  });

  it('leaves defaults out of the address', () => {
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('');
    expect(serializeListState({ q: '', city: 'all', sort: 'desc' })).toBe('?sort=desc');
  });

  it('round-trips any text, including & # ? and accents', () => {
    const state = { q: 'Pinas & Co #1?', city: 'Las Piñas', sort: 'desc' as const };
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});
