/** Text helpers every rule uses: one notion of "blank", "length" and "invisible character" on both sides. */

/** Control, bidi, zero-width and other invisible format characters (RTL spoofing, hidden text, NUL). */
export const FORMAT_CHARS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Trimmed, NFC, runs of white space as one space. */
export const normalizeText = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');

/** Length in characters (code points), not UTF-16 units. */
export const charLength = (value: string) => [...value].length;
