import { DEFAULT_LIST_STATE, parseListState, serializeListState } from '../../../src/lib/list-state';

describe('list state in the URL', () => {
  it('starts empty, all cities, ascending', () => {
    expect(parseListState('')).toEqual({ q: '', city: 'all', province: 'all', service: 'all', payment: 'all', open: 'all', sort: 'asc' });
  });

  it('reads search, city and sort', () => {
    expect(parseListState('?q=bike+lab&city=Quezon%20City&sort=desc')).toEqual({ ...DEFAULT_LIST_STATE, q: 'bike lab', city: 'Quezon City', sort: 'desc' });
  });

  it('reads the province, as ?city= is read', () => {
    expect(parseListState('?province=Davao%20del%20Sur')).toEqual({ ...DEFAULT_LIST_STATE, province: 'Davao del Sur' });
    expect(serializeListState({ ...DEFAULT_LIST_STATE, province: 'Metro Manila' })).toBe('?province=Metro+Manila');
  });

  it("reads and writes the shops' service, payment and open-now filters, in the page script's order", () => {
    expect(parseListState('?open=now&service=repair&payment=gcash')).toEqual({ ...DEFAULT_LIST_STATE, service: 'repair', payment: 'gcash', open: 'now' });
    expect(serializeListState({ ...DEFAULT_LIST_STATE, q: 'ayala', open: 'now', payment: 'gcash', service: 'repair' })).toBe(
      '?q=ayala&service=repair&payment=gcash&open=now',
    );
  });

  it('falls back to defaults for unknown sort values', () => {
    expect(parseListState('?sort=sideways').sort).toBe('asc');
  });

  it('leaves defaults out of the address', () => {
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('');
    expect(serializeListState({ ...DEFAULT_LIST_STATE, sort: 'desc' })).toBe('?sort=desc');
  });

  it('round-trips any text, including & # ? and accents', () => {
    const state = { ...DEFAULT_LIST_STATE, q: 'Pinas & Co #1?', city: 'Las Piñas', province: 'Metro Manila', sort: 'desc' as const };
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});
