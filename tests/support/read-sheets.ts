/**
 * One sheet's text read the way data:check reads it (readSheetRows with the sheet's description),
 * with the log of what was found: the readers the unit tests call. The product reads every sheet
 * through checkSheet and runPipeline, so these live with the tests.
 */
import {
  brandsSheet,
  destinationsSheet,
  eventsSheet,
  FileLog,
  listingSheet,
  readSheetRows,
  shopsSheet,
  type Brand,
  type CyclingEvent,
  type Destination,
  type DirectorySlug,
  type Listing,
  type ReadContext,
  type Shop,
} from '../../src/pipeline';

export function readShops(text: string, context: ReadContext, log = new FileLog(shopsSheet.file)): { shops: Shop[]; log: FileLog } {
  return { shops: readSheetRows(shopsSheet, text, context, log), log };
}

export function readBrands(text: string, context: ReadContext, categorySlugs: readonly string[], log = new FileLog(brandsSheet.file)): { brands: Brand[]; log: FileLog } {
  return { brands: readSheetRows(brandsSheet, text, { ...context, categorySlugs }, log), log };
}

export function readListings(text: string, directory: DirectorySlug, context: ReadContext, log = new FileLog(`${directory}.csv`)): { listings: Listing[]; log: FileLog } {
  return { listings: readSheetRows(listingSheet(directory), text, context, log), log };
}

export function readEvents(text: string, context: ReadContext, log = new FileLog(eventsSheet.file)): { events: CyclingEvent[]; log: FileLog } {
  return { events: readSheetRows(eventsSheet, text, context, log), log };
}

export function readDestinations(text: string, context: ReadContext, log = new FileLog(destinationsSheet.file)): { destinations: Destination[]; log: FileLog } {
  return { destinations: readSheetRows(destinationsSheet, text, context, log), log };
}
