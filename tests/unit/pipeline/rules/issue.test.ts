/**
 * A finding keeps its sentence apart from its place (file, row, column); the line
 * "shops.csv row 5, column link: …" is built only where a finding is shown.
 */
import { FileLog } from '../../../../src/pipeline/read/log';
import { issueLine, reportedIssue, type DataIssue } from '../../../../src/pipeline/rules/issue';
import { linkHttp } from '../../../../src/pipeline/rules/link-http';
import { slideCount } from '../../../../src/pipeline/rules/slide-count';

describe("a finding's sentence and its place", () => {
  it('keeps the sentence alone, ending with one full stop, and the place in its own fields', () => {
    const log = new FileLog('shops.csv');
    log.report(linkHttp, { row: 5, column: 'link' }, { found: 'http://a.example', sentence: "'http://a.example' is not secure (http:)" });
    expect(log.issues).toEqual([
      {
        rule: 'link-http',
        severity: 'review',
        file: 'shops.csv',
        row: 5,
        column: 'link',
        found: 'http://a.example',
        expected: null,
        sentence: "'http://a.example' is not secure (http:).",
      },
    ]);
  });

  it('puts the place before the sentence where it is shown: a sheet row, a JSON entry, a whole file', () => {
    const finding = { sentence: 'it is wrong.' };
    expect(issueLine({ ...finding, file: 'shops.csv', row: 5, column: 'link' })).toBe('shops.csv row 5, column link: it is wrong.');
    expect(issueLine({ ...finding, file: 'slides.json', row: 3, column: 'alt' })).toBe('slides.json entry 3, column alt: it is wrong.');
    expect(issueLine({ ...finding, file: 'shops.csv', row: 2, column: null })).toBe('shops.csv row 2: it is wrong.');
    expect(issueLine({ ...finding, file: 'slides.json', row: null, column: null })).toBe('slides.json: it is wrong.');
  });

  it("keeps the reports' JSON as it was: the line as shown under message, after what was found and before the address", () => {
    const log = new FileLog('slides.json');
    log.report(slideCount, { row: null, column: null }, { sentence: 'the file has 4 slides' });
    const [issue] = log.issues as [DataIssue];
    expect(JSON.stringify(reportedIssue(issue))).toBe(
      '{"rule":"slide-count","severity":"error","file":"slides.json","row":null,"column":null,"found":null,"expected":null,"message":"slides.json: the file has 4 slides."}',
    );
    expect(Object.keys(reportedIssue({ ...issue, url: 'https://a.example/' }))).toEqual([
      'rule',
      'severity',
      'file',
      'row',
      'column',
      'found',
      'expected',
      'message',
      'url',
    ]);
  });
});
