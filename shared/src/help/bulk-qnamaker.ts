import type { BulkEntry, BulkExportEntry } from './bulk';

/**
 * QnA Maker and Azure question answering, one mapping for their TSV and JSON: QnaId / id → external id, Metadata
 * (name:value pairs) → tags "name:value", and Source, IsContextOnly, Prompts (multi-turn follow-ups) and
 * SuggestedQuestions kept as they were and exported back.
 */

/** The Source our TSV export writes for an entry that came from nowhere else (not kept when read back). */
export const OWN_SOURCE = 'Switchboard';
/** A tag without a name travels in QnA Maker's Metadata under this name. */
const BARE_TAG = 'tag';

/** QnA Maker's Metadata cell "name:value|name:value" as tags ("tag:x" is the bare tag "x"). */
export function tagsOfMetadata(cell: string | undefined): string[] {
  if (!cell?.trim()) return [];
  return cell
    .split('|')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => (pair.toLowerCase().startsWith(`${BARE_TAG}:`) ? pair.slice(BARE_TAG.length + 1) : pair));
}
export const metadataOfTags = (tags: readonly string[] | undefined) =>
  (tags ?? []).map((tag) => (tag.includes(':') ? tag : `${BARE_TAG}:${tag}`)).join('|');

const jsonOrText = (cell: string) => {
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
};
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** Kept fields of a QnA Maker row or item: only those that say something (an empty list or false is the default). */
export function keptOf(fields: {
  Source?: unknown;
  IsContextOnly?: unknown;
  Prompts?: unknown;
  SuggestedQuestions?: unknown;
}): Record<string, unknown> | undefined {
  const parsed = {
    Source: fields.Source === OWN_SOURCE ? undefined : fields.Source,
    IsContextOnly: fields.IsContextOnly === true || String(fields.IsContextOnly).toLowerCase() === 'true' || undefined,
    Prompts: typeof fields.Prompts === 'string' ? jsonOrText(fields.Prompts) : fields.Prompts,
    SuggestedQuestions:
      typeof fields.SuggestedQuestions === 'string' ? jsonOrText(fields.SuggestedQuestions) : fields.SuggestedQuestions,
  };
  const kept = Object.fromEntries(Object.entries(parsed).filter(([, value]) => !isEmpty(value)));
  return Object.keys(kept).length ? kept : undefined;
}

/** The TSV columns our export writes (QnA Maker's import file with the multi-turn columns, and the topic). */
export const qnaMakerColumns = [
  'Question',
  'Answer',
  'Source',
  'Metadata',
  'SuggestedQuestions',
  'IsContextOnly',
  'Prompts',
  'QnaId',
  'Topic',
] as const;

/**
 * QnA Maker's TSV has no quoting: a line break inside an answer is written as the two characters \n (its sample
 * knowledge bases' markdown lists and paragraphs: "firewall:\n\n* login.botframework.com"), read back as a line
 * break. (A backslash followed by n that an answer means literally reads back as a line break too, as in QnA Maker.)
 */
export const tsvAnswerOf = (cell: string) => cell.replace(/\\n/g, '\n');
const tsvCellOf = (answer: string) => answer.replace(/\r?\n/g, '\\n');

/** One entry as QnA Maker TSV rows: one a question, the rest repeated. */
export function qnaMakerRows(entry: BulkExportEntry): string[][] {
  const kept = (entry.Kept ?? {}) as Record<string, unknown>;
  const json = (value: unknown) =>
    value === undefined ? '[]' : typeof value === 'string' ? value : JSON.stringify(value);
  const cells = [
    typeof kept.Source === 'string' ? kept.Source : OWN_SOURCE,
    metadataOfTags(entry.Tags),
    json(kept.SuggestedQuestions),
    kept.IsContextOnly === true ? 'True' : 'False',
    json(kept.Prompts),
    entry.ExternalID ?? entry.HelpID,
    entry.Topic ?? '',
  ];
  return entry.Questions.map((question) => [question, tsvCellOf(entry.Answer), ...cells]);
}

type Item = Record<string, unknown>;
const lowerKeys = (item: Item) =>
  Object.fromEntries(Object.entries(item).map(([key, value]) => [key.toLowerCase(), value]));

/** Metadata of QnA Maker JSON ([{name, value}]) or Azure question answering ({name: value}) as tags. */
function tagsOfJson(metadata: unknown): string[] {
  if (Array.isArray(metadata))
    return metadata.map((pair) => lowerKeys(pair as Item)).map((pair) => `${String(pair.name)}:${String(pair.value)}`);
  if (metadata && typeof metadata === 'object')
    return Object.entries(metadata as Item).map(([name, value]) => `${name}:${String(value)}`);
  return [];
}

/**
 * One item of QnA Maker's JSON (qnaList / qnaDocuments: id, answer, source, questions, metadata [{name, value}],
 * context {isContextOnly, prompts}) or of an Azure question answering project export (assets.qnas: the same with
 * metadata {name: value} and dialog instead of context). Keys are read case-insensitively (exports differ).
 */
export function qnaMakerEntry(raw: unknown, line: number): BulkEntry {
  const item = lowerKeys((raw ?? {}) as Item);
  const questions = Array.isArray(item.questions) ? item.questions.map((q) => String(q).trim()) : [];
  const dialog = lowerKeys((item.context ?? item.dialog ?? {}) as Item);
  const tags = tagsOfJson(item.metadata);
  const kept = keptOf({ Source: item.source, IsContextOnly: dialog.iscontextonly, Prompts: dialog.prompts });
  // QnA Maker's create call takes id 0 for "not assigned yet" (botframework-cli's files give every item 0).
  const id = item.id ?? item.qnaid;
  return {
    Line: line,
    Questions: questions,
    QuestionLines: questions.map(() => line),
    Answer: typeof item.answer === 'string' ? item.answer : '',
    ...(id !== undefined && id !== null && !['', '0'].includes(String(id)) ? { ExternalID: String(id) } : {}),
    ...(tags.length ? { Tags: tags } : {}),
    ...(kept ? { Kept: kept } : {}),
  };
}
