import { isMap, isSeq, LineCounter, parseAllDocuments, type Node } from 'yaml';
import { fillMessage, messages } from '../messages';
import type { BulkEntry, BulkProblem } from './bulk';

/**
 * A Rasa retrieval-intent FAQ: nlu examples of intents `group/name` (faq/…, chitchat/…) and the matching
 * `utter_group/name` responses, from domain.yml / responses.yml or the same file (several files may be sent as one
 * text, YAML documents separated by "---"). Examples → questions; the first response's text → the answer, its
 * image → the media; further responses → alternate answers (kept, exported). The intent is the external id, so
 * importing the FAQ again updates its entries.
 */
interface Intent {
  name: string;
  line: number;
  examples: { text: string; line: number }[];
}
type Response = Record<string, unknown>;

const lineOf = (counter: LineCounter, node: Node | null | undefined, base = 0) =>
  node?.range ? counter.linePos(base + node.range[0]).line : 1;

/** Rasa's examples block "- a\n- b" (entities written [text](entity) keep their text). */
function examplesOf(block: string, firstLine: number) {
  return block.split('\n').flatMap((row, index) => {
    const match = /^\s*-\s+(.*)$/.exec(row);
    if (!match) return [];
    const text = match[1]!.replace(/\[([^\]]*)\]\([^)]*\)|\[([^\]]*)\]\{[^}]*\}/g, '$1$2').trim();
    return text ? [{ text, line: firstLine + index }] : [];
  });
}

export function rasaEntries(source: string, problems: BulkProblem[], notes: BulkProblem[]): BulkEntry[] | undefined {
  const counter = new LineCounter();
  const documents = parseAllDocuments(source, { lineCounter: counter });
  if (!Array.isArray(documents)) return undefined;
  const intents: Intent[] = [];
  const responses = new Map<string, Response[]>();
  let recognised = false;
  for (const document of documents) {
    if (document.errors.length) {
      const error = document.errors[0]!;
      problems.push({ Line: error.linePos?.[0]?.line ?? 1, Field: 'file', Reason: `Not valid YAML: ${error.message}` });
      return [];
    }
    const nlu = document.get('nlu', true);
    if (isSeq(nlu)) {
      recognised = true;
      for (const item of nlu.items) {
        if (!isMap(item) || !item.has('intent')) continue;
        const examples = item.get('examples', true) as Node | undefined;
        const block = String(item.get('examples') ?? '');
        // A block scalar's text starts on the line after its "|".
        const first =
          lineOf(counter, examples) + (block && examples && /^[|>]/.test(source.slice(examples.range![0])) ? 1 : 0);
        intents.push({
          name: String(item.get('intent')),
          line: lineOf(counter, item),
          examples: examplesOf(block, first),
        });
      }
    }
    const found = document.get('responses');
    if (found && typeof found === 'object') {
      recognised = true;
      const json = (document.toJS() as { responses?: Record<string, Response[]> }).responses ?? {};
      for (const [name, list] of Object.entries(json)) if (Array.isArray(list)) responses.set(name, list);
    }
  }
  if (!recognised) return undefined;
  return intents.flatMap((intent): BulkEntry[] => {
    const answers = responses.get(`utter_${intent.name}`);
    if (!intent.name.includes('/') || !answers?.length) {
      const reason = fillMessage(messages.msg_help_bulk_rasa_left_out, { intent: intent.name });
      notes.push({ Line: intent.line, Field: 'intent', Reason: reason });
      return [];
    }
    const [first, ...more] = answers;
    const image = typeof first?.image === 'string' ? first.image : undefined;
    const alternates = more.map((response) => String(response.text ?? '')).filter(Boolean);
    return [
      {
        Line: intent.line,
        Questions: intent.examples.map((example) => example.text),
        QuestionLines: intent.examples.map((example) => example.line),
        Answer: String(first?.text ?? ''),
        ...(image ? { MediaType: 'image', MediaUrl: image } : {}),
        ExternalID: intent.name,
        ...(alternates.length ? { Kept: { AlternateAnswers: alternates } } : {}),
      },
    ];
  });
}
