/**
 * What data:pull refuses to take as an ordinary day's change (bigChange), and column changes told
 * as what they are (compareSheets / describeChanges): pure, on the texts of two versions of a sheet.
 */
import { bigChange, compareSheets, describeChanges, keyColumnsOf, noRowChanged, summarizeChanges } from '../../../../src/pipeline';

const PLACES = ['Quezon City', 'Iloilo City', 'Cebu City', 'Bohol', 'Makati', 'Taguig', 'Pasig'];
/** 19 shops as an editor's sheet holds them: name, location, link, logo. */
const shopRows = Array.from({ length: 19 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return [`Sample Shop ${n}`, PLACES[index % PLACES.length] as string, `https://shop${n}.example/`, index % 2 ? `logo${n}.png` : ''];
});
const csv = (header: string[], rows: string[][]) => [header.join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';
const SHOPS = csv(['name', 'location', 'link', 'logo'], shopRows);
const verdict = (after: string, before = SHOPS) => bigChange('shops', compareSheets('shops', before, after));

describe('bigChange: a pull that loses most of a list is not an ordinary day’s change', () => {
  test('the key cells of each list: what the entry is (the header’s required columns) and where it leads (its link)', () => {
    expect(keyColumnsOf('shops')).toEqual(['name', 'location', 'link']);
    expect(keyColumnsOf('brands')).toEqual(['name', 'category', 'link']);
    expect(keyColumnsOf('cycling-groups')).toEqual(['name', 'link']);
    expect(keyColumnsOf('events')).toEqual(['name', 'image', 'link']);
    expect(keyColumnsOf('destinations')).toEqual(['name', 'thumbnail', 'path']);
  });

  test('a tab emptied to its header row, always, even a list of one row', () => {
    expect(verdict('name,location,link,logo\n')).toBe('the spreadsheet lost all 19 shops: the published tab has only its header row');
    expect(bigChange('cycling-groups', compareSheets('cycling-groups', 'name,link\nOne Group,https://g.example/\n', 'name,link\r\n\r\n'))).toBe(
      'the spreadsheet lost its only listing: the published tab has only its header row',
    );
  });

  test('from three rows on, the list’s size decides, not how many rows changed: 3 → 1 is held back, 3 → 2 is not', () => {
    const three = 'name,link\nA,https://a.example/\nB,https://b.example/\nC,https://c.example/\n';
    const groups = (after: string) => bigChange('cycling-groups', compareSheets('cycling-groups', three, after));
    expect(groups('name,link\nA,https://a.example/\n')).toBe('the spreadsheet lost 2 of 3 listings');
    expect(groups('name,link\nA,https://x.example/\nB,https://y.example/\nC,https://c.example/\n')).toBe('the spreadsheet changed the link of 2 of 3 listings');
    expect(groups('name,link\nA,https://a.example/\nB,https://b.example/\n')).toBeNull();
  });

  test('a tab cut from 19 rows to 1', () => {
    expect(verdict(csv(['name', 'location', 'link', 'logo'], shopRows.slice(0, 1)))).toBe('the spreadsheet lost 18 of 19 shops');
  });

  test('every name replaced: the rows are gone by their names, others came in', () => {
    const renamed = shopRows.map(([name, ...rest]) => [`Vandal ${name}`, ...rest] as string[]);
    expect(verdict(csv(['name', 'location', 'link', 'logo'], renamed))).toBe('the spreadsheet lost 19 of 19 shops (19 rows with other names came in)');
  });

  test('every link replaced by the same address', () => {
    const relinked = shopRows.map(([name, location, , logo]) => [name, location, 'https://spam.example/', logo] as string[]);
    expect(verdict(csv(['name', 'location', 'link', 'logo'], relinked))).toBe('the spreadsheet changed the link of 19 of 19 shops');
  });

  test('rows removed and key cells changed count together; a logo (not a key cell) does not', () => {
    const mixed = shopRows.slice(5).map(([name, location, link, logo], index) => [name, location, index < 5 ? 'https://spam.example/' : link, logo] as string[]);
    expect(verdict(csv(['name', 'location', 'link', 'logo'], mixed))).toBe('the spreadsheet lost 5 of 19 shops and changed the link of 5 more');
    const relogoed = shopRows.map(([name, location, link]) => [name, location, link, 'other.png'] as string[]);
    expect(verdict(csv(['name', 'location', 'link', 'logo'], relogoed))).toBeNull();
  });

  test('a column the site reads, removed or renamed away with its values, is lost like rows', () => {
    const withoutLink = shopRows.map(([name, location, , logo]) => [name, location, logo] as string[]);
    expect(verdict(csv(['name', 'location', 'logo'], withoutLink))).toBe('the spreadsheet no longer has column link, which held the link of 19 of 19 shops');
    expect(verdict(csv(['name', 'location', 'website', 'logo'], shopRows))).toBe(
      "the spreadsheet renamed column link to 'website', so the site no longer reads the link of 19 of 19 shops",
    );
    // A column the site never read takes nothing with it.
    const notes = csv(
      ['name', 'location', 'link', 'logo', 'notes'],
      shopRows.map((row) => [...row, 'a note']),
    );
    expect(verdict(SHOPS, notes)).toBeNull();
  });

  test('an ordinary day’s change passes: a few links, a row added and one removed, rows and columns moved', () => {
    const day = shopRows.slice(1).map(([name, location, link, logo], index) => [name, location, index < 3 ? `${link}new` : link, logo] as string[]);
    day.push(['Bike Lab', 'Iloilo City', 'https://bikelab.example/', '']);
    expect(verdict(csv(['name', 'location', 'link', 'logo'], day))).toBeNull();
    const moved = [...shopRows].reverse().map(([name, location, link, logo]) => [link, name, location, logo] as string[]);
    expect(verdict(csv(['link', 'name', 'location', 'logo'], moved))).toBeNull();
    // Half of a list is not more than half; and a list of two rows loses half with one edit.
    expect(
      bigChange('cycling-groups', compareSheets('cycling-groups', 'name,link\nA,https://a.example/\nB,https://b.example/\n', 'name,link\nA,https://a.example/\n')),
    ).toBeNull();
  });
});

describe('column changes are told as what they are', () => {
  test('columns in another order: "columns reordered", not "only quotes or blank rows"', () => {
    const changes = compareSheets('content-creators', 'name,link,logo\nA,https://a.example/,a.png\n', 'link,name,logo\nhttps://a.example/,A,a.png\n');
    expect(noRowChanged(changes)).toBe(false);
    expect(summarizeChanges(changes)).toBe('columns reordered');
    expect(describeChanges('content-creators', changes)).toEqual(["Columns reordered: now 'link,name,logo' (was 'name,link,logo')."]);
  });

  test('a removed column says how many cells had values; a renamed one is renamed, not removed and added', () => {
    const before = 'name,location,link\nA,Makati,https://a.example/\nB,Pasig,https://b.example/\nC,Taguig,\n';
    const removed = compareSheets('shops', before, 'name,location\nA,Makati\nB,Pasig\nC,Taguig\n');
    expect(describeChanges('shops', removed)).toEqual(["Column 'link' removed (2 cells had values)."]);
    const renamed = compareSheets('shops', before, 'name,location,website\nA,Makati,https://a.example/\nB,Pasig,https://b.example/\nC,Taguig,\n');
    expect(summarizeChanges(renamed)).toBe('1 column renamed');
    expect(describeChanges('shops', renamed)).toEqual([
      "Column 'link' renamed to 'website'; the site does not read 'website', so the 2 values of 'link' are no longer used.",
    ]);
  });

  test('a header written another way the site reads as the same column is named', () => {
    const changes = compareSheets('content-creators', 'name,link,logo\nA,https://a.example/,a.png\n', 'Name,link,img\nA,https://a.example/,a.png\n');
    expect(noRowChanged(changes)).toBe(false);
    expect(describeChanges('content-creators', changes)).toEqual([
      "The header of column 'name' now reads 'Name' (was 'name'); the site reads it as the same column.",
      "The header of column 'logo' now reads 'img' (was 'logo'); the site reads it as the same column.",
    ]);
  });
});
