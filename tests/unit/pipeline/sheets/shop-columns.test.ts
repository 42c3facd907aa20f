/** shops.csv's hours, services, payment and brands columns, read as data:check reads the folder, into the shop the site builds. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopSchema } from '../../../../src/pipeline/entities/schemas';
import { checkSheet, loadPlaceTable, runPipeline } from '../../../../src/pipeline/node';

const HEADER = 'name,location,hours,services,payment,brands';
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-shop-columns-'));
  writeFileSync(path.join(dir, 'brands.csv'), 'category,name,link\nhelmet,Sample Helmets,https://helmets.example/\nbikes,Sample Bikes,https://bikes.example/\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function read(rows: string) {
  writeFileSync(path.join(dir, 'shops.csv'), `${HEADER}\n${rows}\n`);
  const result = runPipeline({ dataDir: dir, today: '2026-11-29' });
  return { shops: result.shops, issues: result.issues.filter((issue) => issue.file === 'shops.csv') };
}

describe('a shop with the four columns', () => {
  it('keeps the hours as written and as weekly intervals, the words as keys in vocabulary order, the brands as brands.csv spells them', () => {
    const { shops, issues } = read('Sample Shop,Pasig,Mo-Sa 09:00-18:00; Su off; PH off,wash; Repairs,GCash; cash,sample bikes; SAMPLE HELMETS');
    expect(issues).toEqual([]);
    expect(shops[0]).toMatchObject({
      hours: 'Mo-Sa 09:00-18:00; Su off; PH off',
      weeklyHours: { days: [[540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], []], holidaysOff: true },
      services: ['repair', 'wash'],
      payment: ['cash', 'gcash'],
      brands: ['Sample Bikes', 'Sample Helmets'],
    });
    expect(() => shopSchema.parse(shops[0])).not.toThrow();
  });

  it('is listed with empty cells as not known: no hours, no words, no brands', () => {
    const { shops, issues } = read('Sample Shop,Pasig,,,,');
    expect(issues).toEqual([]);
    expect(shops[0]).toMatchObject({ hours: null, weeklyHours: null, services: [], payment: [], brands: [] });
  });

  it('is still listed when a cell cannot be read: what cannot be read is left out and reported for review, the rest kept', () => {
    const { shops, issues } = read('Sample Shop,Pasig,Mo-Fr 22:00-02:00,repiar; parts,gcsh; cash,Sample Helmet; Sample Bikes');
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({ hours: null, weeklyHours: null, services: ['parts'], payment: ['cash'], brands: ['Sample Bikes'] });
    expect(issues.map((issue) => [issue.rule, issue.severity, issue.row, issue.column])).toEqual([
      ['hours-unreadable', 'review', 2, 'hours'],
      ['service-unknown', 'review', 2, 'services'],
      ['payment-unknown', 'review', 2, 'payment'],
      ['brand-unknown', 'review', 2, 'brands'],
    ]);
    expect(issues[3]?.sentence).toContain("'Sample Helmet' is not a brand in brands.csv (did you mean 'Sample Helmets'?)");
  });

  it('uses the corrected hours, and says how they were read', () => {
    const { shops, issues } = read('Sample Shop,Pasig,Mon-Sat 9am-6pm; Sunday closed,,,');
    expect(shops[0]?.hours).toBe('Mo-Sa 09:00-18:00; Su off');
    expect(issues).toEqual([expect.objectContaining({ rule: 'hours-read-as', severity: 'fixed', found: 'Mon-Sat 9am-6pm; Sunday closed' })]);
  });

  it('checked alone (the /editors page, without brands.csv), keeps the brands as the cell writes them and reports none', () => {
    const { table: places } = loadPlaceTable(null);
    const check = checkSheet(`${HEADER}\nSample Shop,Pasig,,,,Anything; Else\n`, 'shops', { places, categorySlugs: [], probe: () => null });
    expect(check.issues).toEqual([]);
  });
});
