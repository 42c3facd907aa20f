import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_CATEGORY_SLUGS, loadPlaceTable, readBrandCategories, readSlides, type FileProbe, type ReadContext } from '../../../../src/pipeline';
import { readShops, readBrands, readListings, readEvents, readDestinations } from '../../../support/read-sheets';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const files: Record<string, Buffer> = { 'logos/giant.png': PNG, 'images/poster.png': PNG };
const probe: FileProbe = (relativePath) => files[relativePath] ?? null;
const aliases = readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8');
const context: ReadContext = { probe, places: loadPlaceTable(aliases).table };

const realCategories = readFileSync(path.join(__dirname, '../../../../tests/fixtures/clean/brand-categories.json'), 'utf8');

describe('readShops', () => {
  it('gives each shop its canonical place, province and region, a kebab-case ASCII slug and a unique id', () => {
    const { shops, log } = readShops('name,location,link,logo\nPiñas Pedal Co.,Las Pinas,https://example.com/p,giant.png\nSample Bohol,Bohol,,\n', context);
    expect(shops[0]).toEqual({
      id: 'pinas-pedal-co-las-pinas',
      name: 'Piñas Pedal Co.',
      slug: 'pinas-pedal-co',
      location: 'Las Piñas',
      city: 'Las Piñas',
      province: null,
      region: 'National Capital Region (NCR)',
      link: 'https://example.com/p',
      logo: { kind: 'local', file: 'logos/giant.png' },
      source: null,
      status: 'open',
      checked: null,
      hours: null,
      weeklyHours: null,
      services: [],
      payment: [],
      brands: [],
      sourceRow: 2,
    });
    expect(shops[1]).toMatchObject({ location: 'Bohol', city: null, province: 'Bohol', link: null, logo: null });
    expect(log.issues.map(issueLine)).toEqual(["shops.csv row 2, column location: 'Las Pinas' was read as 'Las Piñas' (Metro Manila)."]);
  });

  it("puts 'Quezon city' and 'Quezon City' under one spelling, so the city filter lists it once", () => {
    const { shops } = readShops('name,location\nSample A,Quezon City\nSample B,Quezon city\n', context);
    expect(new Set(shops.map((shop) => shop.location))).toEqual(new Set(['Quezon City']));
  });

  it('rejects a row without a location, and keeps an unknown place for review with a suggestion', () => {
    const { shops, log } = readShops('name,location\nSample A,\nSample B,Quezon Cty\n', context);
    expect(log.outcomes().map((outcome) => outcome.status)).toEqual(['rejected', 'kept']);
    expect(shops.map((shop) => shop.location)).toEqual(['Quezon Cty']);
    expect(log.issues[1]).toMatchObject({ severity: 'review', row: 3, column: 'location' });
    expect(log.issues[1]?.sentence).toContain("did you mean 'Quezon City'");
  });

  it('reports a column the site does not use on the header row, even when blank lines come before it', () => {
    const { shops, log } = readShops('\n,,\nname,location,colour\nSample Shop,Pasig,red\n', context);
    expect(shops.map((shop) => shop.name)).toEqual(['Sample Shop']);
    expect(log.issues).toEqual([
      expect.objectContaining({
        rule: 'csv-unknown-column',
        row: 3,
        column: 'colour',
        sentence:
          "the column 'colour' is not used by the site; rename it to one of 'name', 'location', 'link', 'logo', 'source', 'status', 'checked', 'hours', 'services', 'payment' or 'brands' or delete it.",
      }),
    ]);
  });

  it('makes ids unique when two different shops share name and place slug', () => {
    const { shops } = readShops('name,location,link\nSample & Co,Pasig,https://example.com/1\nSample and Co,Pasig,https://example.com/2\n', context);
    expect(shops.map((shop) => shop.id)).toEqual(['sample-and-co-pasig', 'sample-and-co-pasig-2']);
  });
});

describe('readBrandCategories', () => {
  it('accepts the 18 categories of the spec in file order', () => {
    const { categories, log } = readBrandCategories(realCategories);
    expect(categories.map((category) => category.slug).sort()).toEqual([...BRAND_CATEGORY_SLUGS].sort());
    expect(categories.map((category) => category.order)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(log.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('reports a duplicated slug, an unknown slug with a suggestion, and the categories then missing', () => {
    const parsed = JSON.parse(realCategories) as { slug: string }[];
    (parsed[1] as { slug: string }).slug = parsed[0]?.slug ?? '';
    (parsed[2] as { slug: string }).slug = 'helmets';
    const { log } = readBrandCategories(JSON.stringify(parsed));
    const messages = log.issues.map(issueLine).join('\n');
    expect(messages).toContain('already used by entry 1');
    expect(messages).toContain("did you mean 'helmet'");
    expect(messages).toContain('are missing');
  });

  it('reports broken JSON as a file error', () => {
    expect(readBrandCategories('[{"slug": "bikes",]').log.hasFileError).toBe(true);
  });
});

describe('readBrands', () => {
  const slugs = [...BRAND_CATEGORY_SLUGS];

  it('rejects an unknown category with a did-you-mean and reads a category name as its slug', () => {
    const { brands, log } = readBrands(
      'category,name,link,logo\nHelmets,Sample A,https://example.com/a,\nBike Trainers,Sample B,https://example.com/b,giant.png\n',
      context,
      slugs,
    );
    expect(log.outcomes().map((outcome) => outcome.status)).toEqual(['rejected', 'fixed']);
    expect(log.issues[0]?.sentence).toContain("did you mean 'helmet'");
    expect(brands.map((brand) => [brand.category, brand.id])).toEqual([['bike-trainers', 'bike-trainers-sample-b']]);
  });

  it('asks for a logo in the wheelset and trainer lists, as a review note only', () => {
    const { brands, log } = readBrands('category,name,link\nwheelset,Sample W,https://example.com/w\nhelmet,Sample H,https://example.com/h\n', context, slugs);
    expect(brands).toHaveLength(2);
    expect(log.issues).toEqual([expect.objectContaining({ severity: 'review', row: 2, column: 'logo' })]);
  });

  it('lists a brand whose page is unknown without a link, for review', () => {
    const { brands, log } = readBrands('category,name,link\ntires,Sample T,\n', context, slugs);
    expect(brands[0]?.link).toBeNull();
    expect(log.issues[0]).toMatchObject({ severity: 'review', column: 'link' });
  });
});

describe('readListings', () => {
  it.each(['img', 'imgSrc', 'image', 'Logo', 'IMG SRC'])("accepts the legacy logo header '%s' silently", (header) => {
    const { listings, log } = readListings(`name,link,${header}\nSample,https://example.com/s,giant.png\n`, 'bike-repaint', context);
    expect(listings[0]?.logo).toEqual({ kind: 'local', file: 'logos/giant.png' });
    expect(log.issues).toEqual([]);
  });

  it('reads a studio list that has only name and link', () => {
    const { listings } = readListings('name,link\nSample Studio,https://example.com/studio\n', 'indoor-cycling-studio', context);
    expect(listings[0]).toMatchObject({ id: 'indoor-cycling-studio-sample-studio', directory: 'indoor-cycling-studio', logo: null });
  });

  it('rejects a listing without a link', () => {
    const { log } = readListings('name,link\nSample,\n', 'bike-fitters', context);
    expect(log.outcomes()[0]?.status).toBe('rejected');
  });
});

describe('events, destinations and slides', () => {
  it('reads events with the imageUrl header and rejects a poster that does not exist', () => {
    const { events, log } = readEvents(
      'name,imageUrl,link\nSample Ride,images/poster.png,https://example.com/r\nSample Gone,images/gone.png,https://example.com/g\n',
      context,
    );
    expect(events.map((event) => event.image)).toEqual([{ kind: 'local', file: 'images/poster.png' }]);
    expect(log.issues[0]).toMatchObject({ severity: 'error', row: 3, column: 'image' });
  });

  it('requires an internal path starting with /', () => {
    const { destinations, log } = readDestinations(
      'name,thumbnail,path\nA,images/poster.png,/bike-destinations/a\nB,images/poster.png,https://example.com/b\nC,images/poster.png,//evil.example\n',
      context,
    );
    expect(destinations.map((destination) => destination.path)).toEqual(['/bike-destinations/a']);
    expect(log.summary().rejected).toBe(2);
  });

  it('reads 5 slides with default alt text and refuses a list of another length', () => {
    const five = JSON.stringify(
      Array.from({ length: 5 }, (_, index) => ({ image: 'images/poster.png', link: index === 0 ? 'https://example.com/v' : null, fit: index < 2 ? 'cover' : 'contain' })),
    );
    const { slides, log } = readSlides(five, context);
    expect(slides.map((slide) => [slide.order, slide.fit, slide.alt])).toEqual([
      [1, 'cover', 'Slider image 1'],
      [2, 'cover', 'Slider image 2'],
      [3, 'contain', 'Slider image 3'],
      [4, 'contain', 'Slider image 4'],
      [5, 'contain', 'Slider image 5'],
    ]);
    expect(log.issues).toEqual([]);
    expect(readSlides(JSON.stringify(JSON.parse(five).slice(0, 4)), context).log.hasFileError).toBe(true);
  });
});

describe('remote images: shown only from the copy npm run data:fetch stored', () => {
  const sha = 'a'.repeat(64);
  const fetched = 'https://cdn.example/sample-logo.png';
  const manifest = {
    version: 1 as const,
    entries: {
      [fetched]: { file: `${sha}.png`, sha256: sha, mediaType: 'image/png' as const, bytes: 16, width: 200, height: 100, fetchedAt: '2026-11-01T00:00:00.000Z' },
    },
  };
  const withCache = (files: Record<string, Buffer>): ReadContext => ({
    ...context,
    probe: (relativePath) => files[relativePath] ?? null,
    remoteCache: manifest,
  });

  it('links a fetched logo to its cached file and reports nothing', () => {
    const { brands, log } = readBrands(
      `category,name,link,logo\nhelmet,Sample Fetched,https://example.com/f,${fetched}\n`,
      withCache({ [`cache/images/${sha}.png`]: PNG }),
      [...BRAND_CATEGORY_SLUGS],
    );
    expect(brands[0]?.logo).toEqual({ kind: 'remote', url: fetched, cached: `cache/images/${sha}.png` });
    expect(log.issues).toEqual([]);
  });

  it('keeps an address not fetched yet, shows no logo, and says what to run, naming file, row, column and the address', () => {
    const address = 'https://cdn.example/not-yet.png';
    const { brands, log } = readBrands(`category,name,link,logo\nhelmet,Sample Later,https://example.com/l,${address}\n`, withCache({}), [...BRAND_CATEGORY_SLUGS]);
    expect(brands[0]?.logo).toEqual({ kind: 'remote', url: address });
    expect(log.outcomes()[0]?.status).toBe('kept');
    expect(log.issues).toEqual([expect.objectContaining({ severity: 'review', file: 'brands.csv', row: 2, column: 'logo', found: address })]);
    expect(log.issues.map(issueLine)).toEqual([
      `brands.csv row 2, column logo: '${address}' is not fetched yet: run npm run data:fetch; until then the listing shows no logo.`,
    ]);
  });

  it('without any manifest, every remote address is not fetched yet', () => {
    const { log } = readShops(`name,location,link,logo\nSample,Bohol,,${fetched}\n`, context);
    expect(log.issues.map((issue) => [issue.severity, issue.column, issue.sentence.includes('not fetched yet: run npm run data:fetch')])).toEqual([
      ['review', 'logo', true],
    ]);
  });

  it('treats a manifest entry whose file is gone as not fetched, asking for data:fetch again', () => {
    const { shops, log } = readShops(`name,location,link,logo\nSample,Bohol,,${fetched}\n`, withCache({}));
    expect(shops[0]?.logo).toEqual({ kind: 'remote', url: fetched });
    expect(log.issues[0]?.sentence).toContain(`the fetched copy of '${fetched}' (data/cache/images/${sha}.png) is missing: run npm run data:fetch again`);
  });

  it('says that an event with an unfetched poster is not shown until then', () => {
    const { events, log } = readEvents(`name,image,link\nSample Ride,https://cdn.example/poster.png,https://example.com/r\n`, withCache({}));
    expect(events).toHaveLength(1);
    expect(log.issues[0]).toMatchObject({ severity: 'review', row: 2, column: 'image' });
    expect(log.issues[0]?.sentence).toContain('until then the event is not shown');
  });
});
