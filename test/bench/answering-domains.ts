/**
 * Every knowledge base the help-answering benchmark can make from ../shared/data (SOURCES.md) plus the synthetic
 * product KB, each as a domain: the entries an index is built from, the questions another domain's index is asked,
 * and the in-domain questions its own index must answer (held out 20 % per entry, seed 42, plus phrasings the data
 * set suggests that are not entries' questions).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { normalizeText } from '@switchboard/answering/text';
import { chitChatSets, dataDir, holdOut, loadForeignKbs, type HeldOut, type KbEntry } from './answering-data';
import { syntheticEntries } from './answering-synthetic';

export interface Domain {
  name: string;
  /** Domains that are the same subject (the two chit-chat personalities): never paired with each other. */
  subject: string;
  entries: KbEntry[];
  /** What a user of this domain asks: every question of the KB (and suggested phrasings), distinct. */
  questions: string[];
  /** The questions grouped by topic (an entry's phrasings; a suggested phrasing alone), to tell shared topics. */
  topics: string[][];
  heldOut: HeldOut;
}

const readText = (path: string) => readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
const distinct = (texts: string[]) => [...new Set(texts.filter((t) => t.trim() !== ''))];

/** QnA Maker's active-learning suggestions per QnaId: phrasings users typed that are not the entry's questions. */
function suggestedQuestions(file: string): Map<string, string[]> {
  const [header, ...lines] = readText(join(dataDir, 'qnamaker-sample-kbs', `${file}.tsv`)).split(/\r?\n/);
  const columns = (header ?? '').split('\t');
  const byId = new Map<string, string[]>();
  for (const line of lines.filter((l) => l.trim() !== '')) {
    const row = Object.fromEntries(columns.map((c, i) => [c, line.split('\t')[i] ?? '']));
    const suggested = JSON.parse(row.SuggestedQuestions || '[]') as { AlternateQuestionList: { Question: string }[] }[];
    const list = byId.get(row.QnaId!) ?? [];
    suggested.forEach((s) => s.AlternateQuestionList.forEach((q) => list.push(q.Question)));
    byId.set(row.QnaId!, distinct(list));
  }
  return byId;
}

/**
 * The conversation tests as a tiny bot's knowledge base: each Botium utterance list is an entry with its phrasings,
 * each other user line (restaurant, Azure CQA, Alexa replay) an entry of its own.
 */
function conversationKb(): KbEntry[] {
  const dir = join(dataDir, 'convo-tests');
  const lists = new Map<string, string[]>();
  for (const file of ['convos_and_utterances.json', 'associate_utterances_by_index.json']) {
    const botium = JSON.parse(readText(join(dir, 'botium-core', file))) as { utterances: Record<string, string[]> };
    for (const [name, texts] of Object.entries(botium.utterances))
      lists.set(name, distinct([...(lists.get(name) ?? []), ...texts]));
  }
  // A list whose phrasings another list already has (Botium's GREETING inside UTT_GREETING) is the same entry.
  for (const [name, texts] of lists)
    if (
      [...lists].some(
        ([other, more]) => other !== name && more.length > texts.length && texts.every((t) => more.includes(t)),
      )
    )
      lists.delete(name);
  const listed = new Set([...lists.values()].flat().map(normalizeText));
  const said: string[] = [];
  for (const file of [
    'botium-core/restaurant.convo.txt',
    ...['incomprehension', 'intents', 'prompt'].map((n) => `botium-azure-cqa/${n}.convo.txt`),
  ]) {
    const fileLines = readText(join(dir, file)).split(/\r?\n/);
    fileLines.forEach((line, i) => {
      const next = fileLines[i + 1]?.trim();
      if (line.trim() === '#me' && next && !next.startsWith('BUTTON')) said.push(next);
    });
  }
  const alexa = JSON.parse(readText(join(dir, 'alexa-ask-cli', 'dialog-replay-file.json'))) as { userInput: string[] };
  said.push(...alexa.userInput);
  const singles = distinct(said).filter((text) => !listed.has(normalizeText(text)));
  return [
    ...[...lists].map(([name, questions]) => ({ id: `convo-${name}`, questions, answer: name })),
    ...singles.map((text, i) => ({ id: `convo-line-${i + 1}`, questions: [text], answer: text })),
  ];
}

function domain(name: string, subject: string, entries: KbEntry[], suggested: string[] = []): Domain {
  const heldOut = holdOut(entries);
  const own = new Set(entries.flatMap((e) => e.questions).map(normalizeText));
  // Suggested phrasings that are not already a question of the KB are unseen in-domain questions too.
  const extra = distinct(suggested).filter((q) => !own.has(normalizeText(q)));
  return {
    name,
    subject,
    entries,
    questions: distinct([...entries.flatMap((e) => e.questions), ...extra]),
    topics: [...entries.map((e) => distinct(e.questions)), ...extra.map((q) => [q])],
    heldOut: {
      indexed: heldOut.indexed,
      asked: [...heldOut.asked, ...extra.map((question) => ({ question, entryId: '' }))],
    },
  };
}

/** The domains, in a fixed order. The synthetic KB is every 47th of the 10,000 template entries (213: 47 is prime to the 10 actions and 20 things,
 * so actions, things and places all vary; every 50th would be one action and four things). */
export function loadDomains(): Domain[] {
  const foreign = new Map(loadForeignKbs().map((kb) => [kb.name, kb.entries]));
  const pen = suggestedQuestions('SampleActiveLearning');
  const bots = suggestedQuestions('SampleQnAs');
  return [
    ...chitChatSets.map((set) => domain(`chit-chat ${set.name}`, 'chit-chat', set.entries)),
    domain('QnA Maker FAQ (basic-kb)', 'qnamaker-faq', foreign.get('qnamaker basic-kb')!),
    domain(
      'Bot Framework FAQ (SampleQnAs)',
      'bot-framework',
      foreign.get('qnamaker SampleQnAs')!,
      [...bots.values()].flat(),
    ),
    domain(
      'Surface Pen (SampleActiveLearning)',
      'surface-pen',
      foreign.get('qnamaker SampleActiveLearning')!,
      [...pen.values()].flat(),
    ),
    domain('QnABot samples', 'qnabot', foreign.get('qnabot blog samples')!),
    domain('conversation tests', 'convo', conversationKb()),
    domain(
      'synthetic product support',
      'synthetic',
      syntheticEntries(10_000).filter((_, i) => i % 47 === 0),
    ),
  ];
}
