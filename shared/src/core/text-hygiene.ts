/**
 * What a text field may hold, and how names are compared for uniqueness. One rule for every field builder (see
 * core/fields.ts), so the console and the server refuse the same input with the same words.
 */

/** C0 controls, DEL and C1 controls, except tab, line feed and carriage return (judged separately). */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Tab and line breaks: allowed only in multi-line fields (a CR only as part of CRLF). */
const LINE_BREAK_OR_TAB = /[\t\n\r]/u;
const LONE_CR = /\r(?!\n)/u;
/** In u-mode a well-formed pair is one code point, so this matches only unpaired surrogates. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Embedding, override and isolate controls, which make text display in another order than it is stored. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing: format characters (Unicode Cf: zero-width space and joiners, word joiner, invisible
 * operators, byte order mark, soft hyphen, tags…) and the letters and marks that render blank (combining grapheme
 * joiner, Hangul and Khmer fillers). In a single-line text they only serve to make two names look alike. Emoji
 * keep theirs: a zero-width joiner between two pictographs (👩‍💻) and the tags of a subdivision flag (🏴 England).
 */
const INVISIBLE = /\p{Cf}|\u034F|\u115F|\u1160|\u17B4|\u17B5|\u3164|\uFFA0/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const hasInvisible = (value: string) => INVISIBLE.test(value.replace(FLAG_TAGS, '').replace(EMOJI_JOINER, ''));

/**
 * A multi-line field's line breaks as stored: CRLF (what some clients and pasted text send) becomes LF, what a
 * browser's text area gives. The field builders apply it before any rule, so every multi-line field keeps one rule
 * and no stored text carries a CR (into a mail header or a CSV line).
 */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n/gu, '\n');

export interface TextRule {
  /** Tab and line breaks are allowed (notes, descriptions). */
  multiline?: boolean;
}

/** Why the text is refused ("must not …"), or undefined when it is acceptable. */
export function textProblem(value: string, rule: TextRule = {}): string | undefined {
  if (CONTROL.test(value)) return 'must not contain control characters';
  if (rule.multiline ? LONE_CR.test(value) : LINE_BREAK_OR_TAB.test(value)) {
    return 'must be a single line (no line breaks or tabs)';
  }
  if (LONE_SURROGATE.test(value)) return 'must not contain broken characters (unpaired surrogates)';
  if (BIDI_CONTROL.test(value)) return 'must not contain text-direction override characters';
  if (!rule.multiline && hasInvisible(value)) {
    return 'must not contain invisible characters (zero-width or other format characters)';
  }
  return undefined;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const SPACES = /\s+/gu;

/**
 * The form of a name that uniqueness is judged on: compatibility-normalized (NFKC: full-width letters, ligatures),
 * invisible characters dropped, runs of spaces collapsed, case-folded (upper then lower, so ß matches SS). Two
 * names with the same key look alike to a reader, so only one of them may exist.
 */
export function uniqueKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .replace(SPACES, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}

/** Whether two names count as the same name. */
export const sameName = (a: string, b: string) => uniqueKey(a) === uniqueKey(b);
