/**
 * The data pipeline's pure core: parsing, the rules and the reports. Nothing here touches the
 * disk or any Node module, so the /editors Web Worker runs the same code; lint enforces it.
 * Reading the data folder (runPipeline, the image probe) lives in ./node, whose index
 * re-exports everything here as well.
 */
export * from './types';
export { parseCsv, decodeUtf8, headerKey } from './format/csv';
export { checkLink, linkKey, MAX_LINK_LENGTH } from './detect/links';
export { checkLogo, checkImage, looksLikeImage, IMAGE_EXTENSIONS, type FileProbe, type ImageFacts } from './detect/logos';
export { MAX_SHEET_BYTES, MAX_SHEET_LINES, describeSheetLimit, sheetSizeProblem } from './format/limits';
export { decodeSheetBytes, describeConversion, type DecodedSheet } from './format/encoding';
export { readSheetBytes, encodeSheetText, editSheet, neutralizeFormula, startsFormula, type SheetFormat, type SheetEdit } from './format/sheet-io';
export { checkInternalPath } from './detect/internal-paths';
export { findHiddenCharacter, isInvisibleOnly } from './detect/hidden-characters';
export { lookalikeHostProblem } from './detect/hostnames';
export * from './check/check-sheet';
export { writeFixedSheet, type FixedSheet } from './edit/fixed-sheet';
export { replaceSheet, NEW_SHEET_FORMAT, type ReplaceSheetResult } from './edit/replace-sheet';
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
} from './edit/sheet-changes';
export { normalizePlace, buildPlaceTable, describePlace, SNAPSHOT_PLACES, type Place, type PlaceTable, type PlaceMatch } from './detect/places';
export { dedupe } from './detect/dedupe';
export { slugify, foldWhitespace, comparisonKey, closestMatches } from './format/text';
export { FileLog, where } from './read/log';
export { rowAndColumn } from './rules/findings';
export { issueLine, reportedIssue, type ReportedIssue } from './rules/issue';
export * from './sheets';
export { readRecords, type ReadContext } from './read/read-cells';
export { readBrandCategories, readSlides } from './check/json-files';
export { BRAND_CATEGORY_SLUGS, CATEGORIES_NEEDING_LOGOS } from './entities/brand-categories';
export { SLIDE_COUNT } from './rules/slide-count';
export { renderMarkdownReport, renderJsonReport, describeCandidates } from './report/report';
export { escapeMarkdown } from './report/markdown';
export {
  CANDIDATE_FILES,
  CANDIDATE_COLUMNS,
  renderCandidatesCsv,
  renderCandidatesSheet,
  summarizeCandidates,
  type CandidateRow,
  type CandidateColumn,
} from './check/candidates';
export { formatOsmSource, osmElementUrl, normalizeSource, isOpenStreetMapSource, type OsmReference, type OsmElementType } from './entities/sources';
export * from './entities/schemas';
export { RULES, MAX_NAME_LENGTH, type Rule, type RuleId } from './rules';
export * from './detect/remote-cache';
