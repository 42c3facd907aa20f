/**
 * Each rule of the registry, seen from the outside: a small input that breaks it, read the way
 * data:check reads it, yields a finding with the rule's id and severity. One row per rule, so
 * a rule without a case fails the last test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkSheet,
  loadPlaceTable,
  readBrandCategories,
  readSlides,
  runPipeline,
  type DataIssue,
  type FileProbe,
  type ImageFacts,
  type RemoteManifest,
  type SheetList,
} from '../../../../src/pipeline/node';
import { RULES, type RuleId } from '../../../../src/pipeline/rules';
import { READER_RULES, SHEETS } from '../../../../src/pipeline/sheets';
import categories from '../../../../data/brand-categories.json';
import { readForms } from '../../../../src/pipeline/check/forms';
import { readHolidays } from '../../../../src/pipeline/check/holidays';
import { readSearchAliases } from '../../../../src/pipeline/check/search-aliases';

const { table: places } = loadPlaceTable(null);
const PNG: ImageFacts = { kind: 'image', format: 'png', width: 64, height: 64 };
const LINKED = `cache/images/${'b'.repeat(64)}.png`;
const files: Record<string, ImageFacts> = {
  'logos/ok.png': PNG,
  'images/ok.png': PNG,
  [LINKED]: { kind: 'refused', reason: 'is a link (shortcut) to something else, not a file npm run data:fetch stored' },
};
const probe: FileProbe = (file) => files[file] ?? null;
const FETCHED = 'https://img.example/fetched.png';
const LINKED_URL = 'https://img.example/linked.png';
const remoteCache: RemoteManifest = {
  version: 1,
  entries: {
    [FETCHED]: { file: `${'a'.repeat(64)}.png`, sha256: 'a'.repeat(64), mediaType: 'image/png', bytes: 10, width: 64, height: 64, fetchedAt: '2026-01-01T00:00:00Z' },
    [LINKED_URL]: { file: `${'b'.repeat(64)}.png`, sha256: 'b'.repeat(64), mediaType: 'image/png', bytes: 10, width: 64, height: 64, fetchedAt: '2026-01-01T00:00:00Z' },
  },
};

function sheet(list: SheetList, input: string | Uint8Array): DataIssue[] {
  return checkSheet(input, list, { places, categorySlugs: ['helmet', 'wheelset'], probe, remoteCache, today: '2026-11-25' }).issues;
}
const events = (start: string, end = '') => sheet('events', `name,image,link,start,end\nSample Ride,images/ok.png,https://ride.example/,${start},${end}\n`);
const shops = (rows: string, header = 'name,location,link,logo,source') => sheet('shops', `${header}\n${rows}\n`);
const brands = (rows: string) => sheet('brands', `category,name,link,logo\n${rows}\n`);
const categoriesWith = (change: (entries: Record<string, unknown>[]) => unknown) =>
  readBrandCategories(JSON.stringify(change(categories.map((entry) => ({ ...entry }))))).log.issues;
const slideEntry = { image: 'images/ok.png', link: null, fit: 'cover' };
const searchAliases = (text: string) => readSearchAliases(`word,kind,means\n${text}\n`, { places, categorySlugs: ['tires'] }).log.issues;
const slides = (entries: unknown) => readSlides(JSON.stringify(entries), { probe, places }).log.issues;

/** A data folder on disk, for the rules about files themselves. */
function folder(build: (dir: string) => void): DataIssue[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-rules-'));
  try {
    build(dir);
    return runPipeline({ dataDir: dir, probe }).issues;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const utf16 = (text: string) => new Uint8Array([0xff, 0xfe, ...Array.from(text).flatMap((char) => [char.charCodeAt(0), 0])]);

/** Rules no input reaches today: kept so an unexpected parser error still gets an id and a message. */
const DEFENSIVE: RuleId[] = ['csv-malformed'];

const CASES: Record<Exclude<RuleId, (typeof DEFENSIVE)[number]>, () => DataIssue[]> = {
  'file-required-missing': () => folder(() => {}),
  'file-optional-missing': () => folder(() => {}),
  'list-required-empty': () => brands(''),
  'file-refused': () => folder((dir) => mkdirSync(path.join(dir, 'shops.csv'))),
  'file-encoding': () => sheet('shops', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3])),
  'file-converted': () => sheet('shops', utf16('name,location\nSample Shop,Pasig\n')),
  'csv-not-a-sheet': () => sheet('shops', '<!DOCTYPE html><html><body>Sample</body></html>'),
  'csv-unclosed-quote': () => shops('"Sample Shop,Pasig'),
  'csv-stray-quote': () => shops('Sample 26" Shop,Pasig,,,'),
  'csv-empty': () => sheet('shops', ''),
  'csv-duplicate-column': () => shops('Sample Shop,Pasig,,ok.png,ok.png', 'name,location,link,logo,img'),
  'csv-missing-column': () => sheet('shops', 'name\nSample Shop\n'),
  'csv-unknown-column': () => shops('Sample Shop,Pasig,red', 'name,location,colour'),
  'csv-row-width': () => shops('Sample Shop,Pasig,,,,extra'),
  'json-invalid': () => readBrandCategories('[{').log.issues,
  'json-not-a-list': () => readBrandCategories('{}').log.issues,
  'cell-hidden-character': () => shops('Sample\u202eShop,Pasig,,,'),
  'cell-error-value': () => shops('#REF!,Pasig,,,'),
  'cell-formula': () => shops('Sample Shop,Pasig,"=HYPERLINK(""https://evil.example"")",,'),
  'cell-whitespace': () => shops(' Sample  Shop ,Pasig,,,'),
  'name-required': () => shops(',Pasig,,,'),
  'name-invisible-only': () => shops('\u200c\u2060,Pasig,,,'),
  'name-too-long': () => shops(`${'Sample '.repeat(40)},Pasig,,,`),
  'name-formula': () => shops('=1+1 Cycles,Pasig,,,'),
  'link-required': () => sheet('content-creators', 'name,link\nSample Creator,\n'),
  'link-too-long': () => shops(`Sample Shop,Pasig,https://shop.example/${'a'.repeat(2100)},,`),
  'link-invalid': () => shops('Sample Shop,Pasig,javascript:alert(1),,'),
  'link-lookalike-host': () => shops('Sample Shop,Pasig,https://f\u0430cebook.com/sample,,'),
  'link-http': () => shops('Sample Shop,Pasig,http://shop.example/,,'),
  'link-shared': () => shops('Sample One,Pasig,https://shop.example/,,\nSample Two,Cebu City,https://shop.example/,,'),
  'duplicate-merged': () => shops('Sample Shop,Pasig,,,\nSample Shop,Pasig,https://shop.example/,,'),
  'location-required': () => shops('Sample Shop,,,,'),
  'location-too-long': () => shops(`Sample Shop,${'Pasig '.repeat(100)},,,`),
  'location-read-as': () => shops('Sample Shop,Quezon city,,,'),
  'location-ambiguous': () => shops('Sample Shop,San Jose,,,'),
  'location-unknown': () => shops('Sample Shop,Atlantis,,,'),
  'source-osm-reference': () => shops('Sample Shop,Pasig,,,osm node 123'),
  'date-read-as': () => events('"Dec 7, 2026 7:00 AM"'),
  'date-ambiguous': () => events('07/12/2026'),
  'date-unreadable': () => events('Dec 7'),
  'status-unknown': () => shops('Sample Shop,Pasig,,,,permanently closed', 'name,location,link,logo,source,status'),
  'checked-unreadable': () => shops('Sample Shop,Pasig,,,,last week', 'name,location,link,logo,source,checked'),
  'checked-future': () => shops('Sample Shop,Pasig,,,,2027-01', 'name,location,link,logo,source,checked'),
  'hours-read-as': () => shops('Sample Shop,Pasig,Mo-Sa 9am-6pm', 'name,location,hours'),
  'hours-unreadable': () => shops('Sample Shop,Pasig,Mo-Fr 22:00-02:00', 'name,location,hours'),
  // The real library accepts every value the site reads (tests/unit/pipeline/detect/shop-hours.test.ts): a stand-in warns.
  'hours-library-warning': () =>
    checkSheet('name,location,hours\nSample Shop,Pasig,Mo-Sa 09:00-18:00\n', 'shops', {
      places,
      categorySlugs: [],
      probe,
      hoursLibrary: () => ({ refused: null, warnings: ['a stand-in warning'] }),
    }).issues,
  'service-unknown': () => shops('Sample Shop,Pasig,repiar; parts', 'name,location,services'),
  'payment-unknown': () => shops('Sample Shop,Pasig,gcsh', 'name,location,payment'),
  // Read as data:check reads the folder: brands.csv first, then a shop's brands against its names.
  'brand-unknown': () =>
    folder((dir) => {
      writeFileSync(path.join(dir, 'brands.csv'), 'category,name,link\nhelmet,Sample Helmets,https://brand.example/\n');
      writeFileSync(path.join(dir, 'shops.csv'), 'name,location,brands\nSample Shop,Pasig,Sample Helmet\n');
    }),
  'holiday-date-unreadable': () => readHolidays('date,name\nDec 24,Christmas Eve\n').log.issues,
  'holiday-name-required': () => readHolidays('date,name\n2026-12-24,\n').log.issues,
  'holiday-date-duplicate': () => readHolidays('date,name\n2026-12-24,Christmas Eve\n2026-12-24,Noche Buena\n').log.issues,
  'date-far-away': () => events('2029-01-05'),
  'date-end-before-start': () => events('2026-12-07', '2026-12-06'),
  'date-end-without-start': () => events('', '2026-12-07'),
  'date-time-missing': () => events('2026-12-07 07:00', '2026-12-08'),
  'event-same-name-year': () =>
    sheet('events', 'name,image,link,start\nSample Ride,images/ok.png,https://ride.example/,2027-03-21\nSample Ride,images/ok.png,https://ride.example/,2027-11-07\n'),
  'logo-unusable': () => shops('Sample Shop,Pasig,,missing.png,'),
  'picture-required': () => sheet('events', 'name,image,link\nSample Ride,,https://ride.example/\n'),
  'picture-unusable': () => sheet('events', 'name,image,link\nSample Ride,images/missing.png,https://ride.example/\n'),
  'image-not-fetched': () => shops('Sample Shop,Pasig,,https://img.example/new.png,'),
  'image-fetched-copy-missing': () => shops(`Sample Shop,Pasig,,${FETCHED},`),
  'image-fetched-copy-unusable': () => shops(`Sample Shop,Pasig,,${LINKED_URL},`),
  'brand-category-required': () => brands(',Sample Brand,https://brand.example/,ok.png'),
  'brand-category-unknown': () => brands('rockets,Sample Brand,https://brand.example/,ok.png'),
  'brand-category-read-as': () => brands('Helmet,Sample Brand,https://brand.example/,ok.png'),
  'brand-link-missing': () => brands('helmet,Sample Brand,,ok.png'),
  'brand-logo-needed': () => brands('wheelset,Sample Brand,https://brand.example/,'),
  'internal-path-off-site': () => sheet('destinations', 'name,thumbnail,path\nSample Route,images/ok.png,//evil.example/\n'),
  'category-entry-invalid': () => categoriesWith((entries) => entries.map((entry, index) => (index === 0 ? { ...entry, icon: 'Rocket' } : entry))),
  'category-slug-duplicate': () => categoriesWith((entries) => [...entries, entries[0]]),
  'category-slug-unknown': () => categoriesWith((entries) => [...entries, { ...entries[0], slug: 'rockets' }]),
  'categories-missing': () => categoriesWith((entries) => entries.slice(1)),
  'slide-count': () => slides([slideEntry]),
  'slide-entry-invalid': () => slides([{ ...slideEntry, fit: 'stretch' }]),
  'place-alias-incomplete': () => loadPlaceTable('alias,place\nSample Alias,\n').log.issues,
  'place-alias-unknown-place': () => loadPlaceTable('alias,place\nSample Alias,Atlantis\n').log.issues,
  'search-alias-incomplete': () => searchAliases('ayos,service,'),
  'search-alias-unknown-kind': () => searchAliases('ayos,sevice,repair'),
  'search-alias-unknown-meaning': () => searchAliases('ayos,service,repairs'),
  'search-alias-duplicate': () => searchAliases('ayos,service,repair\nAyos,service,repair'),
  'found-logo-unusable': () =>
    checkSheet('name,link,logo\nSample Group,https://group.example/,\n', 'cycling-groups', {
      places,
      categorySlugs: [],
      probe,
      remoteCache,
      // Found on the row's page, its picture the fetched copy that is not on disk.
      foundLogos: new Map([
        [
          'cycling-groups.csv|https://group.example/',
          {
            key: 'cycling-groups.csv|https://group.example/',
            file: 'cycling-groups.csv',
            name: 'Sample Group',
            page: 'https://group.example/',
            image: FETCHED,
            cached: `cache/images/${'a'.repeat(64)}.png`,
            how: 'apple-touch-icon',
            foundAt: '2026-01-01T00:00:00Z',
          },
        ],
      ]),
    }).issues,
  'found-logos-broken': () =>
    folder((dir) => {
      mkdirSync(path.join(dir, 'cache'), { recursive: true });
      writeFileSync(path.join(dir, 'cache/found-logos.json'), '{');
    }),
  'form-address-invalid': () => readForms(JSON.stringify({ report: { address: 'https://forms.example/viewform', fields: {} } }), undefined, null).log.issues,
  'form-field-invalid': () =>
    readForms(JSON.stringify({ report: { address: 'https://docs.google.com/forms/d/e/x/viewform', fields: { list: 'entry.1' } } }), undefined, null).log.issues,
  'text-too-long': () => sheet('events', `name,image,link,details\nSample Ride,images/ok.png,https://ride.example/,${'x'.repeat(501)}\n`),
  'form-field-unknown': () =>
    readForms(JSON.stringify({ report: { address: 'https://docs.google.com/forms/d/e/x/viewform', fields: { locaton: 'entry.1' } } }), undefined, null).log.issues,
  'form-entry-shared': () =>
    readForms(JSON.stringify({ report: { address: 'https://docs.google.com/forms/d/e/x/viewform', fields: { list: 'entry.1', key: 'entry.1' } } }), undefined, null).log
      .issues,
  'form-key-duplicate': () => readForms('{ "report": { "address": "https://docs.google.com/forms/d/e/x/viewform", "address": "" } }', undefined, null).log.issues,
  'fetch-manifest-broken': () =>
    folder((dir) => {
      mkdirSync(path.join(dir, 'cache/images'), { recursive: true });
      writeFileSync(path.join(dir, 'cache/images/manifest.json'), '{');
    }),
};

describe.each(Object.entries<() => DataIssue[]>(CASES))('rule %s', (id, run) => {
  const rule = RULES.find((candidate) => candidate.id === id);

  it('is reported with its id and its severity when an input breaks it', () => {
    const found = run().filter((issue) => issue.rule === id);
    expect(found.length).toBeGreaterThan(0);
    for (const issue of found) expect(issue.severity).toBe(rule?.severity);
  });
});

describe('the registry', () => {
  it('has a case above for every rule but the defensive ones, which no input reaches today', () => {
    const covered = new Set<string>([...Object.keys(CASES), ...DEFENSIVE]);
    expect(RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
    expect(DEFENSIVE.every((id) => !(id in CASES))).toBe(true);
  });
});

describe('each kind has its detector', () => {
  // Every check a column runs (the slides run the picture and optional link checks, which the sheets' columns share).
  const checks = [...new Set(SHEETS.flatMap((sheet) => sheet.columns.flatMap((column) => [...column.checks])))];
  type Emitting = { run: (input: unknown, at: unknown, emit: (kind: { id: string }, finding: unknown) => void) => unknown };

  it('is a check of its own, a check that declares the kind in its emits, or the CSV reader, which emits the kinds it declares', () => {
    const emitted = new Set([...checks.flatMap((check) => check.emits), ...READER_RULES].map((kind) => kind.id));
    expect(RULES.filter((rule) => !('check' in rule) && !emitted.has(rule.id)).map((rule) => rule.id)).toEqual([]);
  });

  it('a column check emits only the kinds it declares, and the breaking inputs above reach every check', () => {
    const undeclared: string[] = [];
    const ran = new Set<number>();
    const spies = checks.map((check, index) => {
      const run = (check as unknown as Emitting).run.bind(check);
      return jest.spyOn(check as unknown as Emitting, 'run').mockImplementation((input, at, emit) => {
        ran.add(index);
        return run(input, at, (kind, finding) => {
          if (!check.emits.some((declared) => declared.id === kind.id)) undeclared.push(kind.id);
          emit(kind, finding);
        });
      });
    });
    try {
      for (const run of Object.values<() => DataIssue[]>(CASES)) run();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(undeclared).toEqual([]);
    expect(checks.filter((_, index) => !ran.has(index)).map((check) => check.emits.map((kind) => kind.id).join(' '))).toEqual([]);
  });
});
