/**
 * The data pipeline's pure core: parsing, the rules and the reports. Nothing here touches the
 * disk or any Node module, so the /editors Web Worker runs the same code; lint enforces it.
 * Reading the data folder (runPipeline, the image probe) lives in ./node, whose index
 * re-exports everything here as well.
 */
export * from './types';
export { parseCsv, decodeUtf8, headerKey } from './csv';
export { checkLink, linkKey, MAX_LINK_LENGTH } from './links';
export { checkLogo, checkImage, looksLikeImage, IMAGE_EXTENSIONS, type FileProbe, type ImageFacts } from './logos';
export { MAX_SHEET_BYTES, MAX_SHEET_LINES, describeSheetLimit, sheetSizeProblem } from './limits';
export { decodeSheetBytes, describeConversion, type DecodedSheet } from './encoding';
export { readSheetBytes, encodeSheetText, editSheet, neutralizeFormula, startsFormula, type SheetFormat, type SheetEdit } from './sheet-io';
export { checkInternalPath } from './internal-paths';
export { findHiddenCharacter, isInvisibleOnly } from './hidden-characters';
export { lookalikeHostProblem } from './hostnames';
export * from './sheet';
export { writeFixedSheet, type FixedSheet } from './fixed-sheet';
export { replaceSheet, NEW_SHEET_FORMAT, type ReplaceSheetResult } from './replace-sheet';
export {
  compareSheets,
  bigChange,
  describeChanges,
  summarizeChanges,
  noRowChanged,
  PLAIN_STYLE,
  type SheetChanges,
  type SheetRow,
  type ChangedRow,
  type CellChange,
  type ChangeStyle,
} from './sheet-changes';
export { normalizePlace, buildPlaceTable, describePlace, SNAPSHOT_PLACES, type Place, type PlaceTable, type PlaceMatch } from './places';
export { dedupe } from './dedupe';
export { slugify, foldWhitespace, comparisonKey, closestMatches } from './text';
export { FileLog, where } from './log';
export * from './sheets';
export { CSV_FILE_RULES, readRecords, type ReadContext } from './read-cells';
export { readBrandCategories, readSlides } from './json-files';
export { BRAND_CATEGORY_SLUGS, CATEGORIES_NEEDING_LOGOS } from './brand-categories';
export { SLIDE_COUNT } from './rules/slide-count';
export { renderMarkdownReport, renderJsonReport, describeCandidates } from './report';
export { escapeMarkdown } from './markdown';
export {
  CANDIDATE_FILES,
  CANDIDATE_COLUMNS,
  renderCandidatesCsv,
  renderCandidatesSheet,
  summarizeCandidates,
  type CandidateRow,
  type CandidateColumn,
} from './candidates';
export { formatOsmSource, osmElementUrl, normalizeSource, isOpenStreetMapSource, type OsmReference, type OsmElementType } from './sources';
export * from './schemas';
export { RULES, MAX_NAME_LENGTH, type Rule, type RuleId } from './rules';
export * from './remote-cache';
