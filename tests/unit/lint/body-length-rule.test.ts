/**
 * The body-length rules in eslint.config.mjs: in src/ and scripts/ a function of 81 lines is an error
 * and one of 80 is not, blank and comment lines counted; a component file (src/components,
 * src/templates, src/pages) of 301 lines is an error and one of 300 is not. Every file the config
 * still lets off (KNOWN_LONG_FUNCTIONS, KNOWN_LONG_COMPONENT_FILES) is really still long, so a
 * file split and forgotten on that list fails here. ESLint runs in a child process (run-eslint.ts).
 */
import { runEslint, type Finding, type Probe } from './run-eslint';

interface LintRun {
  probes: Finding[][];
  /** Each let-off file linted with its rule switched back on: the findings of that rule. */
  knownLong: { file: string; ruleId: string; findings: number }[];
}

/** The probes' findings, then each let-off file linted with its rule switched back on. */
const LINT_PROBES_AND_KNOWN_LONG = `
const results = await lintProbes(input);
const checks = [
  ...KNOWN_LONG_FUNCTIONS.map(({ file }) => ({ file, ruleId: 'max-lines-per-function', options: { max: MAX_FUNCTION_LINES } })),
  ...KNOWN_LONG_COMPONENT_FILES.map(({ file }) => ({ file, ruleId: 'max-lines', options: { max: MAX_COMPONENT_FILE_LINES } })),
];
const knownLong = [];
for (const { file, ruleId, options } of checks) {
  const strict = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked, { files: [file], rules: { [ruleId]: ['error', options] } }] });
  const [result] = await strict.lintFiles([file]);
  knownLong.push({ file, ruleId, findings: result.messages.filter((message) => message.ruleId === ruleId).length });
}
process.stdout.write(JSON.stringify({ probes: results, knownLong }));
`;

function lint(probes: Probe[]): LintRun {
  return runEslint<LintRun>(
    LINT_PROBES_AND_KNOWN_LONG,
    probes,
    "import { KNOWN_LONG_FUNCTIONS, KNOWN_LONG_COMPONENT_FILES, MAX_FUNCTION_LINES, MAX_COMPONENT_FILE_LINES } from './eslint.config.mjs';",
  );
}

/** A function of exactly `lines` lines, from `export function` to its closing brace; `pad` fills the body. */
function functionOfLines(lines: number, pad: (index: number) => string = () => '  total += 1;'): string {
  const body = Array.from({ length: lines - 4 }, (_, index) => pad(index));
  return ['export function probe(): number {', '  let total = 0;', ...body, '  return total;', '}', ''].join('\n');
}

/** An arrow function of exactly `lines` lines. */
function arrowOfLines(lines: number): string {
  const body = Array.from({ length: lines - 4 }, () => '  total += 1;');
  return ['export const probe = (): number => {', '  let total = 0;', ...body, '  return total;', '};', ''].join('\n');
}

/** A component file of exactly `lines` lines, ending with a newline. */
function componentFileOfLines(lines: number): string {
  const constants = Array.from({ length: lines - 3 }, (_, index) => `export const label${index} = 'Label ${index}';`);
  return ["import * as React from 'react';", ...constants, '', 'export const Probe = (): React.JSX.Element => <p>{label0}</p>;', ''].join('\n');
}

const FUNCTION_RULE = 'max-lines-per-function';
const FILE_RULE = 'max-lines';
const ofRule = (findings: Finding[] | undefined, ruleId: string) => (findings ?? []).filter((finding) => finding.ruleId === ruleId);

describe('the body-length rules', () => {
  const probes: Probe[] = [
    { file: 'src/lib/length-probe.ts', code: functionOfLines(81) },
    { file: 'src/lib/length-probe.ts', code: functionOfLines(80) },
    { file: 'scripts/length-probe.ts', code: arrowOfLines(81) },
    { file: 'src/components/Probe/Probe.tsx', code: functionOfLines(81) },
    // 81 lines of which a third are blank or comments: they count, a reader scrolls through them too.
    { file: 'src/pipeline/check/length-probe.ts', code: functionOfLines(81, (index) => ['  total += 1;', '', '  // one more'][index % 3]!) },
    { file: 'src/components/Probe/Probe.tsx', code: componentFileOfLines(301) },
    { file: 'src/components/Probe/Probe.tsx', code: componentFileOfLines(300) },
    { file: 'src/pages/length-probe.tsx', code: componentFileOfLines(301) },
    // A long module of plain helpers is not a component file.
    { file: 'src/lib/length-probe.ts', code: componentFileOfLines(301).replace(/^.*<p>.*$/m, '') },
  ];
  let run: LintRun;

  beforeAll(() => {
    run = lint(probes);
  }, 120_000);

  it('fails a planted 81-line function in src/ and scripts/, naming its length', () => {
    for (const index of [0, 2, 3]) {
      expect(ofRule(run.probes[index], FUNCTION_RULE).map((finding) => finding.message)).toEqual([expect.stringContaining('too many lines (81)')]);
    }
  });

  it('lets an 80-line function pass', () => {
    expect(ofRule(run.probes[1], FUNCTION_RULE)).toEqual([]);
  });

  it('counts blank and comment lines', () => {
    expect(ofRule(run.probes[4], FUNCTION_RULE)).toHaveLength(1);
  });

  it('fails a component file of 301 lines and lets one of 300 pass', () => {
    expect(ofRule(run.probes[5], FILE_RULE).map((finding) => finding.message)).toEqual([expect.stringContaining('too many lines (301)')]);
    expect(ofRule(run.probes[6], FILE_RULE)).toEqual([]);
    expect(ofRule(run.probes[7], FILE_RULE)).toHaveLength(1);
    expect(ofRule(run.probes[8], FILE_RULE)).toEqual([]);
  });

  it('lets off only files that are still long', () => {
    for (const known of run.knownLong) {
      expect({ ...known, stillLong: known.findings > 0 }).toEqual({ ...known, stillLong: true });
    }
  });
});
