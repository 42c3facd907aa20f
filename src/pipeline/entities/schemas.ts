/**
 * One zod schema per entity: what the pipeline promises to hand the site. The TypeScript
 * types are inferred from these schemas (../types.ts re-exports them), the tests check every
 * entity the pipeline produces against them, and a test checks that the GraphQL types in
 * src/gatsby/schema.ts declare the same fields. The rules in ../rules decide, row by row and
 * with messages for editors, which rows become entities.
 * One vocabulary for every entity: the spec's img / imgSrc / image / logo are all `logo`
 * (a listing's mark) or `image` (a picture that fills a card).
 */
import { z } from './zod';
import { CATEGORY_ICON_NAMES } from './category-icons';
import { PAYMENTS, SERVICES } from './shop-vocabularies';

export const DIRECTORIES = [
  'content-creators',
  'cycling-groups',
  'cycling-photographers',
  'indoor-cycling-studio',
  'bike-repaint',
  'bike-fitters',
  'bike-skin-service',
] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, 'lowercase kebab-case ASCII');
const webLink = z.string().regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, 'an absolute http(s) address');

/** Where a logo or picture comes from. Local files live under data/logos/ or data/images/. */
export const imageRefSchema = z.discriminatedUnion('kind', [
  // a path relative to the data folder, e.g. "logos/giant.png": not absolute, no '..' segment
  z.object({ kind: z.literal('local'), file: z.string().regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$))[^\\]+$/, 'a path inside the data folder') }),
  // an https: address, never downloaded at build time and never hotlinked: the page shows `cached`,
  // the copy `npm run data:fetch` stored (relative to the data folder), or nothing while it is absent
  z.object({
    kind: z.literal('remote'),
    url: z.string().regex(/^https:\/\/[^\s]+$/, 'an https: address'),
    cached: z
      .string()
      .regex(/^cache\/images\/[a-f0-9]{64}\.(png|jpg|webp|avif|gif)$/, 'a file of the fetched-image cache')
      .optional(),
    // true: the cell is empty and this is the logo the weekly run found on the row's page (cache/found-logos.json)
    found: z.literal(true).optional(),
  }),
]);
const name = z
  .string()
  .min(1)
  .refine((value) => value === value.trim() && !/\s{2,}|\n/.test(value), 'whitespace folded');
/** The spreadsheet row the entity came from (header = 1). */
const sourceRow = z.number().int().min(2);
/** What a listing's status may be (its status column; open is an empty cell): ../detect/listing-checks reads the cell. */
export const LISTING_STATUSES = ['open', 'temporarily closed', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Whether a listing still stands. */
const status = z.enum(LISTING_STATUSES);
/** The month an editor last confirmed a listing ('2026-11'; its checked column), or null: never. */
const checked = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .nullable();

/** A minute of a Manila day, 0 to 1440 (24:00, the close of a day open to midnight). */
const minuteOfDay = z.number().int().min(0).max(1440);
/**
 * A shop's week of opening hours (WeeklyHours of ../detect/shop-hours): 7 days, Monday first, each a
 * flat list of [open, close) minutes; `holidaysOff` when the hours say `PH off`.
 */
export const weeklyHoursSchema = z.object({ days: z.array(z.array(minuteOfDay)).length(7), holidaysOff: z.boolean() });
/** The keys of a vocabulary, for a list of them. */
const keysOf = (vocabulary: readonly { key: string }[]) => z.enum(vocabulary.map((word) => word.key) as [string, ...string[]]);

export const shopSchema = z.object({
  id: slug, // stable: slug of name + place
  name,
  slug,
  /** Canonical place as shown to visitors and used by the city filter, e.g. "Quezon City", "Bohol". */
  location: name,
  /** City or municipality when known, else null (a shop listed only by province). */
  city: z.string().min(1).nullable(),
  province: z.string().min(1).nullable(), // null for Metro Manila cities, which have no province
  region: z.string(), // e.g. "National Capital Region (NCR)"; '' when the place is not recognised (reported for review)
  link: webLink.nullable(), // null: the site offers a map search for name + location instead
  logo: imageRefSchema.nullable(),
  /** Where the listing was found (the optional source column), e.g. "OpenStreetMap node/1001"; null when not said. */
  source: z.string().min(1).nullable(),
  status,
  checked,
  /** The hours as the site prints them, in OpenStreetMap's syntax ('Mo-Sa 09:00-18:00; Su off; PH off'); null: not known. */
  hours: z.string().min(1).nullable(),
  /** The same hours as weekly intervals, which the visitor's phone reads to say whether the shop is open; null: not known. */
  weeklyHours: weeklyHoursSchema.nullable(),
  /** What the shop does (keys of SERVICES), in the vocabulary's order. */
  services: z.array(keysOf(SERVICES)),
  /** How a visitor can pay (keys of PAYMENTS), in the vocabulary's order. */
  payment: z.array(keysOf(PAYMENTS)),
  /** The brands it carries, as brands.csv spells them. */
  brands: z.array(name),
  sourceRow,
});

/** A public holiday in Manila ('2026-12-30', 'Rizal Day'): date-holidays' and the editors' data/holidays.csv. */
export const holidaySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), name });

/**
 * What a word of data/search-aliases.csv can stand for: a list, a service, a payment method or a
 * place; or nothing (`skip`: a particle like 'ng' or 'sa', left out of a search that has a word in it).
 */
export const SEARCH_ALIAS_KINDS = ['list', 'service', 'payment', 'place', 'skip'] as const;

/**
 * A word riders type ('ayos', 'Maynila') and what the list's search reads it as: `means` is a list
 * ('all', 'shops', a directory's slug, 'brands/<category>'), a key of SERVICES or PAYMENTS, or a
 * place as the site writes it ('Manila', a province's name); empty for a word to skip. The word is kept as the editors wrote it.
 */
export const searchAliasSchema = z.object({ word: z.string().trim().min(1), kind: z.enum(SEARCH_ALIAS_KINDS), means: z.string() });

/**
 * A brand category as brand-categories.json writes it and the site shows it. The messages
 * are for editors: the data check reports them for an entry of the file.
 */
export const brandCategorySchema = z.object({
  slug: z.string().regex(SLUG, 'must be lowercase words joined by hyphens'), // route segment under /brands/
  name: z.string().trim().min(1, 'must not be empty'), // "Helmet"
  icon: z
    .string()
    .trim()
    .refine((icon) => (CATEGORY_ICON_NAMES as readonly string[]).includes(icon), {
      message: `must be one of the icons the site draws: ${CATEGORY_ICON_NAMES.join(', ')}`,
    }),
  color: z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, "must be a colour like '#2f7d5b'"),
  description: z.string().trim().min(1, 'must not be empty'), // "Discover top helmet brands."
  order: z.number().int().min(1),
  comingSoon: z.boolean(), // bike-racks
});

/** An entry of brand-categories.json: the category without its order (the file's order), comingSoon optional. */
export const brandCategoryEntrySchema = brandCategorySchema.omit({ order: true }).extend({ comingSoon: z.boolean().optional() });

export const brandSchema = z.object({
  id: slug,
  name,
  slug,
  category: slug, // BrandCategory.slug
  /** null: the brand's own page is not known yet (the tile is shown without a link, never a guessed one). */
  link: webLink.nullable(),
  logo: imageRefSchema.nullable(),
  status,
  checked,
  sourceRow,
});

/** A community or service listing: one shape for all seven searchable directories. */
export const listingSchema = z.object({
  id: slug,
  directory: z.enum(DIRECTORIES),
  name,
  slug,
  link: webLink,
  logo: imageRefSchema.nullable(),
  status,
  checked,
  sourceRow,
});

/** A day ('2026-12-07') or a Manila time ('2026-12-07T07:00:00+08:00'). */
const eventTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+08:00)?$/, 'a date, or a date and time in Manila');

/** Where an event is: its place as a shop's location reads it. */
export const eventPlaceSchema = shopSchema.pick({ location: true, city: true, province: true, region: true });

export const eventSchema = z.object({
  id: slug,
  name,
  image: imageRefSchema, // poster
  link: webLink,
  /** null: no date yet ("Date to be announced"). */
  start: eventTime.nullable(),
  /** null: no end given (a one-day or open-ended event). An all-day end is the last day itself, inclusive. */
  end: eventTime.nullable(),
  /** true when start and end are days without a time (also when there is no start). */
  allDay: z.boolean(),
  /** Where, read against the place table like a shop's location; null when the sheet does not say. */
  place: eventPlaceSchema.nullable(),
  /** One line about the event; null when empty. */
  details: z.string().min(1).nullable(),
  sourceRow,
});

export const destinationSchema = z.object({
  id: slug,
  name,
  thumbnail: imageRefSchema,
  path: z.string().regex(/^\/(?![/\\])[^\s\\?#]*$/, 'a path of this site'), // internal route, e.g. "/bike-destinations/spider-route"
  sourceRow,
});

export const SLIDE_FITS = ['cover', 'contain'] as const;

export const slideSchema = z.object({
  id: z.string().min(1),
  order: z.number().int().min(1).max(5), // 1-based
  image: imageRefSchema,
  link: webLink.nullable(),
  fit: z.enum(SLIDE_FITS),
  alt: z.string().min(1), // 'Slider image {n}' unless the data says otherwise
});

/** An entry of slides.json as an editor writes it: the picture is a file name or address, checked by the image rules. */
export const slideEntrySchema = z.object({
  image: z.string().trim().min(1, 'must name a picture file'),
  link: z.string().nullable().optional(),
  fit: z.enum(SLIDE_FITS, { message: "must be 'cover' or 'contain'" }),
  alt: z.string().optional(),
});

export type ImageRef = z.infer<typeof imageRefSchema>;

/** Every entity a sheet builds has these; `sourceRow` is its row in the sheet. */
export interface SheetEntity {
  id: string;
  name: string;
  sourceRow: number;
}

export type Shop = z.infer<typeof shopSchema>;
export type Holiday = z.infer<typeof holidaySchema>;
export type SearchAlias = z.infer<typeof searchAliasSchema>;
export type SearchAliasKind = SearchAlias['kind'];
export type BrandCategory = z.infer<typeof brandCategorySchema>;
export type Brand = z.infer<typeof brandSchema>;
export type DirectorySlug = (typeof DIRECTORIES)[number];
export type Listing = z.infer<typeof listingSchema>;
export type CyclingEvent = z.infer<typeof eventSchema>;
export type Destination = z.infer<typeof destinationSchema>;
export type Slide = z.infer<typeof slideSchema>;
