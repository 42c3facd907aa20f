/**
 * GitHub workflow commands for the findings of a command that reads the data folder (data:check,
 * data:fetch): one annotation per error or needs-review finding, on the sheet's line and column
 * when the file is a sheet, titled with the finding's rule id.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { columnSpec, isSheetList, MAX_SHEET_BYTES, PLACE_ALIASES_FILE, PLACE_ALIAS_COLUMNS, type AnyRuleId, type DataIssue } from '../../src/pipeline/node';
import { csvLocator, renderGithubAnnotations, type SheetLocator } from '../../src/pipeline/report/github';

/** The annotation lines of these findings, for files under dataDir (paths relative to the working folder, with forward slashes). */
export function githubAnnotationLines(issues: readonly DataIssue<AnyRuleId>[], dataDir: string): string[] {
  const locators = new Map<string, SheetLocator | null>();
  const locatorOf = (file: string): SheetLocator | null => {
    if (!locators.has(file)) {
      const list = file.replace(/\.csv$/, '');
      const spec = isSheetList(list) ? columnSpec(list) : file === PLACE_ALIASES_FILE ? PLACE_ALIAS_COLUMNS : null;
      const filePath = path.join(dataDir, file);
      // A file over the size limit was refused unread; it is not read here either.
      const readable = spec && existsSync(filePath) && statSync(filePath).size <= MAX_SHEET_BYTES;
      locators.set(file, readable ? csvLocator(readFileSync(filePath, 'utf8'), spec) : null);
    }
    return locators.get(file) ?? null;
  };
  const pathOf = (file: string) => path.relative(process.cwd(), path.join(dataDir, file)).split(path.sep).join('/');
  return renderGithubAnnotations(issues, { pathOf, locatorOf });
}
