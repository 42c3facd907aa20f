/**
 * Every data rule, in the order the rules table of docs/editors.md lists them (by where they bite: the file,
 * its cells, then each list). Every finding in a report carries one of these ids.
 */
import { fileRequiredMissing } from './file-required-missing';
import { fileOptionalMissing } from './file-optional-missing';
import { listRequiredEmpty } from './list-required-empty';
import { fileRefused } from './file-refused';
import { fileEncoding } from './file-encoding';
import { fileConverted } from './file-converted';
import { csvNotASheet } from './csv-not-a-sheet';
import { csvUnclosedQuote } from './csv-unclosed-quote';
import { csvMalformed } from './csv-malformed';
import { csvEmpty } from './csv-empty';
import { csvDuplicateColumn } from './csv-duplicate-column';
import { csvMissingColumn } from './csv-missing-column';
import { csvUnknownColumn } from './csv-unknown-column';
import { csvRowWidth } from './csv-row-width';
import { csvStrayQuote } from './csv-stray-quote';
import { jsonInvalid } from './json-invalid';
import { jsonNotAList } from './json-not-a-list';
import { cellHiddenCharacter } from './cell-hidden-character';
import { cellWhitespace } from './cell-whitespace';
import { cellErrorValue } from './cell-error-value';
import { cellFormula } from './cell-formula';
import { nameRequired } from './name-required';
import { nameInvisibleOnly } from './name-invisible-only';
import { nameTooLong } from './name-too-long';
import { nameFormula } from './name-formula';
import { textTooLong } from './text-too-long';
import { linkRequired } from './link-required';
import { linkTooLong } from './link-too-long';
import { linkInvalid } from './link-invalid';
import { linkLookalikeHost } from './link-lookalike-host';
import { linkHttp } from './link-http';
import { linkShared } from './link-shared';
import { duplicateMerged } from './duplicate-merged';
import { locationRequired } from './location-required';
import { locationTooLong } from './location-too-long';
import { locationReadAs } from './location-read-as';
import { locationAmbiguous } from './location-ambiguous';
import { locationUnknown } from './location-unknown';
import { sourceOsmReference } from './source-osm-reference';
import { dateReadAs } from './date-read-as';
import { dateAmbiguous } from './date-ambiguous';
import { dateUnreadable } from './date-unreadable';
import { statusUnknown } from './status-unknown';
import { checkedUnreadable } from './checked-unreadable';
import { checkedFuture } from './checked-future';
import { hoursReadAs } from './hours-read-as';
import { hoursUnreadable } from './hours-unreadable';
import { hoursLibraryWarning } from './hours-library-warning';
import { serviceUnknown } from './service-unknown';
import { paymentUnknown } from './payment-unknown';
import { brandUnknown } from './brand-unknown';
import { holidayDateUnreadable } from './holiday-date-unreadable';
import { holidayNameRequired } from './holiday-name-required';
import { holidayDateDuplicate } from './holiday-date-duplicate';
import { dateFarAway } from './date-far-away';
import { dateEndBeforeStart } from './date-end-before-start';
import { dateEndWithoutStart } from './date-end-without-start';
import { dateTimeMissing } from './date-time-missing';
import { eventSameNameYear } from './event-same-name-year';
import { logoUnusable } from './logo-unusable';
import { pictureRequired } from './picture-required';
import { pictureUnusable } from './picture-unusable';
import { imageNotFetched } from './image-not-fetched';
import { imageFetchedCopyMissing } from './image-fetched-copy-missing';
import { imageFetchedCopyUnusable } from './image-fetched-copy-unusable';
import { brandCategoryRequired } from './brand-category-required';
import { brandCategoryUnknown } from './brand-category-unknown';
import { brandCategoryReadAs } from './brand-category-read-as';
import { brandLinkMissing } from './brand-link-missing';
import { brandLogoNeeded } from './brand-logo-needed';
import { internalPathOffSite } from './internal-path-off-site';
import { categoryEntryInvalid } from './category-entry-invalid';
import { categorySlugDuplicate } from './category-slug-duplicate';
import { categorySlugUnknown } from './category-slug-unknown';
import { categoriesMissing } from './categories-missing';
import { slideCount } from './slide-count';
import { slideEntryInvalid } from './slide-entry-invalid';
import { placeAliasIncomplete } from './place-alias-incomplete';
import { placeAliasUnknownPlace } from './place-alias-unknown-place';
import { searchAliasIncomplete } from './search-alias-incomplete';
import { searchAliasUnknownKind } from './search-alias-unknown-kind';
import { searchAliasUnknownMeaning } from './search-alias-unknown-meaning';
import { searchAliasDuplicate } from './search-alias-duplicate';
import { fetchManifestBroken } from './fetch-manifest-broken';
import { foundLogosBroken } from './found-logos-broken';
import { foundLogoUnusable } from './found-logo-unusable';
import { formAddressInvalid } from './form-address-invalid';
import { formFieldInvalid } from './form-field-invalid';
import { formFieldUnknown } from './form-field-unknown';
import { formEntryShared } from './form-entry-shared';
import { formKeyDuplicate } from './form-key-duplicate';

const REGISTERED = [
  fileRequiredMissing,
  fileOptionalMissing,
  listRequiredEmpty,
  fileRefused,
  fileEncoding,
  fileConverted,
  csvNotASheet,
  csvUnclosedQuote,
  csvMalformed,
  csvEmpty,
  csvDuplicateColumn,
  csvMissingColumn,
  csvUnknownColumn,
  csvRowWidth,
  csvStrayQuote,
  jsonInvalid,
  jsonNotAList,
  cellHiddenCharacter,
  cellErrorValue,
  cellFormula,
  cellWhitespace,
  nameRequired,
  nameInvisibleOnly,
  nameTooLong,
  nameFormula,
  textTooLong,
  linkRequired,
  linkTooLong,
  linkInvalid,
  linkLookalikeHost,
  linkHttp,
  linkShared,
  duplicateMerged,
  locationRequired,
  locationTooLong,
  locationReadAs,
  locationAmbiguous,
  locationUnknown,
  sourceOsmReference,
  statusUnknown,
  checkedUnreadable,
  checkedFuture,
  hoursReadAs,
  hoursUnreadable,
  hoursLibraryWarning,
  serviceUnknown,
  paymentUnknown,
  brandUnknown,
  dateReadAs,
  dateAmbiguous,
  dateUnreadable,
  dateFarAway,
  dateEndBeforeStart,
  dateEndWithoutStart,
  dateTimeMissing,
  eventSameNameYear,
  holidayDateUnreadable,
  holidayNameRequired,
  holidayDateDuplicate,
  logoUnusable,
  pictureRequired,
  pictureUnusable,
  imageNotFetched,
  imageFetchedCopyMissing,
  imageFetchedCopyUnusable,
  foundLogoUnusable,
  brandCategoryRequired,
  brandCategoryUnknown,
  brandCategoryReadAs,
  brandLinkMissing,
  brandLogoNeeded,
  internalPathOffSite,
  categoryEntryInvalid,
  categorySlugDuplicate,
  categorySlugUnknown,
  categoriesMissing,
  slideCount,
  slideEntryInvalid,
  placeAliasIncomplete,
  placeAliasUnknownPlace,
  searchAliasIncomplete,
  searchAliasUnknownKind,
  searchAliasUnknownMeaning,
  searchAliasDuplicate,
  fetchManifestBroken,
  foundLogosBroken,
  formAddressInvalid,
  formFieldInvalid,
  formFieldUnknown,
  formEntryShared,
  formKeyDuplicate,
] as const;

export type RuleId = (typeof REGISTERED)[number]['id'];

/** Every data rule, as declared: where each applies besides its own files follows from the sheets' columns (placedRules in ../sheets). */
export const RULES = REGISTERED;

export type { CellContext, Finding, PlacedRule, ReadContext, Rule, RuleContext, Scope, Severity } from './rule';
export { MAX_NAME_LENGTH } from './name-too-long';
