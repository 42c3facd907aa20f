/**
 * Look-alike host names, judged three ways:
 *
 * - By confusable skeletons (Unicode TR39, section 4): each character is replaced by the one it
 *   is drawn like ('ɡ' → 'g', 'ı' → 'i', 'ǀ' → 'l', Lisu 'ꓡ' → 'L', Cyrillic 'о' → 'o'), so two
 *   names that look alike have the same skeleton. A label whose skeleton is one of the sites
 *   listed most (facebook, google, strava…) but which is not that site imitates it, and a
 *   label written with non-ASCII letters whose skeleton is plain ASCII ('ɡoogle', 'ꓝꓮꓚꓰꓐꓳꓳꓗ')
 *   reads as a name it is not.
 * - By punctuation: a character that looks like '/', '\', '.' or ':' inside the host
 *   ('facebook.com⁄groups⁄x.evil.example') makes the reader see a different site from the one the
 *   browser opens.
 * - By alphabets: a label that mixes alphabets (a Cyrillic 'а' inside 'fаcebook') is how
 *   phishing sites imitate real ones; browsers show such hosts as punycode.
 *
 * The skeleton mapping is the confusables.txt table of Unicode's security data, as the
 * unhomoglyph package ships it (the nodeca project; data of Unicode 13), applied between two NFD
 * normalizations as TR39 describes. Script properties come from the JavaScript engine.
 */
import unhomoglyph from 'unhomoglyph';

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Thai',
  'Devanagari',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Cherokee',
] as const;
type Script = (typeof SCRIPTS)[number] | 'other';
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
const LETTER = /\p{L}/u;

/** Mixes that are one writing system: Japanese, Chinese and Korean with Latin, as Chrome allows. */
const ALLOWED_MIXES: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
];

/**
 * The sites listed most in a cycling directory, by the label a look-alike would imitate. Names
 * shorter than five letters are left out: their skeletons collide with ordinary names.
 */
export const MOST_LISTED_SITES: readonly string[] = [
  'facebook',
  'instagram',
  'youtube',
  'google',
  'linkedin',
  'tiktok',
  'strava',
  'messenger',
  'whatsapp',
  'twitter',
  'shopee',
  'lazada',
  'blogspot',
  'wordpress',
  'komoot',
  'ridewithgps',
  'garmin',
  'zwift',
  'viber',
  'gmail',
];

/** The TR39 skeleton of a text: NFD, each character replaced by its confusable prototype, NFD again. */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * A skeleton that ignores case as a reader of a host does: 'faceb00k' and 'FACEBOOK' written in
 * Lisu both fold to 'facebook'. Upper-case 'I' is drawn like 'l', so the target is also tried in
 * capitals (see isConfusableWith).
 */
function foldedSkeleton(text: string): string {
  return confusableSkeleton(confusableSkeleton(text.toLowerCase()).toLowerCase());
}

/** Whether a host label is drawn like `site` (a lower-case ASCII name) without being it. */
export function isConfusableWith(label: string, site: string): boolean {
  const lower = label.toLowerCase();
  if (lower === site) return false;
  const skeleton = confusableSkeleton(lower);
  return foldedSkeleton(lower) === foldedSkeleton(site) || skeleton === confusableSkeleton(site.toUpperCase());
}

const ASCII_LETTER = /[a-z]/i;
const LATIN = /^\p{Script=Latin}$/u;
const MARKS = /\p{M}/gu;

/**
 * The plain letters a non-ASCII Latin letter is read as: its letter without accents or its
 * compatibility form (ñ → n, ᴮ → b, ﬁ → fi), or the letter TR39 draws it like (ɡ → g, ı → i,
 * ø → o); null when neither is plain (ʟ, ɴ, ᴇ, ß, ĸ: small capitals and other letters of the
 * IPA and phonetic blocks that Unicode's table does not map).
 */
function plainReading(character: string): string | null {
  for (const candidate of [character.normalize('NFKD'), confusableSkeleton(character)]) {
    const plain = candidate.replace(MARKS, '').toLowerCase();
    if (/^[a-z0-9]+$/.test(plain)) return plain;
  }
  return null;
}

/**
 * The most-listed site a label reads as when it mixes plain ASCII letters with non-ASCII Latin
 * ones, as browsers judge such a label (Chromium's IDN spoof checker shows it as punycode when
 * it matches a top domain): each non-ASCII Latin letter is read as its plain letter, and one
 * that has none (a small capital ʟ, an IPA letter) as whichever letter the site has there, as
 * a reader in a hurry does. So 'ʟinkedin', 'ꜰacebook' and 'faceboøk' read as the sites they
 * imitate, whichever block their letters come from, while 'peñafrancia' reads as itself. A label
 * with other alphabets is left to the mixed-alphabets check; a guessed letter counts only
 * while the plain letters outnumber the guessed ones.
 */
export function latinLookalikeOf(label: string): string | null {
  const characters = [...label.toLowerCase()];
  const foreign = characters.filter((character) => NOT_ASCII.test(character));
  if (foreign.length === 0 || !foreign.every((character) => LATIN.test(character) && LETTER.test(character))) return null;
  const asciiLetters = characters.filter((character) => ASCII_LETTER.test(character)).length;
  let guessed = 0;
  const pattern = characters.map((character) => {
    if (!NOT_ASCII.test(character)) return character.replace(/[^a-z0-9]/g, '\\$&');
    const plain = plainReading(character);
    if (plain !== null) return plain;
    guessed++;
    return '[a-z]';
  });
  if (asciiLetters === 0 || guessed >= asciiLetters) return null;
  const reads = new RegExp(`^${pattern.join('')}$`);
  return MOST_LISTED_SITES.find((site) => reads.test(site)) ?? null;
}

/** Characters drawn like the punctuation that splits an address into site, path and port. */
const ADDRESS_PUNCTUATION = /[/\\.:]/;
const NOT_ASCII = /[^\u0000-\u007f]/u;
const PLAIN_NAME = /^[a-z0-9-]+$/i;

const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character of a typed host that looks like '/', '\\', '.' or ':' without being it, with
 * the character it imitates; null when there is none. The host as the editor typed it, before
 * the URL parser maps anything.
 */
export function lookalikePunctuation(host: string): { character: string; imitates: string } | null {
  for (const character of host) {
    if (!NOT_ASCII.test(character)) continue;
    const imitates = ADDRESS_PUNCTUATION.exec(confusableSkeleton(character))?.[0];
    if (imitates !== undefined) return { character, imitates };
  }
  return null;
}

function scriptOf(character: string): Script {
  for (const [script, pattern] of SCRIPT_PATTERNS) if (pattern.test(character)) return script;
  return 'other';
}

/** The labels of a host as the editor typed it (IDNA also splits on ideographic full stops). */
export function hostLabels(host: string): string[] {
  return host.toLowerCase().split(/[.\u3002\uff0e\uff61]/);
}

/**
 * Why a host (as typed, in Unicode) looks like an imitation, or null when it does not.
 * Rule id: 'link-lookalike-host'.
 */
export function lookalikeHostProblem(host: string): string | null {
  const punctuation = lookalikePunctuation(host);
  if (punctuation) {
    return `the site name contains '${punctuation.character}' (${codePoint(punctuation.character)}), which looks like '${punctuation.imitates}' but is not one, so the link opens a different site from the one it seems to name; type the address again by hand`;
  }
  for (const label of hostLabels(host)) {
    if (label.startsWith('xn--')) {
      return `the site name part '${label}' is written in punycode (xn--); paste the address the way the browser shows it`;
    }
    const imitated = MOST_LISTED_SITES.find((site) => isConfusableWith(label, site));
    if (imitated !== undefined) {
      return `the site name '${label}' looks like '${imitated}' but is spelled with other characters, so it is a different site (the way look-alike sites imitate real ones); type the address again by hand`;
    }
    const latin = latinLookalikeOf(label);
    if (latin !== null) {
      const foreign = [...new Set([...label].filter((character) => NOT_ASCII.test(character)))];
      const named = foreign.map((character) => `'${character}' (${codePoint(character)})`).join(', ');
      return `the site name '${label}' mixes plain letters with ${named}, ${foreign.length === 1 ? 'a Latin letter' : 'Latin letters'} from outside the plain alphabet that a reader takes for plain ones, so it reads as '${latin}' but is a different site (the way look-alike sites imitate real ones); type the address again by hand`;
    }
    const letters = [...label].filter((character) => LETTER.test(character));
    const scripts = [...new Set(letters.map(scriptOf))];
    if (scripts.length > 1 && !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)))) {
      return `the site name '${label}' mixes letters of different alphabets (${scripts.join(' and ')}), the way look-alike sites imitate real ones; type the address again by hand`;
    }
    const reads = foldedSkeleton(label);
    if (NOT_ASCII.test(label) && PLAIN_NAME.test(reads)) {
      return `the site name '${label}' is written with characters that look like the plain letters '${reads}' but are not them, the way look-alike sites imitate real ones; type the address again by hand`;
    }
  }
  return null;
}
