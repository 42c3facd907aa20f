/**
 * The words of the /editors sheet checker. Each list is named by its page title and file,
 * so an editor recognises both.
 */
import type { SheetList } from '../pipeline/check/check-sheet';

export const listLabels: Record<SheetList, string> = {
  shops: 'Bike Shops (shops.csv)',
  brands: 'Bike Brands (brands.csv)',
  'content-creators': 'Content Creators (content-creators.csv)',
  'cycling-groups': 'Cycling Groups (cycling-groups.csv)',
  'cycling-photographers': 'Cycling Photographers (cycling-photographers.csv)',
  'indoor-cycling-studio': 'Indoor Cycling Studios (indoor-cycling-studio.csv)',
  'bike-repaint': 'Bike Repaint Services (bike-repaint.csv)',
  'bike-fitters': 'Bike Fitters (bike-fitters.csv)',
  'bike-skin-service': 'Bike Skin Services (bike-skin-service.csv)',
  events: 'Cycling Events (events.csv)',
  destinations: 'Bike Destinations (destinations.csv)',
};

export const editorsCopy = {
  lead: 'Check a list’s spreadsheet before you send it in: the same rules the site’s build uses, run in your browser. Nothing is uploaded.',
  steps:
    'Open the list in Google Sheets, Excel or LibreOffice, download or save it as “CSV UTF-8”, and choose that file here (or drop it, or paste its text). You get every finding with its row and column, and a fixed copy to download.',
  detectLabel: 'Detect from the file name or header row',
  contextNote: 'Places, their other spellings and the brand categories are checked against this site’s own copies, as they were when the site was last built:',
  localFilesNote:
    'Logo and picture files cannot be checked in the browser: they live in the data folder, not in the sheet. The check on a computer (npm run data:check) and the checks on each pull request open them.',
  fixedNote:
    'The fixed sheet is your sheet with the auto-fixes written in (spelling, places, spacing; a duplicate row merged into an earlier one is removed). Same columns in the same order; rows that need a person are left as they were.',
  noFixes: 'Nothing to fix automatically.',
  /** Offline before the checker was ever used on this device: its code is stored on first use (src/gatsby/write-service-worker.ts). */
  checkerOffline: 'This device is offline, and the checker has not been used on it online yet: it is saved the first time it runs. Connect and choose the sheet again.',
  worklistTitle: 'Listings due a check',
  worklistLead: (builtOn: string) =>
    `Listings last checked more than 12 months ago (oldest first), then those never checked, as of ${builtOn}, when the site was built; closed listings are left out. Once you have confirmed one, put this month in its checked cell (for example 2026-11).`,
  worklistNone: 'No listing is due a check.',
  worklistMore: (count: number) => `… and ${count} more: the data-quality report (npm run data:check) lists them all.`,
} as const;
