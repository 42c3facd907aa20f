/**
 * npm run import:osm as an editor runs it offline (--from a saved Overpass response), and the
 * sheet it writes: candidates for review, shops already listed left out, every count printed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv, runPipeline } from '../../../src/pipeline/node';

const ROOT = path.join(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/osm');
const RESPONSE = path.join(FIXTURES, 'overpass-bike-shops.json');

function importOsm(args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/import-osm.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

function readSheet(file: string) {
  const text = readFileSync(file, 'utf8');
  const parsed = parseCsv(text, { required: ['name', 'location', 'link', 'logo', 'source', 'services', 'osm_page', 'note'], optional: [] });
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return { text, rows: parsed.records.map((record) => record.cells) };
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+/;

// Each run starts `tsx` in a child process: seconds on a loaded machine.
jest.setTimeout(120_000);

describe('import:osm --from a saved response', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-'));
  const out = path.join(work, 'shops-osm.csv');
  const run = importOsm(['--from', RESPONSE, '--data', path.join(FIXTURES, 'data'), '--out', out]);
  const sheet = readSheet(out);
  const row = (source: string) => sheet.rows.find((candidate) => candidate.source === `OpenStreetMap ${source}`);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('exits 0 and prints every count: candidates, no name, already listed, with link, without a resolvable place', () => {
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Read 17 OpenStreetMap elements (1 not tagged shop=bicycle, left out).');
    expect(run.stdout).toMatch(/candidates: +13 /);
    expect(run.stdout).toMatch(/no name: +1\n/);
    expect(run.stdout).toMatch(/already listed: +2\n/);
    expect(run.stdout).toMatch(/with link: +5\n/);
    expect(run.stdout).toMatch(/without resolvable place: +2\n/);
    expect(run.stdout).toContain('Without a name (left out; name them on openstreetmap.org to bring them in): node/1003');
  });

  it('writes one row per named bike shop with shops.csv’s columns first, then the review columns', () => {
    expect(sheet.text.split('\n')[0]).toBe('\ufeffname,location,link,logo,source,services,osm_page,note');
    expect(sheet.rows).toHaveLength(13);
    expect(row('node/1001')).toEqual({
      name: 'Pedal Pusher Cycles',
      location: 'Las Piñas',
      link: 'https://pedalpusher.example/shop',
      logo: '',
      source: 'OpenStreetMap node/1001',
      services: 'repair',
      osm_page: 'https://www.openstreetmap.org/node/1001',
      note: "addr:city 'Las Pinas' was read as Las Piñas, Metro Manila",
    });
    expect(row('way/2001')).toMatchObject({ name: 'Gulong Bike Works', location: 'Quezon City', services: 'repair; second-hand' });
    expect(row('relation/3001')).toMatchObject({ location: 'San Jose City', services: 'second-hand' });
    expect(sheet.rows.find((candidate) => candidate.name === 'Not A Bike Shop')).toBeUndefined();
  });

  it('leaves out shops already listed by name and place, or by link, and names the shops.csv row', () => {
    expect(row('node/1006')).toBeUndefined(); // Pedal Republic, Makati City = shops.csv row 2 'Pedal Republic, Makati'
    expect(row('way/2002')).toBeUndefined(); // http://www.gulong.example = row 3's https://gulong.example/
    expect(run.stdout).toContain("node/1006 'Pedal Republic' (Makati): shops.csv row 2, same name and place");
    expect(run.stdout).toContain("way/2002 'Gulong Cycles Iloilo Branch' (Iloilo City): shops.csv row 3, same link");
    // The same name in another city may be another branch: kept, with a note.
    expect(row('node/1012')?.note).toBe("shops.csv row 4 lists 'Cycle Hub' in Quezon City; check whether this is the same shop or another branch");
  });

  it('handles name vs name:en, links without a scheme or with javascript:, and a province-only address', () => {
    expect(row('node/1004')).toMatchObject({ name: 'Tindahan ng Bisikleta', note: "also mapped in English as 'Bicycle Store'" });
    expect(row('node/1013')?.name).toBe('Harbour Bikes');
    expect(row('node/1005')).toMatchObject({ link: 'https://ligtas.example/', note: expect.stringContaining("website 'javascript:alert(1)' was dropped") });
    expect(row('node/1014')).toMatchObject({ link: '', note: expect.stringContaining("'mailto:'") });
    expect(row('node/1007')).toMatchObject({ location: 'Bohol', note: expect.stringMatching(/^only a province is known/) });
    expect(row('node/1008')).toMatchObject({ name: 'Bisikleta ni Ñoño – Dasmariñas', location: 'Dasmariñas', link: 'https://ñoño.example/' });
    expect(row('node/1015')).toMatchObject({ location: '', note: expect.stringMatching(/^no address tags/) });
  });

  it('never lets a name run as a spreadsheet formula', () => {
    const formula = row('node/1011');
    expect(formula?.name).toMatch(/^'=HYPERLINK\(/);
    expect(formula?.note).toMatch(/run as a formula/);
  });

  it('orders rows by place, unplaced last, so a re-run on the same data writes the same file', () => {
    const locations = sheet.rows.map((candidate) => candidate.location);
    expect(locations.slice(-2)).toEqual(['', 'Atlantis']);
    const again = importOsm(['--from', RESPONSE, '--data', path.join(FIXTURES, 'data'), '--out', out]);
    expect(again.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(sheet.text);
    expect(readdirSync(work)).toEqual(['shops-osm.csv']); // no temporary file left behind
  });
});

describe('import:osm refuses bad input without writing anything', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-bad-'));
  const out = path.join(work, 'shops-osm.csv');
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('exits 1 with a plain message when --from is not Overpass JSON, keeping the previous sheet', () => {
    writeFileSync(out, 'previous sheet\n');
    const run = importOsm(['--from', path.join(FIXTURES, 'not-overpass.json'), '--data', path.join(FIXTURES, 'data'), '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is JSON but not an Overpass response: it has no "elements" list');
    expect(run.stderr).toContain('Nothing was written.');
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(readFileSync(out, 'utf8')).toBe('previous sheet\n');
  });

  it('exits 1 when the --from file does not exist', () => {
    const run = importOsm(['--from', path.join(work, 'missing.json'), '--data', path.join(FIXTURES, 'data'), '--out', path.join(work, 'other.csv')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/missing\.json' given with --from does not exist/);
    expect(existsSync(path.join(work, 'other.csv'))).toBe(false);
  });

  it('exits 2 with the usage on an unknown option or a data folder without shops.csv', () => {
    const unknown = importOsm(['--form', RESPONSE]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--form'[\s\S]*usage: npm run import:osm/);
    const noShops = importOsm(['--from', RESPONSE, '--data', work]);
    expect(noShops.status).toBe(2);
    expect(noShops.stderr).toContain('has no shops.csv');
  });

  it('exits 3 with a message, not a stack trace, when the sheet cannot be written', () => {
    writeFileSync(path.join(work, 'a-file'), '');
    const run = importOsm(['--from', RESPONSE, '--data', path.join(FIXTURES, 'data'), '--out', path.join(work, 'a-file', 'shops-osm.csv')]);
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/^import:osm stopped unexpectedly: /);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('the data check and the candidate sheet', () => {
  it('counts the candidates, those with a link and those without a resolvable place, and never makes them shops', () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-data-'));
    try {
      cpSync(path.join(ROOT, 'tests/fixtures/clean'), data, { recursive: true });
      const before = runPipeline({ dataDir: data });
      const run = importOsm(['--from', RESPONSE, '--data', data]);
      expect(run.status).toBe(0);
      expect(existsSync(path.join(data, 'candidates', 'shops-osm.csv'))).toBe(true);
      const after = runPipeline({ dataDir: data });
      expect(after.candidates).toEqual([{ file: 'candidates/shops-osm.csv', candidates: 15, withLink: 6, withoutPlace: 2, problems: [] }]);
      expect(after.shops).toEqual(before.shops);
      expect(after.issues).toEqual(before.issues);

      // An editor fixes a location in the sheet: the data check reads it again.
      const file = path.join(data, 'candidates', 'shops-osm.csv');
      writeFileSync(file, readFileSync(file, 'utf8').replace(',Atlantis,', ',Iloilo City,'));
      expect(runPipeline({ dataDir: data }).candidates[0]).toMatchObject({ withoutPlace: 1 });
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
