import { brandCategorySchema, brandSchema, destinationSchema, eventSchema, listingSchema, runPipeline, shopSchema, slideSchema } from '../../../../src/pipeline/node';
import { dataFolders } from '../../../support/data-folders';

const folders = dataFolders();

describe.each(folders)('entities from %s', (dataDir) => {
  const result = runPipeline({ dataDir });

  it('match the entity schemas, with unique ids per entity type', () => {
    const groups = [
      [shopSchema, result.shops],
      [brandCategorySchema, result.brandCategories],
      [brandSchema, result.brands],
      [listingSchema, result.listings],
      [eventSchema, result.events],
      [destinationSchema, result.destinations],
      [slideSchema, result.slides],
    ] as const;
    for (const [schema, entities] of groups) {
      for (const entity of entities) expect(schema.safeParse(entity).error?.issues ?? []).toEqual([]);
      const ids = entities.map((entity) => ('id' in entity ? entity.id : entity.slug));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('the schemas can fail', () => {
  it('refuse a shop with a javascript: link, an untrimmed name, a word or hours outside what the site reads', () => {
    const shop = {
      id: 'a-pasig',
      name: 'A',
      slug: 'a',
      location: 'Pasig',
      city: 'Pasig',
      province: null,
      region: 'National Capital Region (NCR)',
      link: 'https://example.com',
      logo: null,
      source: null,
      status: 'open',
      checked: null,
      hours: 'Mo-Sa 09:00-18:00',
      weeklyHours: { days: [[540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], []], holidaysOff: false },
      services: ['repair'],
      payment: ['gcash', 'bank transfer'],
      brands: ['Giant'],
      sourceRow: 2,
    };
    expect(shopSchema.safeParse(shop).success).toBe(true);
    expect(shopSchema.safeParse({ ...shop, services: ['fix'] }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, payment: ['paypal'] }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, weeklyHours: { days: [[540, 1080]], holidaysOff: false } }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, weeklyHours: { ...shop.weeklyHours, days: [[540, 1500], [], [], [], [], [], []] } }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, name: ' A ' }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, status: 'sarado' }).success).toBe(false);
    expect(shopSchema.safeParse({ ...shop, checked: '2026-13' }).success).toBe(false);
  });
});

describe('the image schema', () => {
  it('refuses a local path that leaves the data folder', () => {
    const event = {
      id: 'e',
      name: 'E',
      image: { kind: 'local', file: 'images/e.png' },
      link: 'https://example.com/e',
      start: null,
      end: null,
      allDay: true,
      place: null,
      details: null,
      sourceRow: 2,
    };
    expect(eventSchema.safeParse(event).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, image: { kind: 'local', file: '../secret.png' } }).success).toBe(false);
    expect(eventSchema.safeParse({ ...event, image: { kind: 'local', file: '/etc/passwd' } }).success).toBe(false);
  });
});
