/**
 * Found logos: the logos the weekly `npm run data:refresh` found on a listing's own page, kept
 * apart from the sheets (a sheet that follows a published spreadsheet would lose a written cell
 * at the next pull). The build shows a found logo only for a row whose logo cell is empty; a
 * filled cell always wins, and `none` in the cell keeps the generic icon for good.
 *
 *   cache/found-logos.json   { "version": 1, "logos": [ FoundLogo, … ] }
 *
 * The picture itself is an entry of the fetched-image cache (cache/images/manifest.json, keyed
 * by `image`), downloaded and checked as any editor's logo is. Pure: no file-system access here.
 */
import { z } from '../entities/zod';
import { REMOTE_CACHE_DIR } from './remote-cache';

export const FOUND_LOGOS_FILE = 'cache/found-logos.json';
export const FOUND_LOGOS_VERSION = 1;

/** What a logo cell says to keep the generic icon for good (any case, spaces around allowed). */
export const NO_LOGO = 'none';

export const isNoLogoCell = (value: string): boolean => value.trim().toLowerCase() === NO_LOGO;

export const foundLogoSchema = z.object({
  /** `<sheet file>|<the row's link>`: the listing, as long as its page stays the same. */
  key: z.string().min(1),
  /** The sheet and the listing's name when found, for the pull request and the report. */
  file: z.string().regex(/^[a-z-]+\.csv$/),
  name: z.string().min(1),
  /** The listing's page the logo was found on (the row's link). */
  page: z.string().regex(/^https:\/\/\S+$/),
  /** The image's address: its copy is the manifest entry under this key. */
  image: z.string().regex(/^https:\/\/\S+$/),
  /** The stored copy when found, relative to the data folder. */
  cached: z.string().regex(new RegExp(`^${REMOTE_CACHE_DIR}/[a-f0-9]{64}\\.(png|jpg|webp|avif|gif)$`)),
  /** How the page declares it: 'JSON-LD logo', 'apple-touch-icon', 'icon' or 'og:image'. */
  how: z.string().min(1),
  /** ISO 8601 time it was first found (kept while the page keeps declaring the same image). */
  foundAt: z.string().min(1),
});
export type FoundLogo = z.infer<typeof foundLogoSchema>;

export const foundLogosFileSchema = z.object({ version: z.literal(FOUND_LOGOS_VERSION), logos: z.array(foundLogoSchema) });
export type FoundLogosFile = z.infer<typeof foundLogosFileSchema>;

export const foundLogoKey = (file: string, page: string): string => `${file}|${page}`;

export function emptyFoundLogos(): FoundLogosFile {
  return { version: FOUND_LOGOS_VERSION, logos: [] };
}

/** Parses the file's text; null text (no file) is an empty list, anything unusable throws a sentence naming the file. */
export function parseFoundLogos(text: string | null): FoundLogosFile {
  if (text === null) return emptyFoundLogos();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`data/${FOUND_LOGOS_FILE} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = foundLogosFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw new Error(`data/${FOUND_LOGOS_FILE} is not a list of found logos this version understands${at}`);
  }
  return parsed.data;
}

/** Sorted by key, one entry per key, two-space JSON: a run that finds the same logos writes the same bytes. */
export function renderFoundLogos(file: FoundLogosFile): string {
  const logos = [...new Map(file.logos.map((logo) => [logo.key, logo])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return `${JSON.stringify({ version: file.version, logos }, null, 2)}\n`;
}

/** The found logos by key, as the readers look them up. */
export type FoundLogoIndex = ReadonlyMap<string, FoundLogo>;

export const indexFoundLogos = (file: FoundLogosFile): FoundLogoIndex => new Map(file.logos.map((logo) => [logo.key, logo]));
