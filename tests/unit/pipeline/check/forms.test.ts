/** data/forms.json: the editors' Google Forms, read by its rules; a form with an error is never used. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readForms, SUGGEST_FIELDS } from '../../../../src/pipeline/check/forms';
import { REPORT_FIELDS, REPORT_REASONS } from '../../../../src/pipeline/entities/form-address';
import { runPipeline } from '../../../../src/pipeline/node';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const ROOT = path.join(__dirname, '../../../..');
const ADDRESS = 'https://docs.google.com/forms/d/e/1FAIpQLSexample/viewform';
const entries = (fields: readonly string[]) => Object.fromEntries(fields.map((field, index) => [field, `entry.${1000 + index}`]));
const good = { suggest: { address: ADDRESS, fields: entries(SUGGEST_FIELDS) }, report: { address: ADDRESS, fields: entries(REPORT_FIELDS) } };

describe('readForms', () => {
  it('keeps two well-formed forms, with nothing to report', () => {
    const { forms, log } = readForms(JSON.stringify(good), undefined, null);
    expect(log.issues).toEqual([]);
    expect(forms.suggest?.fields.name).toBe(good.suggest.fields.name);
    expect(forms.report?.address).toBe(ADDRESS);
  });

  it('takes its suggest fields from the sheets: the list, each column a visitor can give, contact and note', () => {
    expect(SUGGEST_FIELDS).toEqual([
      'list',
      'name',
      'location',
      'link',
      'logo',
      'hours',
      'services',
      'payment',
      'brands',
      'category',
      'image',
      'start',
      'end',
      'place',
      'details',
      'contact',
      'note',
    ]);
  });

  it("keeps a suggest form without entry ids for a shop's hours, services, payment and brands (the page leaves those fields out)", () => {
    const older = Object.fromEntries(Object.entries(good.suggest.fields).filter(([field]) => !['hours', 'services', 'payment', 'brands'].includes(field)));
    const { forms, log } = readForms(JSON.stringify({ ...good, suggest: { ...good.suggest, fields: older } }), undefined, null);
    expect(log.issues).toEqual([]);
    expect(Object.keys(forms.suggest?.fields ?? {})).not.toContain('hours');
    expect(forms.suggest?.fields.name).toBe(good.suggest.fields.name);
  });

  it('still refuses a suggest form without an entry id for a field every form has', () => {
    const { forms, log } = readForms(JSON.stringify({ ...good, suggest: { ...good.suggest, fields: { ...good.suggest.fields, logo: undefined } } }), undefined, null);
    expect(log.issues.map((issue) => issue.column)).toEqual(['fields.logo']);
    expect(forms.suggest).toBeNull();
  });

  it.each([
    [
      'an address on another site',
      { ...good, suggest: { ...good.suggest, address: 'https://forms.example/viewform' } },
      "the suggest form's address must be its Google Forms address",
      'address',
    ],
    [
      'an http Google address',
      { ...good, report: { ...good.report, address: ADDRESS.replace('https', 'http') } },
      "the report form's address must be its Google Forms address",
      'address',
    ],
    [
      'a required field without an entry id',
      { ...good, report: { ...good.report, fields: { ...good.report.fields, reason: '' } } },
      "the report form has no entry id for its field 'reason'",
      'fields.reason',
    ],
    [
      'a report form without an entry id for the details (the new link, the new location, what else is wrong)',
      { ...good, report: { ...good.report, fields: { ...good.report.fields, details: undefined } } },
      "the report form has no entry id for its field 'details'",
      'fields.details',
    ],
    [
      'a malformed entry id',
      { ...good, suggest: { ...good.suggest, fields: { ...good.suggest.fields, link: 'entry 12' } } },
      "the suggest form's entry id for 'link' must look like entry.123456789",
      'fields.link',
    ],
  ])('refuses %s with a sentence naming the form and field, and leaves that form out', (_label, setup, sentence, column) => {
    const { forms, log } = readForms(JSON.stringify(setup), undefined, null);
    expect(log.issues).toHaveLength(1);
    expect(log.issues[0]).toMatchObject({ severity: 'error', column, file: 'forms.json' });
    expect(log.issues[0]?.sentence).toContain(sentence);
    const refused =
      column === 'address'
        ? setup === good
          ? null
          : Object.keys(setup).find((form) => (setup as Record<string, unknown>)[form] !== (good as Record<string, unknown>)[form])
        : null;
    if (refused) expect(forms[refused as 'suggest' | 'report']).toBeNull();
    expect([forms.suggest, forms.report].filter(Boolean)).toHaveLength(1);
  });

  /** forms.json as an editor may write it by hand: the good file's text with one slip in it. */
  const goodText = JSON.stringify(good, null, 2);
  const suggestName = `"name": "${good.suggest.fields.name}"`;
  it.each([
    [
      'a field given twice (JSON.parse keeps the last without a word)',
      goodText.replace(suggestName, `${suggestName},\n      "name": "entry.9999"`),
      'form-key-duplicate',
      { row: 1, column: 'fields.name' },
      `forms.json entry 1, column fields.name: "name" is given twice in the suggest form's fields; JSON keeps only the last one without a word, so delete the one you did not mean.`,
      'suggest',
    ],
    [
      'a form given twice',
      goodText.replace(/\n}$/, `,\n  "report": ${JSON.stringify(good.report)}\n}`),
      'form-key-duplicate',
      { row: 2, column: null },
      `forms.json entry 2: "report" is given twice at the top of the file; JSON keeps only the last one without a word, so delete the one you did not mean.`,
      'report',
    ],
    [
      'one entry id used for two questions',
      JSON.stringify({ ...good, report: { ...good.report, fields: { ...good.report.fields, contact: good.report.fields.details } } }),
      'form-entry-shared',
      { row: 2, column: 'fields.contact' },
      `forms.json entry 2, column fields.contact: the report form gives ${good.report.fields.details} to both 'details' and 'contact', but each question of a Google Form has its own entry id; copy the id of each from the form's pre-filled link again.`,
      'report',
    ],
    [
      'a misspelt field name',
      JSON.stringify({ ...good, suggest: { ...good.suggest, fields: { ...good.suggest.fields, locaton: 'entry.9999' } } }),
      'form-field-unknown',
      { row: 1, column: 'fields.locaton' },
      `forms.json entry 1, column fields.locaton: the suggest form has no field 'locaton'; its fields are ${SUGGEST_FIELDS.map((field) => `'${field}'`).join(', ')}, so correct the name or delete the line.`,
      'suggest',
    ],
    [
      'a misspelt setting of a form',
      JSON.stringify({ ...good, report: { ...good.report, adress: ADDRESS } }),
      'form-field-unknown',
      { row: 2, column: 'adress' },
      `forms.json entry 2, column adress: the report form has no setting 'adress'; a form has only 'address', 'fields', so correct or delete it.`,
      'report',
    ],
    [
      'a misspelt form',
      JSON.stringify({ suggest: good.suggest, reports: good.report }),
      'form-field-unknown',
      { row: null, column: null },
      `forms.json: there is no form called 'reports'; the forms are 'suggest', 'report', so correct its name.`,
      null,
    ],
  ])('reports %s with a sentence naming the file and what to do, and leaves that form out', (_label, text, rule, place, line, refused) => {
    const { forms, log } = readForms(text, undefined, null);
    expect(log.issues.map((issue) => ({ rule: issue.rule, severity: issue.severity, row: issue.row, column: issue.column, line: issueLine(issue) }))).toEqual([
      { rule, severity: 'error', ...place, line },
    ]);
    if (refused) expect(forms[refused as 'suggest' | 'report']).toBeNull();
    for (const form of ['suggest', 'report'] as const) if (form !== refused && form in JSON.parse(text)) expect(forms[form]).not.toBeNull();
  });

  it('refuses text that is not JSON, and an array, with a sentence', () => {
    expect(readForms('{ "suggest": ', undefined, null).log.issues[0]?.sentence).toContain('not valid JSON');
    expect(readForms('[]', undefined, null).log.issues[0]?.sentence).toContain('one object with a "suggest" and a "report" form');
  });

  it('allows the stand-in host of the browser tests only when told its origin', () => {
    const local = { report: { address: 'http://127.0.0.1:9131/forms/d/e/test/viewform', fields: good.report.fields } };
    expect(readForms(JSON.stringify(local), undefined, null).forms.report).toBeNull();
    expect(readForms(JSON.stringify(local), undefined, 'http://127.0.0.1:9131').forms.report?.address).toBe(local.report.address);
    expect(readForms(JSON.stringify(local), undefined, 'http://127.0.0.1:9999').forms.report).toBeNull();
  });
});

describe('data:check with forms.json', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-forms-'));
  cpSync(path.join(ROOT, 'tests/fixtures/clean'), folder, { recursive: true });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('passes without forms.json, with both forms absent and no finding about the file', () => {
    const result = runPipeline({ dataDir: folder });
    expect(result.forms).toEqual({ suggest: null, report: null });
    expect(result.issues.filter((issue) => issue.file === 'forms.json')).toEqual([]);
  });

  it('fails on a malformed forms.json, printing its sentence', () => {
    writeFileSync(path.join(folder, 'forms.json'), JSON.stringify({ ...good, suggest: { ...good.suggest, address: 'https://forms.example/viewform' } }));
    const reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', folder, '--report', reportDir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    rmSync(reportDir, { recursive: true, force: true });
    expect(child.status).toBe(1);
    expect(child.stdout).toContain("forms.json entry 1, column address: the suggest form's address must be its Google Forms address");
  });
});

describe("docs/editors.md's report form", () => {
  const docs = readFileSync(path.join(ROOT, 'docs/editors.md'), 'utf8');
  const section = docs.slice(docs.indexOf('**Report a problem**'), docs.indexOf("### 2. Read each question's entry id"));

  it('lists the questions in the order the site fills them in, each with its field', () => {
    const fields = [...section.matchAll(/^\|[^|]+\|[^|]+\| `([a-z]+)` +\|/gm)].map((match) => match[1]);
    expect(fields).toEqual([...REPORT_FIELDS]);
  });

  it('spells the five reasons as the report page sends them (Google fills in a choice only when the words match)', () => {
    const choices = [...section.matchAll(/^\d\. `([^`]+)`$/gm)].map((match) => match[1]);
    expect(choices).toEqual(REPORT_REASONS.map((reason) => reason.value));
  });
});
