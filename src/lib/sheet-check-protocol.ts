/** Messages between the /editors page and its Web Worker (types only: nothing here is bundled). */
import type { SheetList } from '../pipeline/sheet';
import type { SheetInspection } from './sheet-check';

export interface SheetCheckRequest {
  id: number;
  bytes: Uint8Array;
  fileName: string | null;
  /** The list chosen in the page's select; null to detect it. */
  list: SheetList | null;
}

export interface SiteContextCounts {
  places: number;
  aliases: number;
  categories: number;
}

export type SheetCheckMessage =
  | { id: number; type: 'progress'; stage: string }
  | { id: number; type: 'done'; inspection: SheetInspection; context: SiteContextCounts }
  | { id: number; type: 'failed'; message: string };
