/**
 * Characters an editor cannot see: control characters (NUL and the rest), the bidi controls
 * that reverse how text around them is drawn (U+202E and friends), and zero-width marks.
 * Pure and synchronous: the /editors page runs the same checks in a browser.
 */

/** C0 and C1 controls, except tab, line feed and carriage return (read as spaces). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Marks that change the direction text is drawn in (Unicode bidi controls). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Characters that draw nothing: zero-width marks, fillers, variation selectors, spaces. */
// eslint-disable-next-line no-misleading-character-class -- each combining mark and variation selector is matched on its own, on purpose
const INVISIBLE = /[\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;

export interface HiddenCharacter {
  kind: 'control' | 'bidi';
  /** 1-based position in the cell, as an editor would count characters. */
  position: number;
  /** "U+202E" */
  codePoint: string;
}

function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first control or bidi character in a value, or null when there is none. */
export function findHiddenCharacter(value: string): HiddenCharacter | null {
  const control = CONTROL.exec(value);
  const bidi = BIDI_CONTROL.exec(value);
  const first = control && bidi ? (control.index <= bidi.index ? control : bidi) : (control ?? bidi);
  if (!first) return null;
  return { kind: first === control ? 'control' : 'bidi', position: first.index + 1, codePoint: codePointLabel(first[0]) };
}

/** One sentence for the report: what the character is and what to do. */
export function describeHiddenCharacter(hidden: HiddenCharacter): string {
  const what =
    hidden.kind === 'bidi'
      ? `an invisible ${hidden.codePoint} character, which changes the direction the text is drawn in (so it can read differently from what it is)`
      : `an invisible control character (${hidden.codePoint})`;
  return `the value contains ${what} at character ${hidden.position}; type the value again by hand, or paste it as plain text`;
}

/** The value with hidden characters shown as ⟨U+XXXX⟩, so the report itself stays readable. */
export function showHiddenCharacters(value: string): string {
  return value.replace(new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}`, 'g'), (character) => `⟨${codePointLabel(character)}⟩`);
}

/** True when the value is not empty but draws nothing (only zero-width or blank characters). */
export function isInvisibleOnly(value: string): boolean {
  return value !== '' && value.replace(INVISIBLE, '') === '';
}
