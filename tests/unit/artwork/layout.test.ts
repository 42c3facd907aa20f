import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fitTitle, isPosterPath, plannedPosters } from '../../../scripts/artwork/posters';
import { hashString, mulberry32 } from '../../../scripts/artwork/random';
import { esc, smoothPath, text } from '../../../scripts/artwork/svg';
import { wrap } from '../../../scripts/artwork/text-metrics';

/** A stand-in for Pango: every character is `size` × 0.6 px wide. */
const monospace = async (s: string, size: number) => s.length * size * 0.6;

describe('wrap', () => {
  it('puts as many words on a line as fit, and never breaks a word', async () => {
    // 10 px per character: at most 10 characters a line.
    expect(await wrap('Tour of the Fireflies', 10 / 0.6, 100, monospace)).toEqual(['Tour of', 'the', 'Fireflies']);
  });
  it('keeps a word wider than the line on its own line', async () => {
    expect(await wrap('Supercalifragilistic ride', 10 / 0.6, 100, monospace)).toEqual(['Supercalifragilistic', 'ride']);
  });
  it('ignores stray spaces', async () => {
    expect(await wrap('  Gravel   Philippines ', 10 / 0.6, 1000, monospace)).toEqual(['Gravel Philippines']);
  });
});

describe('fitTitle, the event poster title layout', () => {
  it('keeps a short name at the largest size, on one line', async () => {
    expect(await fitTitle('PRURide PH', monospace)).toEqual({ size: 88, lines: ['PRURide PH'] });
  });

  it('shrinks a long name until it fits 680 px wide, in at most 4 lines and 250 px of height', async () => {
    const { size, lines } = await fitTitle('The Grand Philippine Heritage Century Ride Around Laguna de Bay', monospace);
    expect(size).toBeLessThan(88);
    expect(size % 4).toBe(0);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.length * size * 1.14).toBeLessThanOrEqual(250);
    for (const line of lines) expect(await monospace(line, size)).toBeLessThanOrEqual(680);
    // …and it is the largest size that fits: at 4 px more, the name wraps too wide, too tall or into too many lines.
    const larger = await wrap('The Grand Philippine Heritage Century Ride Around Laguna de Bay', size + 4, 680, monospace);
    const widest = Math.max(...(await Promise.all(larger.map((line) => monospace(line, size + 4)))));
    expect(larger.length > 4 || larger.length * (size + 4) * 1.14 > 250 || widest > 680).toBe(true);
  });

  it('stops at 40 px for a name that never fits', async () => {
    expect((await fitTitle('A'.repeat(200), monospace)).size).toBe(40);
  });
});

describe('drawing helpers', () => {
  it('draws the same wheel twice from the same seed, and another from another seed', () => {
    const first = mulberry32(2025);
    const again = mulberry32(2025);
    const values = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(values);
    expect(mulberry32(2026)()).not.toBe(values[0]);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(hashString('PRURide PH')).toBe(hashString('PRURide PH'));
    expect(hashString('PRURide PH')).not.toBe(hashString('PRURide PH '));
  });

  it('passes through every point of a smooth path, rounded to 0.1 px', () => {
    expect(
      smoothPath([
        [0, 0],
        [10.04, 5],
        [20, 0],
      ]),
    ).toMatch(/^M0 0 C[\d. ]+ 10 5 C[\d. ]+ 20 0$/);
    expect(smoothPath([[1, 1]])).toBe('');
  });

  it('escapes an event name so it can never become markup in the SVG', () => {
    expect(esc(`Rock & Roll <Ride> "Ed's"`)).toBe('Rock &amp; Roll &lt;Ride&gt; &quot;Ed&#39;s&quot;');
    expect(text(0, 0, '</text><script>', { size: 10, fill: '#000' })).not.toContain('<script>');
  });
});

describe('plannedPosters reads events.csv through the pipeline', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-artwork-'));
    writeFileSync(path.join(dataDir, 'brand-categories.json'), '[]');
    writeFileSync(path.join(dataDir, 'shops.csv'), 'name,location,link,logo\n');
    writeFileSync(path.join(dataDir, 'brands.csv'), 'category,name,link,logo\n');
    mkdirSync(path.join(dataDir, 'images', 'events'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'events.csv'),
      [
        'Name,Poster,Link',
        '  Example   Fun Ride ,images/events/example-fun-ride.png,https://ride.example/',
        'Example Gran Fondo,images/slides/not-a-poster.png,https://fondo.example/',
        ',images/events/nameless.png,https://nameless.example/',
        'Remote Poster Ride,https://ride.example/poster.png,https://remote.example/',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('draws a poster that does not exist yet, under the cleaned name, and says why each other row gets none', () => {
    const plan = plannedPosters(dataDir);
    expect(plan.posters).toEqual([{ name: 'Example Fun Ride', file: 'images/events/example-fun-ride.png' }]);
    expect(plan.skipped).toHaveLength(3);
    expect(plan.skipped.join('\n')).toMatch(/events\.csv row 3, column image: .*images\/slides\/not-a-poster\.png/);
    expect(plan.skipped.join('\n')).toMatch(/events\.csv row 4, column name: /m);
    // Each line names its place once: "events.csv row 3, column image: …", not "events.csv row 3: events.csv row 3, …".
    for (const line of plan.skipped) expect(line.match(/events\.csv/g)).toHaveLength(1);
    expect(plan.skipped.join('\n')).toMatch(/row 5: https:\/\/ride\.example\/poster\.png is not a \.png under images\/events\//);
  });

  it('draws only PNGs directly under images/events/', () => {
    expect(isPosterPath('images/events/ride.png')).toBe(true);
    expect(isPosterPath('images/events/ride.PNG')).toBe(true);
    expect(isPosterPath('images/events/sub/ride.png')).toBe(false);
    expect(isPosterPath('images/events/ride.jpg')).toBe(false);
    expect(isPosterPath('images/slides/slide-1.png')).toBe(false);
  });
});
