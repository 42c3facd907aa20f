import { DEFAULT_LIST_STATE, parseListState, serializeListState } from '../../../src/lib/list-state';

describe('list state in the URL', () => {
  it('starts empty, all cities, ascending', () => {
    expect(parseListState('')).toEqual({ q: '', city: 'all', province: 'all', sort: 'asc' });
  });

  it('reads search, city and sort', () => {
    expect(parseListState('?q=bike+lab&city=Quezon%20City&sort=desc')).toEqual({ q: 'bike lab', city: 'Quezon City', province: 'all', sort: 'desc' });
  });

  it('reads the province, as ?city= is read', () => {
    expect(parseListState('?province=Davao%20del%20Sur')).toEqual({ q: '', city: 'all', province: 'Davao del Sur', sort: 'asc' });
    expect(serializeListState({ q: '', city: 'all', province: 'Metro Manila', sort: 'asc' })).toBe('?province=Metro+Manila');
  });

  it('falls back to defaults for unknown sort values', () => {
    expect(parseListState('?sort=sideways').sort).toBe('asc');
  });

  it('leaves defaults out of the address', () => {
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('');
    expect(serializeListState({ q: '', city: 'all', province: 'all', sort: 'desc' })).toBe('?sort=desc');
  });

  it('round-trips any text, including & # ? and accents', () => {
    const state = { q: 'Pinas & Co #1?', city: 'Las Piñas', province: 'Metro Manila', sort: 'desc' as const };
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});
