/**
 * The downloads made from what the pipeline hands the site: the OpenStreetMap rows apart under the
 * ODbL, the rest under the project's licence, CSV as RFC 4180 with no cell starting a formula, and
 * each file's columns exactly its schema.fields.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { parseCsv } from '../../../../src/pipeline/format/csv';
import { runPipeline } from '../../../../src/pipeline/node';
import { csvText, DATA_PACKAGE_PROFILE, openDataFiles, type OpenDataFile, type OpenDataInput } from '../../../../src/pipeline/open-data/package';
import { OPENSTREETMAP_LICENCE, PROJECT_LICENCE } from '../../../../src/pipeline/open-data/licences';
import { placeCodes } from '../../../../src/pipeline/open-data/place-codes';

const OPTIONS = { siteUrl: 'https://padyak.example', siteTitle: 'Padyak Hub', created: new Date('2026-11-29T05:00:00Z') };

interface Resource {
  name: string;
  path: string;
  licenses: { name: string }[];
  sources?: { title: string }[];
  schema: { fields: { name: string; type: string; description: string }[] };
}

/** The clean fixture with a shops sheet that has one row from OpenStreetMap, read by the pipeline as the build reads data/. */
function withOpenStreetMapRow(): OpenDataInput {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-open-data-'));
  try {
    cpSync(path.resolve('tests/fixtures/clean'), dataDir, { recursive: true });
    writeFileSync(
      path.join(dataDir, 'shops.csv'),
      'name,location,link,logo,source\r\n' +
        'Sample Clean Shop,Quezon City,https://example.com/clean-shop,giant.png,\r\n' +
        'Sample Bohol Shop,Bohol,,,\r\n' +
        'Sample Mapped Shop,Cebu City,,,OpenStreetMap node/1001\r\n',
    );
    const result = runPipeline({ dataDir });
    expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    return { ...result, shops: result.shops, events: [], destinations: [] };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fileNamed = (files: readonly OpenDataFile[], name: string) => files.find((file) => file.file === name)!;
const descriptorOf = (files: readonly OpenDataFile[]) =>
  JSON.parse(fileNamed(files, 'datapackage.json').text) as { $schema: string; licenses: { name: string }[]; resources: Resource[] };

describe('the downloads', () => {
  const files = openDataFiles(withOpenStreetMapRow(), OPTIONS);

  it('puts the rows from OpenStreetMap in their own resource under the ODbL, with its credit, and keeps them out of the others', () => {
    const own = JSON.parse(fileNamed(files, 'shops.json').text) as { name: string }[];
    const mapped = JSON.parse(fileNamed(files, 'shops-openstreetmap.json').text) as { name: string; source: string; psgc: string }[];
    expect(own.map((shop) => shop.name).sort()).toEqual(['Sample Bohol Shop', 'Sample Clean Shop']);
    expect(mapped).toEqual([expect.objectContaining({ name: 'Sample Mapped Shop', source: 'OpenStreetMap node/1001' })]);
    expect(fileNamed(files, 'shops-openstreetmap.csv').text).toContain('Sample Mapped Shop');
    expect(fileNamed(files, 'shops.csv').text).not.toContain('Sample Mapped Shop');
    const resources = descriptorOf(files).resources;
    for (const name of ['shops-openstreetmap-csv', 'shops-openstreetmap-json']) {
      const resource = resources.find((entry) => entry.name === name)!;
      expect(resource.licenses).toEqual([OPENSTREETMAP_LICENCE]);
      expect(resource.sources).toEqual([expect.objectContaining({ title: '© OpenStreetMap contributors' })]);
    }
    for (const resource of resources.filter((entry) => !entry.name.startsWith('shops-openstreetmap'))) expect(resource.licenses).toEqual([PROJECT_LICENCE]);
    expect(descriptorOf(files).licenses).toEqual([PROJECT_LICENCE]);
  });

  it('has one resource per file, every list as CSV and JSON, valid under the Data Package v2 profile', () => {
    const descriptor = descriptorOf(files);
    // The published profile kept in tests/support/profiles/ (SOURCE.md there says where it came from).
    const profile = JSON.parse(readFileSync(path.resolve('tests/support/profiles/datapackage-2.0.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(profile);
    expect(validate(descriptor) ? [] : validate.errors).toEqual([]);
    expect(descriptor.$schema).toBe(DATA_PACKAGE_PROFILE);
    const listed = files.filter((file) => file.list !== null).map((file) => file.file);
    expect(descriptor.resources.map((resource) => resource.path)).toEqual(listed);
    for (const list of ['shops', 'shops-openstreetmap', 'brands', 'content-creators', 'bike-fitters', 'events', 'destinations']) {
      expect(listed).toEqual(expect.arrayContaining([`${list}.csv`, `${list}.json`]));
    }
  });

  it("writes each CSV's header as its schema.fields, in order, and each JSON object with the same keys", () => {
    for (const resource of descriptorOf(files).resources) {
      const names = resource.schema.fields.map((field) => field.name);
      const text = fileNamed(files, resource.path).text;
      if (resource.path.endsWith('.csv')) expect(text.split('\r\n')[0]).toBe(names.join(','));
      else for (const row of JSON.parse(text) as object[]) expect(Object.keys(row)).toEqual(names);
      for (const field of resource.schema.fields) expect(field.description.length).toBeGreaterThan(10);
    }
  });

  it('gives a shop its PSGC codes from the place table, and none to a place the table does not know', () => {
    const mapped = JSON.parse(fileNamed(files, 'shops-openstreetmap.json').text) as { psgc: string; province_psgc: string; province: string }[];
    expect(mapped[0]).toEqual(expect.objectContaining({ province: 'Cebu', psgc: expect.stringMatching(/^\d{10}$/), province_psgc: expect.stringMatching(/^\d{10}$/) }));
    expect(placeCodes({ location: 'Makati', city: 'Makati', province: null, region: 'National Capital Region (NCR)' })).toEqual({
      psgc: '1380300000',
      provincePsgc: null,
    });
    expect(placeCodes({ location: 'Nowhere Town', city: null, province: null, region: '' })).toEqual({ psgc: null, provincePsgc: null });
  });
});

describe('the CSV text', () => {
  const columns = [{ name: 'name' }, { name: 'details' }];

  it('never lets a cell start a formula, and quotes what RFC 4180 asks, with CRLF line breaks', () => {
    const text = csvText(columns, [
      ['=HYPERLINK("https://evil.example")', '+63 917'],
      ['-dash', '@sum'],
      ['\tTabbed', 'Line one\r\nline two'],
      ['Ride, "Loop"', null],
    ]);
    expect(text).toBe(
      'name,details\r\n' + `"'=HYPERLINK(""https://evil.example"")",'+63 917\r\n` + "'-dash,'@sum\r\n" + `'\tTabbed,"Line one\r\nline two"\r\n` + '"Ride, ""Loop""",\r\n',
    );
    const read = parseCsv(text, { required: ['name'], optional: ['details'] });
    expect(read.ok).toBe(true);
  });
});
