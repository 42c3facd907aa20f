import { buildPlaceTable, loadPlaceTable, normalizePlace, SNAPSHOT_PLACES, type PlaceMatch } from '../../../../src/pipeline';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const aliasesText = readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8');
const { table, log } = loadPlaceTable(aliasesText);

function placeOf(match: PlaceMatch) {
  if (match.status !== 'found') throw new Error(`expected a place, got ${JSON.stringify(match)}`);
  return match.place;
}

describe('the place table snapshot', () => {
  it('holds every Metro Manila city without a province, in the readable NCR region', () => {
    const ncr = SNAPSHOT_PLACES.filter((place) => place.region === 'National Capital Region (NCR)' && place.kind !== 'region');
    expect(ncr).toHaveLength(17); // 16 cities and Pateros
    expect(ncr.every((place) => place.province === null)).toBe(true);
  });

  it('gives highly urbanized cities the province they lie in', () => {
    expect(SNAPSHOT_PLACES.find((place) => place.name === 'Cebu City')?.province).toBe('Cebu');
    expect(SNAPSHOT_PLACES.find((place) => place.name === 'Baguio')?.province).toBe('Benguet');
  });

  it('has well-formed 10-digit codes and readable region names', () => {
    expect(SNAPSHOT_PLACES.every((place) => /^\d{10}$/.test(place.psgc))).toBe(true);
    expect(new Set(SNAPSHOT_PLACES.map((place) => place.region))).toContain('Calabarzon (Region IV-A)');
  });

  it('leaves out the districts of Manila, which are not municipalities', () => {
    expect(SNAPSHOT_PLACES.some((place) => place.name === 'Binondo')).toBe(false);
  });
});

describe('normalizePlace', () => {
  it.each([
    ['Quezon City', 'Quezon City'],
    ['Quezon city', 'Quezon City'],
    ['QUEZON CITY', 'Quezon City'],
    ['QC', 'Quezon City'],
    ['Las Pinas', 'Las Piñas'],
    ['Las Piñas City', 'Las Piñas'],
    ['City of Las Piñas', 'Las Piñas'],
    ['Alabang', 'Muntinlupa'],
    ['Muntinlupa City', 'Muntinlupa'],
    ['Manila', 'Manila'],
    ['City of Manila', 'Manila'],
    ['Manila City', 'Manila'],
    ['Binondo', 'Manila'],
    ['Paranaque', 'Parañaque'],
    ['Binan', 'Biñan'],
    ['Dasma', 'Dasmariñas'],
    ['BGC', 'Taguig'],
    ['Taguig City', 'Taguig'],
    ['Makati', 'Makati'],
    ['Makati City', 'Makati'],
    ['makati city', 'Makati'],
    ['Antipolo', 'Antipolo'],
    ['Cebu City', 'Cebu City'],
    ['Camarines Sur', 'Camarines Sur'],
    ['  camarines   sur ', 'Camarines Sur'],
    ['Pasig, Philippines', 'Pasig'],
  ])("reads '%s' as '%s'", (input, expected) => {
    expect(placeOf(normalizePlace(input, table)).name).toBe(expected);
  });

  it('tells Cebu the province from Cebu City', () => {
    const province = placeOf(normalizePlace('Cebu', table));
    const city = placeOf(normalizePlace('Cebu City', table));
    expect([province.kind, province.name]).toEqual(['province', 'Cebu']);
    expect([city.kind, city.province, city.region]).toEqual(['city', 'Cebu', 'Central Visayas (Region VII)']);
  });

  it('maps Metro Manila to the region-level NCR entry', () => {
    const place = placeOf(normalizePlace('Metro Manila', table));
    expect([place.kind, place.province, place.region]).toEqual(['region', null, 'National Capital Region (NCR)']);
  });

  it('says whether the editor typed the canonical name, another spelling or an alias', () => {
    expect(normalizePlace('Pasig', table)).toMatchObject({ via: 'exact' });
    expect(normalizePlace('pasig', table)).toMatchObject({ via: 'spelling' });
    expect(normalizePlace('QC', table)).toMatchObject({ via: 'alias' });
  });

  it('needs the province for a name several towns share, and resolves it once the province is given', () => {
    const ambiguous = normalizePlace('San Jose', table);
    expect(ambiguous.status).toBe('ambiguous');
    if (ambiguous.status === 'ambiguous') expect(ambiguous.candidates.length).toBeGreaterThan(3);
    for (const written of ['San Jose, Batangas', 'San Jose Batangas', 'san jose,batangas']) {
      const place = placeOf(normalizePlace(written, table));
      expect([place.name, place.province]).toEqual(['San Jose', 'Batangas']);
    }
  });

  it('suggests the nearest names for an unknown place', () => {
    const match = normalizePlace('Quezon Cty', table);
    expect(match.status).toBe('unknown');
    if (match.status === 'unknown') expect(match.suggestions[0]).toBe('Quezon City');
    const far = normalizePlace('Atlantis', table);
    expect(far).toEqual({ status: 'unknown', suggestions: [] });
  });

  it('accepts every alias in data/place-aliases.csv', () => {
    expect(log.issues).toEqual([]);
  });

  it('reports an alias that points to no place, naming its row', () => {
    const broken = loadPlaceTable('alias,place,province\nSomewhere,Nowhere City,\nSJ,San Jose,\n');
    expect(broken.log.issues.map((issue) => [issue.row, issue.column, issue.severity])).toEqual([
      [2, 'place', 'error'],
      [3, 'province', 'error'],
    ]);
  });

  it('works on a table built without aliases (the folding alone handles case and accents)', () => {
    const bare = buildPlaceTable(SNAPSHOT_PLACES).table;
    expect(placeOf(normalizePlace('las pinas', bare)).name).toBe('Las Piñas');
  });
});

describe('normalizePlace with towns that share a city’s name', () => {
  it('reads a province written with the word Province', () => {
    expect(placeOf(normalizePlace('Quezon Province', table))).toMatchObject({ kind: 'province', name: 'Quezon' });
  });

  it('treats a bare name shared by a city and towns as ambiguous, listing the cities too', () => {
    const match = normalizePlace('San Fernando', table);
    expect(match.status).toBe('ambiguous');
    if (match.status === 'ambiguous') {
      expect(match.candidates.map((place) => place.province)).toEqual(expect.arrayContaining(['Pampanga', 'La Union', 'Cebu']));
    }
    expect(placeOf(normalizePlace('San Fernando, Pampanga', table))).toMatchObject({ name: 'San Fernando City', province: 'Pampanga' });
  });
});
