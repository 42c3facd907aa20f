/** The rules that judge one cell on its own: tables of cells each rule accepts and refuses. */
import { RULES, MAX_NAME_LENGTH, type RuleContext, type Finding } from '../../../../src/pipeline/rules';
import { cellWhitespace } from '../../../../src/pipeline/rules/cell-whitespace';
import { MAX_TEXT_LENGTH } from '../../../../src/pipeline/rules/text-too-long';
import { loadPlaceTable } from '../../../../src/pipeline';
import { placedRules, SHEETS } from '../../../../src/pipeline/sheets';
import { libraryHoursVerdict } from '../../../../src/pipeline/node/hours-library';
import type { HoursLibrary } from '../../../../src/pipeline/rules/rule';

const shopHours: RuleContext = { column: 'hours', what: 'shop' };
/**
 * The opening_hours library accepts, without a warning, every value the site reads (tests/unit/pipeline/detect/shop-hours.test.ts):
 * a stand-in for it, the real library but for two values it is made to warn about and to refuse, shows the sentences.
 */
const standInLibrary: HoursLibrary = (value) =>
  value === 'Mo 10:00-11:00'
    ? { refused: null, warnings: ['a stand-in warning'] }
    : value === 'Tu 10:00-11:00'
      ? { refused: 'a stand-in refusal', warnings: [] }
      : libraryHoursVerdict(value);

const shopName: RuleContext = { column: 'name', what: 'shop' };

/** id → [cells it accepts, cells it refuses (with a phrase of the message)]. */
const TABLE: Record<string, { good: string[]; bad: [string, RegExp][]; context?: RuleContext }> = {
  'cell-hidden-character': {
    good: ['Padyak Piñas 🚲', 'Tab\tand line\nbreak', ''],
    bad: [
      ['Giant\u0000Bikes', /control character \(U\+0000\) at character 6/],
      ['Ride \u202eevil', /U\+202E.*direction/],
    ],
  },
  'cell-error-value': {
    good: ['#REF! Bikes', 'N/A', 'Loading', '#1 Bike Shop', ''],
    bad: [
      ['#REF!', /^the spreadsheet shows an error in this cell \(#REF!\); fix the formula there$/],
      [' #N/A ', /\(#N\/A\)/],
      ['#div/0!', /\(#div\/0!\)/],
      ['Loading…', /\(Loading…\): the sheet was saved or published before an import in this cell had finished/],
    ],
  },
  'cell-formula': {
    good: ['Pasig', 'https://a.example/?a=1', "'=1", 'logos/a-b.png', ''],
    bad: [
      [
        '=IMAGE("https://evil.example/x.png")',
        /^the logo starts with '=', which a spreadsheet runs as a formula when the sheet is opened; write the logo without that first character$/,
      ],
      ['  @SUM(A1)', /starts with '@'/],
      ['－1', /starts with '－'/],
    ],
    context: { column: 'logo', what: 'shop' },
  },
  'cell-whitespace': {
    good: ['Quezon City', '', '   '],
    bad: [
      [' Quezon  City ', /^' Quezon {2}City ' had stray spaces or line breaks; it was read as 'Quezon City'$/],
      ['Two\nlines', /'Two⏎lines'.*'Two lines'/],
    ],
  },
  'name-required': { good: ['A', '\u200b'], bad: [['', /the name is empty; fill in the shop's name or delete the row/]], context: shopName },
  'name-invisible-only': { good: ['A\u200b', ''], bad: [['\u200b\u200c', /only of invisible characters.*type the shop's name/]], context: shopName },
  'name-too-long': {
    good: ['x'.repeat(MAX_NAME_LENGTH), 'Tryon'],
    bad: [
      ['x'.repeat(MAX_NAME_LENGTH + 1), /the name is 201 characters long; names of at most 200 characters are accepted, so write just the shop's name/],
      ['x'.repeat(1_048_576), /1,048,576 characters/],
    ],
    context: shopName,
  },
  'text-too-long': {
    good: ['ñ'.repeat(MAX_TEXT_LENGTH), '🚲'.repeat(MAX_TEXT_LENGTH), ''],
    bad: [
      ['x'.repeat(MAX_TEXT_LENGTH + 1), /^the text is 501 characters long, more than the 500 accepted here; shorten it to a few sentences$/],
      ['ñ'.repeat(1_048_576), /1,048,576 characters/],
    ],
    context: { column: 'details', what: 'event' },
  },
  'name-formula': {
    good: ['Peña Bikes', ' =1', "'=1", '1+1 Cycles', 'Bike-Works'],
    bad: [
      ['=HYPERLINK("https://evil.example")', /starts with '=', which a spreadsheet runs as a formula/],
      ['@SUM(A1)', /starts with '@'/],
      ['＋63 Cycles', /starts with '＋'/],
      ['-2+3', /starts with '-'/],
    ],
    context: shopName,
  },
  'link-required': {
    good: ['https://a.example/', 'not even a link'],
    bad: [
      ['', /the link is empty; paste the full address of the listing's page, starting with https:\/\//],
      ['  ', /empty/],
    ],
    context: { column: 'link', what: 'listing' },
  },
  'link-too-long': {
    good: ['https://a.example/', `https://a.example/${'a'.repeat(2000)}`],
    bad: [[`https://a.example/${'a'.repeat(2100)}`, /2,118 characters long; links longer than 2,048/]],
  },
  'link-invalid': {
    good: ['https://a.example/', 'http://a.example/', ''],
    bad: [
      ['javascript:alert(1)', /uses 'javascript:', which is not a web page/],
      ['www.shop.example', /missing https:\/\/ at the start/],
      ['https://a.example\\@b.example/', /backslash/],
      ['https://%61.example/', /% codes/],
    ],
  },
  'link-lookalike-host': { good: ['https://facebook.com/a'], bad: [['https://f\u0430cebook.com/a', /^'https:\/\/f\u0430cebook\.com\/a': /]] },
  'link-http': { good: ['https://a.example/', 'javascript:alert(1)'], bad: [['http://a.example/', /is not secure \(http:\); use the https:\/\/ address/]] },
  'internal-path-off-site': {
    good: ['/bike-destinations/spider-route', '/'],
    bad: [
      ['//evil.example/', /opens another site/],
      ['/\\evil.example', /browsers read/],
      ['https://a.example/', /does not start with '\/'/],
      ['/a/../b', /'\.' or '\.\.' steps/],
    ],
  },
  'location-required': { good: ['Pasig', 'Atlantis'], bad: [['', /the location is empty; write the shop's city, municipality or province/]] },
  'picture-required': {
    good: ['images/x.png', 'https://a.example/x.png'],
    bad: [['', /the image is empty; give the file name of the picture under data\//]],
    context: { column: 'image', what: 'event' },
  },
  'source-osm-reference': {
    good: ['OpenStreetMap node/1001', 'Walk-in survey, May 2026'],
    bad: [
      ['osm node 123', /^'osm node 123' was read as the OpenStreetMap reference 'OpenStreetMap node\/123'$/],
      ['https://www.openstreetmap.org/way/22', /'OpenStreetMap way\/22'/],
    ],
  },
  'date-read-as': {
    good: ['2026-12-07', '2026-12-07 07:00', '', '07/12/2026', 'Dec 7'],
    bad: [
      ['Dec 7, 2026', /^'Dec 7, 2026' was read as Monday 7 December 2026; it is written '2026-12-07'$/],
      ['7 December 2026 7:00 PM', /^'7 December 2026 7:00 PM' was read as Monday 7 December 2026 at 7:00 p\.m\., Manila time; it is written '2026-12-07 19:00'$/],
      ['25/12/2026', /\(day\/month\/year, as there is no month 25\)/],
    ],
    context: { column: 'start', what: 'event' },
  },
  'date-ambiguous': {
    good: ['2026-12-07', '25/12/2026', '07/07/2026', ''],
    bad: [['07/12/2026', /Monday 7 December 2026 \(day\/month\/year\) or Sunday 12 July 2026 \(month\/day\/year\)/]],
    context: { column: 'start', what: 'event' },
  },
  'status-unknown': {
    good: ['', 'closed', 'Temporarily closed', ' CLOSED '],
    bad: [
      ['permanently closed', /'permanently closed' is not a status: leave the cell empty for a shop that is open, or write 'temporarily closed' or 'closed'/],
      ['open', /is not a status/],
    ],
    context: { column: 'status', what: 'shop' },
  },
  'checked-unreadable': {
    good: ['', '2026-11', 'Nov 2026', '2026-10-05', '2099-01'],
    bad: [
      [
        'last week',
        /'last week' cannot be read as the month the shop was last checked: write the month .* as 2026-11 or Nov 2026; until then it counts as never checked/,
      ],
      ['2026-13', /there is no month 13/],
    ],
    context: { column: 'checked', what: 'shop', data: { today: '2026-11-28' } },
  },
  'checked-future': {
    good: ['', '2026-11', 'Nov 2026', '2026-11-28', 'last week'],
    bad: [
      ['2026-12', /'2026-12' is after today \(2026-11-28\)/],
      ['2026-11-30', /is after today/],
    ],
    context: { column: 'checked', what: 'shop', data: { today: '2026-11-28' } },
  },
  'date-unreadable': {
    good: ['2026-12-07', 'Dec 7, 2026', '07/12/2026', ''],
    bad: [
      ['Dec 7', /no year/],
      ['31 June 2026', /June 2026 has no day 31/],
    ],
    context: { column: 'start', what: 'event' },
  },
  'hours-read-as': {
    good: ['Mo-Sa 09:00-18:00; Su off; PH off', '', 'Mo-Fr 22:00-02:00'],
    bad: [
      ['Mo-Sa 9am-6pm', /^'Mo-Sa 9am-6pm' was read as 'Mo-Sa 09:00-18:00'; write the hours that way$/],
      ['Mon-Sat 9:00-18:00; Sunday closed', /was read as 'Mo-Sa 09:00-18:00; Su off'/],
    ],
    context: shopHours,
  },
  'hours-unreadable': {
    good: ['Mo-Sa 09:00-18:00', 'Mo-Sa 9am-6pm', '24/7', ''],
    bad: [
      ['Mo-Fr 22:00-02:00', /^'22:00-02:00' passes midnight, which the site cannot show; .* Until then the shop shows 'Hours not known'$/],
      ['Mo-Fr 09:00-12:00,11:00-14:00', /overlap/],
      ['PH 10:00-14:00', /public holidays hours of their own/],
      ['sunrise-sunset', /not a time range the site can read/],
      ['Jan-Mar Mo 09:00-12:00', /not in the form the site reads/],
    ],
    context: shopHours,
  },
  'hours-library-warning': {
    good: ['Mo-Sa 09:00-18:00; Su off; PH off', 'Mo-Sa 9am-6pm', 'PH off', '', 'Mo-Fr 22:00-02:00'],
    bad: [
      [
        'Mo 10:00-11:00; PH off',
        /^OpenStreetMap's hours library warns about 'Mo 10:00-11:00': a stand-in warning; check the hours, which the site shows as 'Mo 10:00-11:00; PH off'$/,
      ],
      ['tue 10am-11am', /^OpenStreetMap's hours library cannot read 'Tu 10:00-11:00' \(a stand-in refusal\); check the hours/],
    ],
    context: { ...shopHours, data: { hoursLibrary: standInLibrary } },
  },
  'service-unknown': {
    good: ['repair; parts', 'Repairs, RENTAL', 'second hand', ''],
    bad: [
      [
        'repiar; parts',
        /^'repiar' is not a service the site lists \(did you mean 'repair'\?\)\. It is left out, the other entries of the cell are kept; write one or more of 'repair', 'parts', 'rental', 'second-hand', 'fitting', 'wash', 'delivery', separated by ';'$/,
      ],
      ['fitting; wsh; delivry', /'wsh' is not a service the site lists \(did you mean 'wash'\?\); 'delivry' is not a service .*'delivery'.*They are left out/],
    ],
    context: { column: 'services', what: 'shop' },
  },
  'payment-unknown': {
    good: ['cash; gcash', 'GCash, Maya', 'bank transfer', ''],
    bad: [['cash; gcsh', /^'gcsh' is not a payment method the site lists \(did you mean 'gcash'\?\)\. It is left out/]],
    context: { column: 'payment', what: 'shop' },
  },
  'brand-unknown': {
    good: ['Giant; shimano', 'GIANT', ''],
    bad: [
      [
        'Giant; Shimanno',
        /^'Shimanno' is not a brand in brands\.csv \(did you mean 'Shimano'\?\)\. It is left out, the other entries of the cell are kept; write the name as brands\.csv does, or add the brand there first$/,
      ],
    ],
    context: { column: 'brands', what: 'shop', data: { brandNames: ['Giant', 'Shimano', 'Trek'] } },
  },
  'holiday-date-unreadable': {
    good: ['2026-12-24', 'Dec 24, 2026', '24 December 2026'],
    bad: [
      ['', /^'' cannot be read as the day of a holiday: the date is empty; write it as 2026-12-24/],
      ['Dec 24', /no year/],
      ['2026-12-24 09:00', /a holiday is a whole day, without a time/],
      ['07/12/2026', /either way round/],
    ],
    context: { column: 'date', what: 'holiday' },
  },
  'holiday-name-required': {
    good: ['Christmas Eve'],
    bad: [['', /^the holiday's name is empty; write it as the proclamation does/]],
    context: { column: 'name', what: 'holiday' },
  },
  'search-alias-incomplete': {
    good: ['ayos', 'Maynila', 'Las Piñas', 'e-bike', '4x4'],
    bad: [
      ['', /^the word is empty; write the word as riders type it \(e\.g\. 'ayos'\), or delete the row$/],
      ['???', /^'\?\?\?' has no letter or digit, so no search could match it; write the word as riders type it, or delete the row$/],
      ['— ·', /has no letter or digit/],
    ],
    context: { column: 'word', what: 'search word' },
  },
  'search-alias-unknown-kind': {
    good: ['list', 'service', 'payment', 'place', 'Service', ''],
    bad: [
      ['sevice', /^'sevice' is not a kind of search word: did you mean 'service'\? Write 'list', 'service', 'payment', 'place' or 'skip'; the row is left out$/],
      ['plaec', /did you mean 'place'\?/],
    ],
    context: { column: 'kind', what: 'search word' },
  },
  'brand-category-required': { good: ['helmet', 'Rockets'], bad: [['', /the category is empty; write one of the category slugs, e.g. 'helmet'/]] },
};

const cellRules = RULES.filter((rule) => rule.scope === 'cell');
const { table: places } = loadPlaceTable(null);

/**
 * The sentence of the kind's finding for one cell, or null when the cell is fine: from the rule's
 * own check, or from the column check that emits it (a link kind from the link check).
 */
function sentenceOf(rule: (typeof RULES)[number], value: string, cell: RuleContext): string | null {
  if ('check' in rule) return (rule.check as (input: string, cell: RuleContext) => Finding | null)(value, cell)?.sentence ?? null;
  const check = SHEETS.flatMap((sheet) => sheet.columns.flatMap((column) => [...column.checks])).find((candidate) => candidate.emits.includes(rule));
  if (check === undefined) throw new Error(`no check emits ${rule.id}`);
  const said: string[] = [];
  check.run(value, { file: 'sheet.csv', row: 2, ...cell, cell: value, data: { probe: () => null, places }, before: {} }, (kind, finding) => {
    if (kind === rule) said.push(finding.sentence);
  });
  return said[0] ?? null;
}

describe.each(cellRules.map((rule) => [rule.id, rule] as const))('cell rule %s', (id, rule) => {
  const cases = TABLE[id];
  const context = cases?.context ?? { column: placedRules().find((placed) => placed.id === id)?.column[0] ?? 'name', what: 'shop' };
  const check = (value: string, cell: RuleContext): string | null => sentenceOf(rule, value, cell);

  it('has a table of cells', () => {
    expect(cases).toBeDefined();
  });

  it.each(cases?.good ?? [])('accepts %j', (value) => {
    expect(check(value, context)).toBeNull();
  });

  it.each(cases?.bad ?? [])('refuses %j with a message an editor can act on', (value, message) => {
    expect(check(value, context)).toMatch(message);
  });
});

describe('cell-whitespace fixes what it reports', () => {
  it('folds the cell into the value the site uses', () => {
    expect(cellWhitespace.fix(' Quezon \n City ')).toBe('Quezon City');
  });
});
