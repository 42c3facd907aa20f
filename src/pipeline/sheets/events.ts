/** events.csv: one ride or race a row, shown by its poster. */
import type { CyclingEvent } from '../types';
import { FileLog } from '../log';
import type { ReadContext } from '../read-cells';
import { slugify } from '../text';
import { nameColumn, pictureColumn, requiredLinkColumn } from './columns';
import { defineSheet, readSheetRows } from './define-sheet';

export const eventsSheet = defineSheet({
  file: 'events.csv',
  what: 'event',
  columns: { name: nameColumn(), image: pictureColumn(), link: requiredLinkColumn() },
  aliases: { imageurl: 'image', poster: 'image' },
  toEntity: ({ name, image, link }, row): CyclingEvent => ({ id: slugify(name), name, image, link, sourceRow: row }),
  duplicates: { fillable: [], link: (event) => event.link },
});

export function readEvents(text: string, context: ReadContext, log = new FileLog(eventsSheet.file)): { events: CyclingEvent[]; log: FileLog } {
  return { events: readSheetRows(eventsSheet, text, context, log), log };
}
