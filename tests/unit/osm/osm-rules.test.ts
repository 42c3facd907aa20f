/**
 * Every finding of import:osm, and of the data check about a candidate sheet, is a finding of
 * one of the OSM rules (src/pipeline/tool-rules/osm.ts), and every one of those rules is reached
 * here: the saved Overpass response of the tests leaves out one element not tagged
 * shop=bicycle, one without a name and two shops already listed; three candidate sheets are
 * broken three ways. What import:osm prints and the data check's report name the rule in brackets.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCandidates, type ImportResult } from '../../../scripts/osm/candidates';
import { readOverpassResponse } from '../../../scripts/osm/overpass';
import { summaryLines } from '../../../scripts/osm/summary';
import { placeTableFor, renderJsonReport, renderMarkdownReport, runPipeline, type DataIssue, type PipelineResult } from '../../../src/pipeline/node';
import { OSM_RULES, type OsmRuleId } from '../../../src/pipeline/tool-rules';

const ROOT = path.join(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/osm');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function imported(): ImportResult {
  const response = readOverpassResponse(readFileSync(path.join(FIXTURES, 'overpass-bike-shops.json'), 'utf8'), 'the fixture');
  if (!response.ok) throw new Error(response.message);
  const dataDir = path.join(FIXTURES, 'data');
  return buildCandidates(response.elements, runPipeline({ dataDir }).shops, placeTableFor({ dataDir }).table);
}

/** The data check of the OSM fixture's data folder with this candidate sheet. */
function checkWithCandidates(bytes: string | Buffer): PipelineResult {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-rules-'));
  folders.push(dataDir);
  cpSync(path.join(FIXTURES, 'data'), dataDir, { recursive: true });
  mkdirSync(path.join(dataDir, 'candidates'));
  writeFileSync(path.join(dataDir, 'candidates', 'shops-osm.csv'), bytes);
  return runPipeline({ dataDir });
}

const HEADER = 'name,location,link,logo,source,services,osm_page,note';
const SHEETS = {
  'not text': Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0xfd, 0x0a]),
  'a quote never closed': `${HEADER}\n"Open Quote Cycles,Makati,,,,,,\n`,
  'a row one cell short': `${HEADER}\nShort Row Cycles,Makati,,,,,\nWhole Row Cycles,Makati,,,,,,\n`,
};
const candidateFindings = Object.fromEntries(
  Object.entries(SHEETS).map(([name, bytes]) => [name, checkWithCandidates(bytes).candidates.flatMap((summary) => summary.problems)]),
) as Record<keyof typeof SHEETS, DataIssue<OsmRuleId>[]>;

describe('the findings of import:osm and of the candidate sheets', () => {
  test('each carries the id and the severity of one OSM rule, and every OSM rule is reached', () => {
    const severity = new Map<string, string>(OSM_RULES.map((rule) => [rule.id, rule.severity]));
    const findings = [...imported().summary.findings, ...Object.values(candidateFindings).flat()];
    for (const finding of findings) expect([finding.rule, finding.severity]).toEqual([finding.rule, severity.get(finding.rule)]);
    const reached = new Set(findings.map((finding) => finding.rule));
    expect(OSM_RULES.map((rule) => rule.id).filter((id) => !reached.has(id))).toEqual([]);
  });

  test('an element left out is a finding about it, in the words the summary has always used', () => {
    const { summary } = imported();
    expect(summary.findings.map((finding) => [finding.rule, finding.found])).toEqual(
      expect.arrayContaining([
        ['osm-no-name', 'node/1003'],
        ['osm-already-listed', 'node/1006'],
        ['osm-already-listed', 'way/2002'],
      ]),
    );
    expect(summary.findings.filter((finding) => finding.rule === 'osm-not-bike-shop')).toHaveLength(summary.notBikeShops);
    expect(summary.findings.find((finding) => finding.found === 'node/1006')).toMatchObject({
      file: 'OpenStreetMap',
      severity: 'review',
      sentence: "node/1006 'Pedal Republic' (Makati): shops.csv row 2, same name and place",
    });
  });

  test('import:osm prints the rule of each shop it leaves out in brackets, as the data check does', () => {
    const lines = summaryLines(imported().summary, 'shops-osm.csv');
    expect(lines).toContain("  [osm-already-listed] node/1006 'Pedal Republic' (Makati): shops.csv row 2, same name and place");
    expect(lines).toContain('[osm-no-name] Without a name (left out; name them on openstreetmap.org to bring them in): node/1003');
  });

  test('a candidate sheet that cannot be read is for review, under its rule, in both reports', () => {
    expect(candidateFindings['not text'].map((finding) => finding.rule)).toEqual(['candidate-file-unreadable']);
    expect(candidateFindings['a quote never closed'].map((finding) => finding.rule)).toEqual(['candidate-sheet-unreadable']);
    expect(candidateFindings['a row one cell short']).toEqual([
      {
        rule: 'candidate-row-unreadable',
        severity: 'review',
        file: 'candidates/shops-osm.csv',
        row: 2,
        column: null,
        found: null,
        expected: null,
        sentence: 'the row has 7 cells but the header has 8; a cell or a comma is missing.',
      },
    ]);
    const result = checkWithCandidates(SHEETS['a row one cell short']);
    expect(renderMarkdownReport(result)).toContain(
      '  - **needs review** [candidate-row-unreadable]: candidates/shops-osm.csv row 2: the row has 7 cells but the header has 8; a cell or a comma is missing.\n',
    );
    const json = JSON.parse(renderJsonReport(result)) as { candidates: { problems: { rule: string }[] }[] };
    expect(json.candidates[0]?.problems.map((problem) => problem.rule)).toEqual(['candidate-row-unreadable']);
    // Counted, never errors: the data check's own findings do not change.
    expect(result.issues.filter((issue) => issue.file.startsWith('candidates/'))).toEqual([]);
  });
});
