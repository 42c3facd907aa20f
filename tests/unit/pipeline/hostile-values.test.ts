/**
 * Values that look fine and are not (issue 10, defects 1, 2, 5 and 7): each test feeds the
 * pipeline what a hostile or careless editor could type and checks what reaches the site.
 */
import {
  FileLog,
  buildPlaceTable,
  checkLink,
  decodeSheetBytes,
  linkKey,
  normalizePlace,
  parseCsv,
  readSlides,
  renderMarkdownReport,
  SNAPSHOT_PLACES,
  type ReadContext,
} from '../../../src/pipeline';
import { pipelineResult } from '../../support/pipeline-result';
import { readShops, readListings, readDestinations } from '../../support/read-sheets';
import { issueLine } from '../../../src/pipeline/rules/issue';

const context: ReadContext = { probe: () => null, places: buildPlaceTable(SNAPSHOT_PLACES).table };
const SITE = 'https://padyak.invalid';

describe('internal paths of destinations (defect 2)', () => {
  const offSite = [
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '//evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%5C%5Cevil.example/..',
    '/ \\evil.example',
  ];

  it.each(offSite)("rejects '%s', which a browser would open on another site or not as a page", (routePath) => {
    const { destinations, log } = readDestinations(`name,thumbnail,path\nSpider Route,,${JSON.stringify(routePath)}\n`.replace(',,', ',images/x.png,'), {
      ...context,
      probe: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    expect(destinations).toHaveLength(0);
    expect(log.issues.filter((issue) => issue.column === 'path').map(issueLine)).toEqual([
      expect.stringMatching(/destinations\.csv row 2, column path: .*not a page of this site/),
    ]);
  });

  it('keeps a plain path of this site', () => {
    const { destinations } = readDestinations('name,thumbnail,path\nSpider Route,images/x.png,/bike-destinations/spider-route\n', {
      ...context,
      probe: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    expect(destinations.map((destination) => destination.path)).toEqual(['/bike-destinations/spider-route']);
  });

  it('never keeps a path that the WHATWG URL parser resolves to another origin', () => {
    const pieces = ['/', '\\', '.', 'a', ':', '%5C', '%2F', '@', 'evil.example', '?', '#', '\u3002'];
    const png = { ...context, probe: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
    for (const first of pieces) {
      for (const second of pieces) {
        for (const third of pieces) {
          const routePath = `${first}${second}${third}`;
          const { destinations } = readDestinations(`name,thumbnail,path\nX,images/x.png,${JSON.stringify(routePath)}\n`, png);
          for (const destination of destinations) expect(new URL(destination.path, `${SITE}/`).origin).toBe(SITE);
        }
      }
    }
  });
});

describe('names and cells with invisible characters (defect 7)', () => {
  it.each([
    ['a name made only of zero-width characters', '\u200b\u200c\u200d\u2060'],
    ['a name containing NUL', 'Giant\u0000Bikes'],
    ['a name containing a control character', 'Giant\u0007Bikes'],
    ['a name with a right-to-left override', 'Giant\u202eBikes'],
  ])('rejects %s with a plain message naming file, row and column', (_what, name) => {
    const { listings, log } = readListings(`name,link\n"${name}",https://example.com/a\n`, 'cycling-groups', context);
    expect(listings).toHaveLength(0);
    const errors = log.issues.filter((candidate) => candidate.severity === 'error');
    expect(errors.map(issueLine)).toEqual([expect.stringMatching(/^cycling-groups\.csv row 2, column name: /)]);
    expect(errors[0]?.sentence).toMatch(/invisible|control|direction/);
  });

  it('rejects a slide whose alt text hides a direction override', () => {
    const png = { ...context, probe: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
    const slides = Array.from({ length: 5 }, (_, index) => ({ image: 'images/x.png', fit: 'cover', alt: index === 2 ? 'Ride \u202eevil' : `Ride ${index}` }));
    const result = readSlides(JSON.stringify(slides), png);
    expect(result.slides.map((slide) => slide.order)).toEqual([1, 2, 4, 5]);
    expect(result.log.issues.map(issueLine)).toEqual([expect.stringMatching(/^slides\.json entry 3, column alt: .*U\+202E.*direction/)]);
  });

  it('keeps a name with accents and an emoji', () => {
    const { listings } = readListings('name,link\nPadyak Piñas 🚲,https://example.com/a\n', 'cycling-groups', context);
    expect(listings.map((listing) => listing.name)).toEqual(['Padyak Piñas 🚲']);
  });
});

describe('look-alike hosts, judged by confusable skeletons (issue 22 item 8)', () => {
  const lookalikes: [string, string, RegExp][] = [
    ['a Latin letter dental click (U+01C0) for l', 'https://\u01c0inkedin.com/company/sample', /'\u01c0inkedin' looks like 'linkedin'/],
    ['a Latin script g (U+0261)', 'https://\u0261oogle.com/maps/place/sample', /'\u0261oogle' looks like 'google'/],
    ['a dotless i (U+0131)', 'https://\u0131nstagram.com/sample', /'\u0131nstagram' looks like 'instagram'/],
    ['a Cyrillic а (U+0430) in a listed site', 'https://str\u0430va.example/clubs/1', /looks like 'strava'/],
    ['digits for letters in a listed site', 'https://faceb00k.example/sample', /'faceb00k' looks like 'facebook'/],
    ['an all-Lisu host drawn like FACEBOOK', 'https://\ua4dd\ua4ee\ua4da\ua4f0\ua4d0\ua4f3\ua4f3\ua4d7.com/sample', /looks like 'facebook'/],
    ['an all-Lisu host drawn like PEST, a name of no listed site', 'https://\ua4d1\ua4f0\ua4e2\ua4d4.example/', /look like the plain letters 'pest'/],
    ['a Latin small capital look-alike that names no listed site', 'https://sh\u1d0fp.example/', /look like the plain letters 'shop'/],
    ['a fraction slash (U+2044) inside the host', 'https://facebook.com\u2044groups\u2044sample.evil.example/', /'\u2044' \(U\+2044\), which looks like '\/'/],
    ['a division slash (U+2215) inside the host', 'https://facebook.com\u2215groups\u2215sample.evil.example/', /'\u2215' \(U\+2215\), which looks like '\/'/],
    ['a division slash in a host with no other site after it', 'https://facebook.com\u2215groups\u2215sample', /which looks like '\/'/],
    ['a reverse solidus look-alike (U+29F5)', 'https://evil.example\u29f5@facebook.com/', /which looks like '\\'/],
    ['a one dot leader (U+2024)', 'https://facebook\u2024com.evil.example/', /which looks like '\.'/],
    ['a modifier colon (U+A789)', 'https://facebook.com\ua789443.evil.example/', /which looks like ':'/],
  ];

  it.each(lookalikes)('rejects a link with %s, naming what it imitates', (_what, link, reason) => {
    const result = checkLink(link);
    expect(result).toMatchObject({ status: 'invalid', rule: 'link-lookalike-host' });
    if (result.status === 'invalid') expect(result.problem).toMatch(reason);
  });

  it('keeps none of them on the shops page, and tells the editor the row and column', () => {
    const rows = lookalikes.map(([, link], index) => `Sample Shop ${index + 1},Makati,${JSON.stringify(link)}`);
    const { shops, log } = readShops(`name,location,link\n${rows.join('\n')}\n`, context);
    for (const [, link] of lookalikes) expect(shops.map((shop) => shop.link)).not.toContain(link);
    const findings = log.issues.filter((issue) => issue.rule === 'link-lookalike-host');
    expect(findings.map((issue) => issue.row)).toEqual(lookalikes.map((_, index) => index + 2));
    for (const issue of findings) expect(issueLine(issue)).toMatch(/^shops\.csv row \d+, column link: /);
  });

  it('keeps the real sites and honest international names', () => {
    for (const link of [
      'https://www.facebook.com/SampleShop',
      'https://m.facebook.com/groups/sample',
      'https://www.instagram.com/sample/',
      'https://www.linkedin.com/company/sample',
      'https://maps.google.com/?q=sample',
      'https://www.youtube.com/@sample',
      'https://www.tiktok.com/@sample',
      'https://www.strava.com/clubs/sample',
      'https://sample.blogspot.com/',
      'https://parañaque-bikes.example/',
      'https://例え.jp/',
      'https://bücher.example/',
      'https://straße.example/',
    ]) {
      expect(checkLink(link)).toMatchObject({ status: 'ok' });
    }
  });
});

describe('links (defect 7)', () => {
  it.each([
    ['a right-to-left override', 'https://example.com/\u202egpj.exe'],
    ['a left-to-right isolate', 'https://example.com/\u2066a'],
    ['Cyrillic а mixed into a Latin host', 'https://f\u0430cebook.com/shop'],
    ['a host of Cyrillic look-alikes only', 'https://\u0430\u0440\u0440\u04cf\u0435.com/'],
    ['a host typed as punycode', 'https://xn--fcebook-2fg.com/'],
    ['a backslash, which browsers read as a slash', 'https://facebook.com\\@evil.example/'],
    ['a percent sign in the host', 'https://f%D0%B0cebook.com/'],
  ])('rejects a link with %s', (_what, link) => {
    expect(checkLink(link)).toMatchObject({ status: 'invalid' });
  });

  it('keeps international addresses written in one script', () => {
    expect(checkLink('https://parañaque.example/')).toMatchObject({ status: 'ok' });
    expect(checkLink('https://例え.jp/')).toMatchObject({ status: 'ok' });
    expect(checkLink('https://bücher.example/')).toMatchObject({ status: 'ok' });
  });

  it('rejects links longer than 2,048 characters with a plain message, without quoting all of it', () => {
    const long = `https://example.com/${'a'.repeat(100_000)}`;
    const result = checkLink(long);
    expect(result).toMatchObject({ status: 'invalid' });
    if (result.status !== 'invalid') return;
    expect(result.problem).toMatch(/100,020 characters long; .*2,048/);
    expect(result.problem.length).toBeLessThan(400);
    expect(checkLink(`https://example.com/${'a'.repeat(2000)}`)).toMatchObject({ status: 'ok' });
  });

  it('keys duplicates on the address a browser opens (WHATWG URL), not on the text', () => {
    expect(linkKey('https://facebook.com\\@evil.example/')).toBe(linkKey('https://facebook.com/@evil.example/'));
    expect(linkKey('https://facebook.com\\@evil.example/')).not.toBe(linkKey('https://evil.example/'));
    expect(linkKey('https://www.Example.com/Shop/')).toBe(linkKey('http://example.com/shop'));
  });
});

describe('very long cells (defect 1)', () => {
  it('answers a 40,000-word location at once, as too long to be a place', () => {
    const words = Array.from({ length: 40_000 }, (_, index) => `w${index}`).join(' ');
    expect(normalizePlace(`${words} batangas`, context.places)).toEqual({ status: 'too-long', limit: expect.any(Number) });
    const { shops, log } = readShops(`name,location\nLong Shop,${words}\n`, context);
    expect(shops).toHaveLength(0);
    const lines = log.issues.filter((candidate) => candidate.column === 'location').map(issueLine);
    expect(lines).toEqual([expect.stringMatching(/^shops\.csv row 2, column location: the location is \d[\d,]* characters long/)]);
    expect(lines[0]?.length).toBeLessThan(400);
  });

  it('still reads a place with its province after it', () => {
    expect(normalizePlace('San Jose Batangas', context.places)).toMatchObject({ status: 'found', place: { name: 'San Jose', province: 'Batangas' } });
  });
});

describe('the Markdown report (defect 1)', () => {
  it('lists every row of a large file with its outcome, once', () => {
    const rows = 3000;
    const lines = ['name,location'];
    for (let index = 0; index < rows; index++) lines.push(` Shop ${index} ,Quezon city`);
    const { log } = readShops(`${lines.join('\n')}\n`, context);
    const result = pipelineResult({ issues: log.issues, outcomes: log.outcomes(), files: [log.summary()] });
    const markdown = renderMarkdownReport(result);
    expect(markdown.match(/^### Row \d+ — fixed: /gm)).toHaveLength(rows);
    expect(markdown).toContain("### Row 3001 — fixed: name ' Shop 2999 ' → 'Shop 2999'; location 'Quezon city' → 'Quezon City'");
  });
});

describe('the Markdown report reads each finding and outcome a bounded number of times (defect 1)', () => {
  /** An array that counts how often its elements are read: quadratic work shows as reads, not as time. */
  function counted<T>(items: T[], reads: { count: number }): T[] {
    return new Proxy(items, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  }

  it('does work in proportion to the rows, not to their square', () => {
    const rows = 2000;
    const lines = ['name,location'];
    for (let index = 0; index < rows; index++) lines.push(` Shop ${index} ,Quezon city`);
    const { log } = readShops(`${lines.join('\n')}\n`, context);
    const reads = { count: 0 };
    const issues = log.issues;
    const outcomes = log.outcomes();
    const result = pipelineResult({ issues: counted(issues, reads), outcomes: counted(outcomes, reads), files: [log.summary()] });
    renderMarkdownReport(result);
    // Searching the findings for every row (the old report) reads them rows × findings times: millions here.
    expect(reads.count).toBeLessThanOrEqual(4 * (issues.length + outcomes.length));
  });
});

describe('decoding sheet bytes (defect 5)', () => {
  const text = 'name,location\nPadyak Piñas,Las Piñas\n';

  it('reads UTF-16 with a byte-order mark, little- and big-endian, and says it converted', () => {
    const little = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const big = new Uint8Array([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    expect(decodeSheetBytes(little)).toEqual({ ok: true, text, converted: 'UTF-16' });
    expect(decodeSheetBytes(big)).toEqual({ ok: true, text, converted: 'UTF-16' });
  });

  it('reads Windows-1252 (what Excel on Windows writes) and says it converted', () => {
    expect(decodeSheetBytes(new Uint8Array(Buffer.from(text, 'latin1')))).toEqual({ ok: true, text, converted: 'Windows-1252' });
    expect(decodeSheetBytes(new Uint8Array([0x93, 0x41, 0x94]))).toMatchObject({ ok: true, text: '\u201cA\u201d' });
  });

  it('reads UTF-8 as it is, and refuses bytes that are not text', () => {
    expect(decodeSheetBytes(new Uint8Array(Buffer.from(`\ufeff${text}`)))).toEqual({ ok: true, text });
    expect(decodeSheetBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a text file/),
    });
  });
});

describe('a quote that is never closed (defect 5)', () => {
  it('names the line where the quote opened and accounts for every data row', () => {
    const lines = ['name,link'];
    for (let line = 2; line <= 50; line++) lines.push(line === 3 ? '"Open Quote Club,https://example.com/3' : `Club ${line},https://example.com/${line}`);
    const parsed = parseCsv(`${lines.join('\n')}\n`, { required: ['name', 'link'], optional: [] });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem.message).toMatch(/line 3\b/);
    expect(parsed.problem.row).toBe(3);
    expect(parsed.dataRows).toEqual(Array.from({ length: 49 }, (_, index) => index + 2));

    const { listings, log } = readListings(`${lines.join('\n')}\n`, 'cycling-groups', context, new FileLog('cycling-groups.csv'));
    expect(listings).toHaveLength(0);
    expect(log.outcomes()).toHaveLength(49);
    expect(log.outcomes().every((outcome) => outcome.status === 'rejected')).toBe(true);
  });
});
