import { markdownTable, replaceOwnSection, replaceSectionInPlace } from '../../../bench/lib/markdown';

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

describe('replaceOwnSection', () => {
  const head = '# Benchmarks\n\nIntro.\n\n';
  const existing = [
    '# Benchmarks',
    '',
    'Intro.',
    '',
    '## Site performance (npm run bench)',
    '',
    'old figures',
    '',
    '## Data pipeline throughput',
    '',
    'kept figures',
    '',
    '## data:fetch',
    '',
    'also kept',
    '',
  ].join('\n');

  it('replaces only its own section, puts it first, and keeps the others in their order', () => {
    const updated = replaceOwnSection(existing, 'Site performance (npm run bench)', head, '## Site performance (npm run bench)\n\nnew figures\n');
    expect(updated).toBe(
      '# Benchmarks\n\nIntro.\n\n## Site performance (npm run bench)\n\nnew figures\n\n## Data pipeline throughput\n\nkept figures\n\n## data:fetch\n\nalso kept\n',
    );
  });

  it('writes just its section into a file that has none yet', () => {
    expect(replaceOwnSection('', 'Site performance (npm run bench)', head, '## Site performance (npm run bench)\n')).toBe(`${head}## Site performance (npm run bench)\n`);
  });
});

describe('replaceSectionInPlace', () => {
  const existing = '# Benchmarks\n\nIntro.\n\n## data (npm run bench -- data)\n\nold data\n\n## data:fetch\n\nhand-written\n';

  it("replaces a suite's section where it stands and keeps the others, a heading that only starts the same way included", () => {
    expect(replaceSectionInPlace(existing, 'data (npm run bench -- data)', '## data (npm run bench -- data)\n\nnew data\n')).toBe(
      '# Benchmarks\n\nIntro.\n\n## data (npm run bench -- data)\n\nnew data\n\n## data:fetch\n\nhand-written\n',
    );
  });

  it('adds a section at the end the first time a suite runs', () => {
    expect(replaceSectionInPlace(existing, 'osm (npm run bench -- osm)', '## osm (npm run bench -- osm)\n\nfigures\n')).toBe(
      `${existing}\n## osm (npm run bench -- osm)\n\nfigures\n`,
    );
  });
});
