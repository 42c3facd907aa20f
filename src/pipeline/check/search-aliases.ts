/**
 * data/search-aliases.csv: the words riders type ('bisikleta', 'piyesa', 'ayos', 'Maynila') and what the
 * list's search reads each as (columns `word`, `kind`, `means`). Optional: without it the search knows
 * the site's own words alone. A row the site cannot use is left out with a sentence.
 */
import type { CsvColumnSpec } from '../format/csv';
import { foldSearchWord } from '../format/text';
import type { SearchAlias } from '../entities/schemas';
import { readSearchAliasMeaning, searchAliasKindOf, type SearchAliasContext } from '../detect/search-aliases';
import { FileLog } from '../read/log';
import { readRecords } from '../read/read-cells';
import type { RuleContext } from '../rules/rule';
import { searchAliasDuplicate } from '../rules/search-alias-duplicate';
import { searchAliasIncomplete } from '../rules/search-alias-incomplete';
import { searchAliasUnknownKind } from '../rules/search-alias-unknown-kind';
import { searchAliasUnknownMeaning } from '../rules/search-alias-unknown-meaning';

export type { SearchAliasContext } from '../detect/search-aliases';

export const SEARCH_ALIASES_FILE = 'search-aliases.csv';
export const SEARCH_ALIAS_COLUMNS: CsvColumnSpec = { required: ['word', 'kind', 'means'], optional: [] };

/**
 * Reads search-aliases.csv's text against the place table and the brand categories: the usable rows,
 * in file order, each word once (the first row that gives it).
 */
export function readSearchAliases(text: string, context: SearchAliasContext, log = new FileLog(SEARCH_ALIASES_FILE)): { aliases: SearchAlias[]; log: FileLog } {
  const aliases: SearchAlias[] = [];
  const records = readRecords(log, text, SEARCH_ALIAS_COLUMNS);
  if (records === null) return { aliases, log };
  const at = (column: string): RuleContext => ({ column, what: 'search word', data: context });
  const first = new Map<string, { row: number; word: string }>();
  for (const { row, cells } of records) {
    const [word, kindCell, means] = [cells.word ?? '', cells.kind ?? '', cells.means ?? ''];
    // Every cell is looked at, so one reading of the report names everything the row lacks.
    const kind = searchAliasKindOf(kindCell);
    // A word to skip means nothing: its empty `means` is what it should be.
    const empty = [
      log.run(searchAliasIncomplete, { row, column: 'word' }, word, at('word')),
      log.run(searchAliasIncomplete, { row, column: 'kind' }, kindCell, at('kind')),
      kind === 'skip' ? null : log.run(searchAliasIncomplete, { row, column: 'means' }, means, at('means')),
    ].some(Boolean);
    const strange = log.run(searchAliasUnknownKind, { row, column: 'kind' }, kindCell, at('kind'));
    if (empty || strange || kind === null) continue;
    const meaning = readSearchAliasMeaning(kind, means, context);
    if (meaning.status !== 'known') {
      // The rule reads the cell again and says why, as every rule's finding is its own.
      log.run(searchAliasUnknownMeaning, { row, column: 'means' }, { kind, means }, at('means'));
      continue;
    }
    const key = foldSearchWord(word);
    if (log.run(searchAliasDuplicate, { row, column: 'word' }, { word, row, earlier: first.get(key) }, at('word'))) continue;
    first.set(key, { row, word });
    aliases.push({ word, kind, means: meaning.means });
  }
  return { aliases, log };
}
