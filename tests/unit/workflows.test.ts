/**
 * Every GitHub workflow passes a workflow validator (@action-validator/core, the schema GitHub's
 * own editor uses, run offline from the npm package), so a typo in a workflow is found here and
 * not by a schedule that silently never runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';

const WORKFLOWS = path.join(__dirname, '..', '..', '.github', 'workflows');
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(path.join(WORKFLOWS, name), 'utf8');

test('there are workflows to validate, pull-sheets.yml among them', () => {
  expect(files).toEqual(expect.arrayContaining(['ci.yml', 'refresh.yml', 'pull-sheets.yml']));
});

test.each(files)('%s is a valid workflow', (name) => {
  expect(validateWorkflow(read(name)).errors).toEqual([]);
});

test('the validator does find a mistake (a misspelt key, a misspelt trigger)', () => {
  const text = read('pull-sheets.yml');
  expect(validateWorkflow(text.replace('runs-on:', 'run-on:')).errors).not.toEqual([]);
  expect(validateWorkflow(text.replace('workflow_dispatch:', 'workflow_dispatched:')).errors).not.toEqual([]);
});

test('pull-sheets.yml runs daily and by hand: data:pull, then data:check --format github, then one pull request with the change in words', () => {
  const text = read('pull-sheets.yml');
  expect(text).toMatch(/schedule:\n\s+- cron: '\d+ \d+ \* \* \*'/);
  expect(text).toContain('workflow_dispatch:');
  const pull = text.indexOf('run: npm run data:pull -- --report reports');
  const check = text.indexOf('run: npm run data:check -- --format github --report reports');
  const propose = text.indexOf('uses: peter-evans/create-pull-request@');
  expect(pull).toBeGreaterThan(-1);
  expect(check).toBeGreaterThan(pull);
  expect(propose).toBeGreaterThan(check);
  // One pull request, on one branch, with only the sheets, its body the pull report.
  expect(text).toContain('branch: pull/sheets');
  expect(text).toContain('add-paths: data/*.csv');
  expect(text).toContain('body-path: reports/pull-request-body.md');
  expect(text).toMatch(/cat reports\/data-pull\.md\n/);
});

test('pull-sheets.yml lets a big change through only when a person running it names the sheet, passed as one argument and never as shell text', () => {
  const text = read('pull-sheets.yml');
  expect(text).toMatch(/workflow_dispatch:\n\s+inputs:\n\s+allow_big_change:\n/);
  expect(text).toContain('ALLOW_BIG_CHANGE: ${{ inputs.allow_big_change }}');
  expect(text).toContain('run: npm run data:pull -- --report reports --allow-big-change="$ALLOW_BIG_CHANGE"');
  expect(text).not.toMatch(/run:.*\$\{\{\s*inputs\./);
});

test('refresh.yml runs the weekly job as one command, npm run data:refresh, and proposes its pull request with the body that command writes', () => {
  const text = read('refresh.yml');
  expect(text).toMatch(/run: npm run data:refresh -- --report reports --format github --image-base "\$IMAGE_BASE" --run-url "\$RUN_URL"\n/);
  // The pictures come from the pull request's own branch, where the cache is committed.
  expect(text).toContain('IMAGE_BASE: https://raw.githubusercontent.com/${{ github.repository }}/refresh/logos-and-links/data/');
  expect(text).toContain('branch: refresh/logos-and-links');
  expect(text).toContain('add-paths: data/cache/**');
  expect(text).toContain('body-path: reports/refresh-pull-request.md');
  expect(text).not.toMatch(/accept-suggestions/);
});

test('the workflows use one version of each action', () => {
  const versions = new Map<string, Set<string>>();
  for (const name of files) {
    for (const [, action, version] of read(name).matchAll(/uses: ([\w.-]+\/[\w.-]+)@(\S+)/g)) {
      versions.set(action as string, new Set([...(versions.get(action as string) ?? []), version as string]));
    }
  }
  for (const [action, used] of versions) expect([action, [...used]]).toEqual([action, [expect.any(String)]]);
});
