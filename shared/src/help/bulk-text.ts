import { textProblem } from '../core/text-hygiene';
import { fromWindows1252C1 } from '../core/text-file';
import { fillMessage, messages } from '../messages';
import type { BulkEntry, BulkProblem } from './bulk';

/**
 * Text as real files bring it. Files saved by Windows tools often hold Windows-1252 bytes read as Latin-1: the C1
 * code points U+0080–U+009F then stand for curly quotes, dashes, the euro sign… (QnABot's PrairieLineTrailTour
 * example has 110). They are mapped to what they stand for; the five C1 points Windows-1252 leaves undefined stay
 * (and are refused as control characters, named). A mapper counts those it mapped while reading one file.
 */
export class C1Mapper {
  mapped = 0;
  map = (text: string) => fromWindows1252C1(text, () => this.mapped++);
}

const NAMES: Record<number, string> = {
  0x00: 'null', 0x7f: 'delete', 0x200b: 'zero-width space', 0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner', 0x200e: 'left-to-right mark', 0x200f: 'right-to-left mark', 0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding', 0x202c: 'pop directional formatting', 0x202d: 'left-to-right override',
  0x202e: 'right-to-left override', 0x2066: 'left-to-right isolate', 0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate', 0x2069: 'pop directional isolate', 0xfeff: 'zero-width no-break space',
  0x09: 'tab', 0x0a: 'line break', 0x0d: 'carriage return',
}; // prettier-ignore

const nameOf = (code: number) =>
  NAMES[code] ??
  (code < 0x20 || (code >= 0x7f && code <= 0x9f)
    ? 'a control character'
    : code >= 0xd800 && code <= 0xdfff
      ? 'a broken character'
      : 'an invisible character');

export const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character of `value` the text rules refuse, with where it is: the file's line (`line` is the value's
 * first line) and the column within that line, both from 1; undefined when the value is fine.
 */
export function refusedCharacter(value: string, field: string, line: number, multiline: boolean) {
  if (!textProblem(value, { multiline })) return undefined;
  let [row, column] = [line, 0];
  const chars = [...value];
  for (const [index, char] of chars.entries()) {
    column++;
    const code = char.codePointAt(0)!;
    const lineBreak = char === '\n' || (char === '\r' && chars[index + 1] === '\n');
    if (multiline && lineBreak) {
      if (char === '\n') [row, column] = [row + 1, 0];
      continue;
    }
    if (textProblem(char, { multiline })) {
      const filled = { code: codePoint(code), name: nameOf(code), line: row, field, column };
      return { Line: row, Field: field, Reason: fillMessage(messages.msg_help_bulk_character, filled) };
    }
  }
  return { Line: line, Field: field, Reason: textProblem(value, { multiline })! };
}

/**
 * Leaves out what a refused character spoils, each named (code point, line, field, column): a question alone, or
 * the whole entry when its answer or another of its texts holds one.
 */
export function withoutRefusedCharacters(entries: BulkEntry[], problems: BulkProblem[]): BulkEntry[] {
  return entries.flatMap((entry) => {
    const fields: [string, string | undefined, boolean][] = [
      ['answer', entry.Answer, true],
      ['markdown answer', entry.AltMarkdown, true],
      ['SSML answer', entry.AltSsml, true],
      ['topic', entry.Topic, false],
      ['external id', entry.ExternalID, false],
    ];
    for (const [field, value, multiline] of fields) {
      const problem = value === undefined ? undefined : refusedCharacter(value, field, entry.Line, multiline);
      if (problem) {
        problems.push(problem);
        return [];
      }
    }
    const kept = { questions: [] as string[], lines: [] as number[] };
    entry.Questions.forEach((question, index) => {
      const line = entry.QuestionLines[index]!;
      const problem = refusedCharacter(question, 'questions', line, false);
      if (problem) return problems.push(problem);
      kept.questions.push(question);
      kept.lines.push(line);
    });
    if (entry.Questions.length > 0 && kept.questions.length === 0) return [];
    return [{ ...entry, Questions: kept.questions, QuestionLines: kept.lines }];
  });
}

/** A spreadsheet runs a cell starting with one of these as a formula; a leading apostrophe keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const inertCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
/** The import reads a defused cell back as it was written (the export's apostrophe taken off). */
export const liveCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** Answers holding Handlebars ({{…}}) other than a media placeholder: shown as written, never run. */
const TEMPLATE = /\{\{[^{}]*\}\}/;
export const holdsTemplate = (text: string | undefined) => text !== undefined && TEMPLATE.test(text);
