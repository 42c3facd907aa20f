import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { publicDir } from '../support/build-output';
import { storedFiles, waitForWorker } from '../support/e2e/service-worker';
import { parseCsv } from '../../src/pipeline/format/csv';
import { DIRECTORIES } from '../../src/pipeline/entities/schemas';
import { OPEN_DATA_PAGE, openDataPath } from '../../src/config/addresses';

/**
 * The downloads of /data/ on the built site, served as the hosts serve it: datapackage.json valid
 * against the Data Package v2 profile (kept in tests/support/profiles/, see SOURCE.md there), every
 * resource there with its header its schema.fields, as many rows as the site shows, and every value
 * of its field's type; the links that reach /data, the content types, and the service worker's
 * precache without the downloads.
 */

interface Field {
  name: string;
  type: string;
  format?: string;
  description: string;
}

interface Resource {
  name: string;
  path: string;
  format: 'csv' | 'json';
  schema: { fields: Field[] };
}

const PROFILE = path.resolve(__dirname, '../support/profiles/datapackage-2.0.json');
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** What a value of a Table Schema field may be in these files (null: an empty cell). */
function valueSchema(field: Field): object {
  if (field.type === 'boolean') return { type: 'boolean' };
  if (field.type === 'yearmonth') return { type: ['string', 'null'], pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
  if (field.format === 'uri') return { type: ['string', 'null'], pattern: '^https?://\\S+$' };
  return { type: ['string', 'null'] };
}

/** The rows of a resource as JSON Schema: objects with exactly its fields, each value of its type. */
function rowsValidator(fields: readonly Field[]): ValidateFunction {
  return ajv.compile({
    type: 'array',
    items: {
      type: 'object',
      required: fields.map((field) => field.name),
      additionalProperties: false,
      properties: Object.fromEntries(fields.map((field) => [field.name, valueSchema(field)])),
    },
  });
}

/** A CSV's records as the JSON rows would be: '' is null, a boolean field's cell its boolean. */
function csvRows(text: string, fields: readonly Field[]): Record<string, unknown>[] {
  const read = parseCsv(text, { required: fields.map((field) => field.name), optional: [] });
  if (!read.ok) throw new Error(read.problem.message);
  return read.records.map((record) => {
    expect(record.problem).toBeUndefined();
    return Object.fromEntries(
      fields.map((field) => {
        const cell = record.cells[field.name] ?? '';
        return [field.name, cell === '' ? null : field.type === 'boolean' ? (cell === 'true' ? true : cell === 'false' ? false : cell) : cell];
      }),
    );
  });
}

/** A built page's query result. */
const pageData = (route: string) =>
  (
    JSON.parse(readFileSync(path.join(publicDir, 'page-data', route, 'page-data.json'), 'utf8')) as {
      result: { data: Record<string, { nodes?: unknown[]; totalCount?: number }> };
    }
  ).result.data;

/** How many entries each list's pages show: the shops, the brands of every category page, each directory, the events, the destinations. */
function siteCounts(): Map<string, number> {
  const brandPages = readdirSync(path.join(publicDir, 'page-data', 'brands'), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && existsSync(path.join(publicDir, 'page-data', 'brands', entry.name, 'page-data.json')),
  );
  const brands = brandPages.reduce((sum, entry) => sum + (pageData(`brands/${entry.name}`).allBrand?.nodes?.length ?? 0), 0);
  return new Map([
    ['shops', pageData('shops').everyShop!.totalCount!],
    ['brands', brands],
    ...DIRECTORIES.map((directory): [string, number] => [directory, pageData(directory).allListing!.nodes!.length]),
    ['events', pageData('events').allEvent!.nodes!.length],
    ['destinations', pageData('bike-destinations').allDestination!.nodes!.length],
  ]);
}

async function fetchText(request: APIRequestContext, file: string): Promise<{ type: string; text: string }> {
  const response = await request.get(openDataPath(file));
  expect(response.status(), file).toBe(200);
  return { type: response.headers()['content-type'] ?? '', text: await response.text() };
}

test.describe('the downloads', () => {
  test('datapackage.json is a valid Data Package v2, and every resource is there as it says, with the rows the site shows', async ({ request }) => {
    const { type, text } = await fetchText(request, 'datapackage.json');
    expect(type).toMatch(/^application\/json/);
    const descriptor = JSON.parse(text) as { $schema: string; resources: Resource[] };
    const validate = ajv.compile(JSON.parse(readFileSync(PROFILE, 'utf8')) as object);
    expect(validate(descriptor) ? [] : validate.errors).toEqual([]);
    expect(descriptor.$schema).toBe('https://datapackage.org/profiles/2.0/datapackage.json');

    const rowsOf = new Map<string, number>();
    for (const resource of descriptor.resources) {
      const names = resource.schema.fields.map((field) => field.name);
      const file = await fetchText(request, resource.path);
      let rows: unknown[];
      if (resource.format === 'csv') {
        expect(file.type, resource.path).toBe('text/csv; charset=utf-8');
        expect(file.text.slice(0, file.text.indexOf('\r\n')), resource.path).toBe(names.join(','));
        rows = csvRows(file.text, resource.schema.fields);
      } else {
        expect(file.type, resource.path).toMatch(/^application\/json/);
        rows = JSON.parse(file.text) as unknown[];
        for (const row of rows) expect(Object.keys(row as object), resource.path).toEqual(names);
      }
      const fits = rowsValidator(resource.schema.fields);
      expect({ file: resource.path, errors: fits(rows) ? [] : fits.errors }).toEqual({ file: resource.path, errors: [] });
      const list = resource.name.replace(/-(csv|json)$/, '');
      if (rowsOf.has(list)) expect({ file: resource.path, rows: rows.length }).toEqual({ file: resource.path, rows: rowsOf.get(list) });
      rowsOf.set(list, rows.length);
    }

    // The site's count of each list; the shops are split by licence, and together are the site's shops.
    const counts = siteCounts();
    const shown = new Map(rowsOf);
    shown.set('shops', (rowsOf.get('shops') ?? 0) + (rowsOf.get('shops-openstreetmap') ?? 0));
    shown.delete('shops-openstreetmap');
    expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(counts));
  });

  test('the link on /about and on /shops reaches /data, which lists every file', async ({ page }) => {
    for (const from of ['/about/', '/shops/']) {
      await page.goto(from);
      await page.getByRole('link', { name: 'Download the data' }).click();
      await expect(page).toHaveURL(new RegExp(`${OPEN_DATA_PAGE}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Download the Data' })).toBeVisible();
    }
    const files = readdirSync(path.join(publicDir, 'data')).filter((name) => /\.(csv|json)$/.test(name));
    expect(files.length).toBeGreaterThan(20);
    const table = page.getByRole('table', { name: 'The files of the directory' });
    for (const file of files) await expect(table.getByRole('link', { name: file, exact: true })).toHaveAttribute('href', openDataPath(file));
  });

  test('the downloads are not in the service worker’s precache, and the /data page is', async ({ page }) => {
    await page.goto(OPEN_DATA_PAGE);
    await waitForWorker(page);
    const stored = Object.values(await storedFiles(page)).flat();
    expect(stored.filter((address) => /^\/data\/.+\.(csv|json)$/.test(address))).toEqual([]);
    expect(stored).toContain('/page-data/data/page-data.json');
    expect(stored).toContain('/_offline/data/');
  });
});
