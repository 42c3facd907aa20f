/**
 * The text helpers pages carry as well as the pipeline: folding a word, a slug, a shop's key. Kept
 * apart from text.ts (the rules' helpers: edit distances, suggestion indexes), so a page that needs
 * a shop's key from the index carries only these.
 */

/** Trims and folds runs of whitespace (spaces, tabs, newlines from quoted cells) into one space. */
export function foldWhitespace(value: string): string {
  return value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

export function stripDiacritics(value: string): string {
  if (ASCII_ONLY.test(value)) return value; // the common case, without allocating
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * A word as the list's search compares it: lower case, accents stripped ('Piñas' = 'pinas'), spaces
 * collapsed. data/search-aliases.csv's words are compared so, and a page may import it alone.
 */
export function foldSearchWord(value: string): string {
  return foldWhitespace(stripDiacritics(value.toLowerCase()));
}

/** Lowercase kebab-case ASCII: "Las Piñas Bike Co." → "las-pinas-bike-co". */
export function slugify(value: string): string {
  const slug = stripDiacritics(value)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** A shop's key (its page's address under /shops/): its name's slug and its place's, "Bike Lab" in Iloilo City → "bike-lab-iloilo-city". */
export function shopKey(name: string, location: string): string {
  return `${slugify(name)}-${slugify(location)}`;
}
