import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchmarksProblems, fencedBlock, markdownTable, replaceSuiteSection, splitSections } from '../../../bench/lib/markdown';
import { HEAD } from '../../../bench/lib/report';
import { SUITES } from '../../../bench/run';

describe('markdownTable', () => {
  it('writes a header, an alignment rule with numbers to the right, and one line per row', () => {
    expect(
      markdownTable(
        ['route', 'KB'],
        ['left', 'right'],
        [
          ['/', '88.1'],
          ['/shops', '91.4'],
        ],
      ),
    ).toEqual(['| route | KB |', '| --- | ---: |', '| / | 88.1 |', '| /shops | 91.4 |']);
  });

  it('keeps a cell with a pipe or a line break inside its own column', () => {
    expect(markdownTable(['a', 'b'], ['left', 'left'], [['x|y', 'one\ntwo']])[2]).toBe('| x\\|y | one two |');
  });
});

const osm = (figures: string) => `## import:osm (npm run bench -- osm)\n\nMachine: 2 cores; load 1.0.\n\n${figures}\n`;

describe('replaceSuiteSection', () => {
  const existing = [
    '# Benchmarks',
    '',
    'Intro.',
    '',
    '## Reading a sheet (npm run bench -- sheet-io)',
    '',
    'kept figures',
    '',
    '## import:osm (npm run bench -- osm)',
    '',
    'old figures',
    '',
    '## Logo bytes (npm run bench -- logo-bytes)',
    '',
    'also kept',
    '',
  ].join('\n');

  it("replaces a suite's section where it stands and keeps the others in their order", () => {
    expect(replaceSuiteSection(existing, 'osm', osm('new figures'), HEAD)).toBe(
      [
        '# Benchmarks\n\nIntro.',
        '## Reading a sheet (npm run bench -- sheet-io)\n\nkept figures',
        '## import:osm (npm run bench -- osm)\n\nMachine: 2 cores; load 1.0.\n\nnew figures',
        '## Logo bytes (npm run bench -- logo-bytes)\n\nalso kept\n',
      ].join('\n\n'),
    );
  });

  it('leaves one section per suite: a second copy of it goes', () => {
    const twice = `${existing}\n## import:osm (npm run bench -- osm)\n\nan older copy\n`;
    const updated = replaceSuiteSection(twice, 'osm', osm('new figures'), HEAD);
    expect(updated.match(/npm run bench -- osm\)/g)).toHaveLength(1);
    expect(updated).not.toContain('an older copy');
    expect(updated).not.toContain('old figures');
  });

  it('adds the section at the end the first time a suite runs, and the title first in an empty file', () => {
    expect(replaceSuiteSection(existing, 'pull', '## data:pull (npm run bench -- pull)\n\nfigures\n', HEAD)).toBe(
      `${existing}\n## data:pull (npm run bench -- pull)\n\nfigures\n`,
    );
    expect(replaceSuiteSection('', 'osm', osm('figures'), HEAD)).toBe(`${HEAD.trimEnd()}\n\n${osm('figures')}`);
  });

  it('does not take a "## " line inside a code block for a heading, so a suite that printed one keeps the rest of the file', () => {
    const printed = `## Logo bytes (npm run bench -- logo-bytes)\n\n\`\`\`text\n## not a heading\n\`\`\`\n`;
    const file = `# Benchmarks\n\n${printed}\n${osm('old')}`;
    expect(splitSections(file)).toHaveLength(3);
    expect(replaceSuiteSection(file, 'osm', osm('new'), HEAD)).toContain('```text\n## not a heading\n```\n\n## import:osm');
  });
});

describe('fencedBlock', () => {
  it('closes the block whatever the suite printed, a fence of its own included', () => {
    const block = fencedBlock(['```', 'figures']);
    expect(block[0]).toBe('````text');
    expect(block.at(-1)).toBe('````');
    expect(benchmarksProblems(`# B\n\n${osm(block.join('\n'))}`, ['osm'])).toEqual([]);
  });
});

describe('benchmarksProblems', () => {
  const suites = ['osm', 'pull'];

  it('finds a code block left open, a duplicated suite, a section no suite writes, one without machine or load, and an issue number', () => {
    expect(benchmarksProblems(`# B\n\n${osm('```text\nfigures')}`, suites)).toEqual(['a code block is never closed']);
    expect(benchmarksProblems(`# B\n\n${osm('a')}\n${osm('b')}`, suites)).toEqual(['osm has more than one section']);
    expect(benchmarksProblems(`# B\n\n## Findings\n\nMachine: 2 cores, load 3.\n`, suites)).toEqual(['"## Findings" is not the section of a suite']);
    expect(benchmarksProblems(`# B\n\n## data:pull (npm run bench -- pull)\n\nfigures\n`, suites)).toEqual([
      '"## data:pull (npm run bench -- pull)" does not say the machine and the load it ran under',
    ]);
    expect(benchmarksProblems(`# B\n\n${osm('Target (issue 25): met.')}`, suites)).toEqual(['line 7 names an issue: Target (issue 25): met.']);
  });

  it('finds nothing wrong with BENCHMARKS.md: the current state, one section per suite, each with its machine and load', () => {
    const text = readFileSync(path.resolve(__dirname, '../../../BENCHMARKS.md'), 'utf8');
    expect(benchmarksProblems(text, Object.keys(SUITES))).toEqual([]);
  });
});
