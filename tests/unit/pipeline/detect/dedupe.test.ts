import { dedupe } from '../../../../src/pipeline';

interface Row {
  name: string;
  link: string | null;
  logo: string | null;
}

function item(row: number, name: string, place: string, link: string | null, logo: string | null = null, scope = '') {
  return { row, name, place, link, scope, entity: { name, link, logo } satisfies Row };
}

describe('dedupe', () => {
  it('merges the same name in the same place into the first row, whatever the case or spacing of the name', () => {
    const result = dedupe([item(2, 'Sample Cycles', 'Pasig', null), item(3, 'sample  cycles', 'Pasig', null)], ['link', 'logo']);
    expect(result.survivors.map((survivor) => survivor.row)).toEqual([2]);
    expect(result.merges).toEqual([{ row: 3, into: 2, because: 'name and place', filled: [], differing: [] }]);
  });

  it('keeps the first row’s fields and fills only what it lacks; a different value is reported, not taken', () => {
    const result = dedupe(
      [item(2, 'Sample Cycles', 'Pasig', null, 'logos/a.png'), item(5, 'Sample Cycles', 'Pasig', 'https://example.com/s', 'logos/b.png')],
      ['link', 'logo'],
    );
    expect(result.survivors[0]?.entity).toEqual({ name: 'Sample Cycles', link: 'https://example.com/s', logo: 'logos/a.png' });
    expect(result.merges[0]).toMatchObject({ filled: ['link'], differing: [{ field: 'logo', kept: 'logos/a.png', dropped: 'logos/b.png' }] });
  });

  it('merges the same name with the same link even when the places differ', () => {
    const result = dedupe([item(2, 'Sample Cycles', 'Pasig', 'https://example.com/s'), item(9, 'Sample Cycles', 'Makati', 'https://www.example.com/s/')], []);
    expect(result.merges).toEqual([expect.objectContaining({ row: 9, into: 2, because: 'name and link' })]);
  });

  it('keeps the same name in different places with different links (branches)', () => {
    const result = dedupe([item(2, 'Sample Cycles', 'Pasig', 'https://example.com/a'), item(3, 'Sample Cycles', 'Makati', 'https://example.com/b')], []);
    expect(result.survivors).toHaveLength(2);
    expect(result.merges).toEqual([]);
  });

  it('never merges across scopes (one brand in two categories)', () => {
    const result = dedupe(
      [item(2, 'Magene', '', 'https://example.com/m', null, 'cyclo-computers'), item(3, 'Magene', '', 'https://example.com/m', null, 'bike-trainers')],
      [],
    );
    expect(result.survivors).toHaveLength(2);
    expect(result.sharedLinks).toEqual([]);
  });

  it('reports different names sharing one link for review and keeps both', () => {
    const result = dedupe([item(2, 'Sample A', 'Pasig', 'https://example.com/shared'), item(7, 'Sample B', 'Makati', 'https://example.com/shared/')], []);
    expect(result.survivors).toHaveLength(2);
    expect(result.sharedLinks).toEqual([
      {
        link: 'https://example.com/shared',
        rows: [
          { row: 2, name: 'Sample A' },
          { row: 7, name: 'Sample B' },
        ],
      },
    ]);
  });

  it('does not change the entities it was given', () => {
    const first = item(2, 'Sample Cycles', 'Pasig', null);
    dedupe([first, item(3, 'Sample Cycles', 'Pasig', 'https://example.com/s')], ['link']);
    expect(first.entity.link).toBeNull();
  });
});

describe('dedupe name matching', () => {
  it('ignores dots and apostrophes in names, so "R.O.X." and "ROX" are one shop', () => {
    const result = dedupe([item(2, 'R.O.X.', 'Taguig', null), item(3, 'ROX', 'Taguig', null), item(4, "Papsy's", 'Pasig', null), item(5, 'Papsys', 'Pasig', null)], []);
    expect(result.merges.map((merge) => [merge.row, merge.into])).toEqual([
      [3, 2],
      [5, 4],
    ]);
  });
});
