/** Small text helpers shared by every rule. */

/** Trims and folds runs of whitespace (spaces, tabs, newlines from quoted cells) into one space. */
export function foldWhitespace(value: string): string {
  return value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

export function stripDiacritics(value: string): string {
  if (ASCII_ONLY.test(value)) return value; // the common case, without allocating
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
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

/** A comparison key: case, accents, punctuation and spacing do not matter. */
export function comparisonKey(value: string): string {
  return stripDiacritics(value)
    .toLowerCase()
    .replace(/[.'\u2019]/g, '') // "R.O.X." = "ROX", "Papsy's" = "Papsys"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Up to `count` candidates closest to `input`, compared by comparisonKey. */
export function closestMatches(input: string, candidates: Iterable<string>, count = 3): string[] {
  const key = comparisonKey(input);
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored: { candidate: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    const distance = editDistance(key, comparisonKey(candidate), limit);
    if (distance <= limit) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate));
  return scored.slice(0, count).map((entry) => entry.candidate);
}

/** "'a', 'b' or 'c'" for messages. */
export function quoteList(values: readonly string[], joiner = 'or'): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted[quoted.length - 1]}`;
}
