/**
 * Look-alike host names. A host that mixes alphabets in one label (a Cyrillic 'а' inside
 * 'fаcebook') or spells a Latin-looking word with Cyrillic or Greek letters only is how
 * phishing sites imitate real ones. Browsers show such hosts as punycode; we reject them.
 *
 * A per-label script check rather than the tldts package: tldts splits a host into its public
 * suffix and domain, but says nothing about which alphabet each letter belongs to, which is the
 * whole question here. Unicode script properties answer it with no dependency, in any browser.
 */

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

/** Cyrillic and Greek letters that look like Latin ones ('а', 'о', 'р', 'ѕ', 'ο', 'ν' …). */
const LATIN_LOOKALIKES = new Set([...'аеорсуххіјѕԁһӏԛԝвмнткьгпиτοραεικνυχωςζ'.normalize('NFC')]);

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
 * Rule id for the report's future rule registry: 'link-lookalike-host'.
 */
export function lookalikeHostProblem(host: string): string | null {
  for (const label of hostLabels(host)) {
    if (label.startsWith('xn--')) {
      return `the site name part '${label}' is written in punycode (xn--); paste the address the way the browser shows it`;
    }
    const letters = [...label].filter((character) => LETTER.test(character));
    const scripts = [...new Set(letters.map(scriptOf))];
    if (scripts.length > 1 && !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)))) {
      return `the site name '${label}' mixes letters of different alphabets (${scripts.join(' and ')}), the way look-alike sites imitate real ones; type the address again by hand`;
    }
    if ((scripts[0] === 'Cyrillic' || scripts[0] === 'Greek') && letters.every((character) => LATIN_LOOKALIKES.has(character))) {
      return `the site name '${label}' is spelled with ${scripts[0]} letters that look like Latin ones, the way look-alike sites imitate real ones; type the address again by hand`;
    }
  }
  return null;
}
