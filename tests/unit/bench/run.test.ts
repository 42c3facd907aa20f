import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runBench, SUITES, suiteList } from '../../../bench/run';
import { UsageError } from '../../../scripts/support/cli';

describe('npm run bench', () => {
  it('lists every suite, one line each, when no suite is named', () => {
    const lines = suiteList().split('\n');
    for (const name of Object.keys(SUITES)) expect(lines.filter((line) => line.trimStart().startsWith(`${name} `))).toHaveLength(1);
  });

  it('runs every module in bench/suites/, and only those', () => {
    const files = readdirSync(path.resolve(__dirname, '../../../bench/suites')).map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(SUITES).sort()).toEqual(files.sort());
  });

  it('names the suites when given one that does not exist', async () => {
    await expect(runBench(['lighthouses'])).rejects.toThrow(UsageError);
    await expect(runBench(['lighthouses'])).rejects.toThrow(/No benchmark suite 'lighthouses'[\s\S]*lighthouse /);
  });
});
