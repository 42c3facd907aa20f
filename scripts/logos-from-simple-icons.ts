/**
 * Gives brands a logo from the `simple-icons` package (CC0 data), where the package
 * really has that brand's mark.
 *
 *   npx tsx scripts/logos-from-simple-icons.ts
 *
 * For each row of data/brands.csv whose logo cell is empty, it looks for an icon whose
 * title is the brand's name AND whose source address is on the brand's own web domain.
 * The second test matters: simple-icons has "Yeti" (the cooler maker), "Mongoose" (a
 * database library) and "Polygon" (a blockchain), none of them the bicycle brands.
 * A match is drawn in its brand color, centred with padding on a white 256×256 square,
 * saved as data/logos/<brand-slug>.png, and its file name is written into the logo cell.
 * The sheet is read and written by the pipeline's own reader and writer (sheet-io): rows, their
 * order, every other cell, the encoding, line endings and byte-order mark stay as they were.
 * Logos an editor set by hand are never replaced.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLUMNS, editSheet, parseCsv, readSheetBytes, type SheetEdit } from '../src/pipeline';
import { writeSheetFile } from './support/write-sheet-file';
import * as simpleIcons from 'simple-icons';
import { readArguments, runMain } from './support/cli';
import { getDomain } from 'tldts';

const DATA_DIR = path.resolve(__dirname, '..', 'data');
const BRANDS_CSV = path.join(DATA_DIR, 'brands.csv');
const LOGOS_DIR = path.join(DATA_DIR, 'logos');

const CANVAS_SIZE = 256;
const PADDING = 40;
const SIMPLE_ICONS_VIEWBOX = 24;
/** Below this contrast against white a brand color is drawn in near-black instead, so the mark stays visible. */
const MINIMUM_CONTRAST_ON_WHITE = 3;
const FALLBACK_DARK_COLOR = '222222';

interface SimpleIcon {
  title: string;
  slug: string;
  path: string;
  source: string;
  hex: string;
}

function isSimpleIcon(value: unknown): value is SimpleIcon {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['title', 'slug', 'path', 'source', 'hex'].every((key) => typeof record[key] === 'string');
}

export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The domain a company registered (ogk.co.jp for www.ogk.co.jp), by the Public Suffix List (tldts). */
export function registrableDomain(address: string): string | null {
  try {
    return getDomain(new URL(address).hostname.toLowerCase());
  } catch {
    return null;
  }
}

export function findBrandIcon(brandName: string, brandLink: string, icons: readonly SimpleIcon[]): SimpleIcon | null {
  const brandDomain = registrableDomain(brandLink);
  if (!brandDomain) return null;
  const wantedName = comparableName(brandName);
  return icons.find((icon) => comparableName(icon.title) === wantedName && registrableDomain(icon.source) === brandDomain) ?? null;
}

function relativeLuminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function drawingColor(hex: string): string {
  const contrastOnWhite = 1.05 / (relativeLuminance(hex) + 0.05);
  return contrastOnWhite >= MINIMUM_CONTRAST_ON_WHITE ? hex : FALLBACK_DARK_COLOR;
}

function logoSvg(icon: SimpleIcon): string {
  const scale = (CANVAS_SIZE - 2 * PADDING) / SIMPLE_ICONS_VIEWBOX;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_SIZE}" height="${CANVAS_SIZE}" viewBox="0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}">`,
    `<rect width="${CANVAS_SIZE}" height="${CANVAS_SIZE}" fill="#ffffff"/>`,
    `<g transform="translate(${PADDING} ${PADDING}) scale(${scale})">`,
    `<path d="${icon.path}" fill="#${drawingColor(icon.hex)}"/>`,
    `</g></svg>`,
  ].join('');
}

async function main(): Promise<void> {
  readArguments(process.argv.slice(2), {}, 'npx tsx scripts/logos-from-simple-icons.ts (it takes no options)');
  // The package also exports non-icon values; keep only icon records.
  const icons = Object.values(simpleIcons as Record<string, unknown>).filter(isSimpleIcon);
  const bytes = await readFile(BRANDS_CSV);
  const read = readSheetBytes(bytes);
  if (!read.ok) throw new Error(`brands.csv cannot be read: ${read.message}`);
  const parsed = parseCsv(read.text, BRAND_COLUMNS);
  if (!parsed.ok) throw new Error(`brands.csv cannot be read: ${parsed.problem.message}`);
  if (!parsed.columns.includes('logo')) throw new Error('brands.csv: no "logo" column in the header row');

  await mkdir(LOGOS_DIR, { recursive: true });
  const drawn = new Map<string, string>(); // file name → icon title
  const edits: SheetEdit[] = [];

  for (const record of parsed.records) {
    const name = record.cells.name ?? '';
    const link = record.cells.link ?? '';
    const fileName = `${brandSlug(name)}.png`;
    const currentLogo = (record.cells.logo ?? '').trim();
    if (currentLogo !== '' && currentLogo !== fileName) continue; // set by an editor: keep it

    const icon = findBrandIcon(name, link, icons);
    if (!icon) continue;
    if (!drawn.has(fileName)) {
      await sharp(Buffer.from(logoSvg(icon)))
        .png()
        .toFile(path.join(LOGOS_DIR, fileName));
      drawn.set(fileName, icon.title);
    }
    if (currentLogo !== fileName) edits.push({ row: record.row, column: 'logo', value: fileName });
  }

  const result = editSheet(bytes, BRAND_COLUMNS, edits);
  if (!result.ok) throw new Error(`brands.csv was not changed: ${result.problem}`);
  if (result.written.length > 0) writeSheetFile(BRANDS_CSV, result.bytes);
  const filledCells = result.written.length;

  for (const [fileName, title] of drawn) console.log(`drew ${title} → data/logos/${fileName}`);
  console.log(`${drawn.size} logo file(s); ${filledCells} logo cell(s) newly filled in brands.csv`);
}

// Run as the command; imported by its tests, it only lends its pure functions.
if (require.main === module) runMain(main);
