/**
 * The contract between the data pipeline and everything that reads it
 * (the Gatsby sourcing in src/gatsby, the report script, the tests).
 * One vocabulary for every entity: the spec's img / imgSrc / image / logo
 * are all `logo` (a listing's mark) or `image` (a picture that fills a card).
 */

/** Where a logo or picture comes from. Local files live under data/logos/ or data/images/. */
export type ImageRef =
  | { kind: 'local'; file: string } // path relative to the data folder, e.g. "logos/giant.png"
  // an https: address, never downloaded at build time and never hotlinked: the page shows `cached`,
  // the copy `npm run data:fetch` stored (relative to the data folder), or nothing while it is absent
  | { kind: 'remote'; url: string; cached?: string };

export interface Shop {
  id: string; // stable: slug of name + place
  name: string;
  slug: string;
  /** Canonical place as shown to visitors and used by the city filter, e.g. "Quezon City", "Bohol". */
  location: string;
  /** City or municipality when known, else null (a shop listed only by province). */
  city: string | null;
  province: string | null; // null for Metro Manila cities, which have no province
  region: string; // e.g. "National Capital Region (NCR)"; '' when the place is not recognised (reported for review)
  link: string | null; // null: the site offers a map search for name + location instead
  logo: ImageRef | null;
  /** Where the listing was found (the optional source column), e.g. "OpenStreetMap node/1001"; null when not said. */
  source: string | null;
  sourceRow: number;
}

export interface BrandCategory {
  slug: string; // route segment under /brands/
  name: string; // "Helmet"
  icon: string; // an icon name known to src/components/CategoryIcon
  color: string; // CSS color, e.g. "#2f7d5b"
  description: string; // "Discover top helmet brands."
  order: number;
  comingSoon: boolean; // bike-racks
}

export interface Brand {
  id: string;
  name: string;
  slug: string;
  category: string; // BrandCategory.slug
  /** null: the brand's own page is not known yet (the tile is shown without a link, never a guessed one). */
  link: string | null;
  logo: ImageRef | null;
  sourceRow: number;
}

export const DIRECTORIES = [
  'content-creators',
  'cycling-groups',
  'cycling-photographers',
  'indoor-cycling-studio',
  'bike-repaint',
  'bike-fitters',
  'bike-skin-service',
] as const;
export type DirectorySlug = (typeof DIRECTORIES)[number];

/** A community or service listing: one shape for all seven searchable directories. */
export interface Listing {
  id: string;
  directory: DirectorySlug;
  name: string;
  slug: string;
  link: string;
  logo: ImageRef | null;
  sourceRow: number;
}

export interface CyclingEvent {
  id: string;
  name: string;
  image: ImageRef; // poster
  link: string;
  sourceRow: number;
}

export interface Destination {
  id: string;
  name: string;
  thumbnail: ImageRef;
  path: string; // internal route, e.g. "/bike-destinations/spider-route"
  sourceRow: number;
}

export interface Slide {
  id: string;
  order: number; // 1-based
  image: ImageRef;
  link: string | null;
  fit: 'cover' | 'contain';
  alt: string; // 'Slider image {n}' unless the data says otherwise
}

export type Severity = 'error' | 'review' | 'fixed';

/** One finding, written for the editor who maintains the spreadsheet. */
export interface DataIssue {
  severity: Severity;
  file: string; // relative to the data folder, e.g. "shops.csv"
  row: number | null; // spreadsheet row number (header = 1); null for a whole-file problem
  column: string | null;
  found: string | null; // the cell as read
  expected: string | null; // what it became (fixed) or what it should look like
  message: string; // one sentence: what was found and what to do
}

export type RowStatus = 'kept' | 'fixed' | 'merged' | 'rejected';

export interface RowOutcome {
  file: string;
  row: number;
  status: RowStatus;
  changes?: { column: string; before: string; after: string }[]; // fixed
  mergedInto?: number; // merged: the row it was merged into
  reason?: string; // rejected
}

export interface FileSummary {
  file: string;
  rows: number; // data rows read (header excluded)
  kept: number;
  fixed: number;
  merged: number;
  rejected: number;
  errors: number;
  reviews: number;
}

/** A review queue in data/candidates/ (rows an editor may move into a sheet); never shown on the site. */
export interface CandidateFileSummary {
  file: string; // relative to the data folder, e.g. "candidates/shops-osm.csv"
  candidates: number;
  withLink: number;
  /** Rows whose location is empty or is not one place of the place table. */
  withoutPlace: number;
  /** What could not be read, in the words of the data check; the file is only counted, so these are never errors. */
  problems: string[];
}

export interface PipelineResult {
  shops: Shop[];
  brandCategories: BrandCategory[];
  brands: Brand[];
  listings: Listing[];
  events: CyclingEvent[];
  destinations: Destination[];
  slides: Slide[];
  issues: DataIssue[];
  outcomes: RowOutcome[];
  files: FileSummary[];
  candidates: CandidateFileSummary[];
}
