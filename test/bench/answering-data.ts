/**
 * Loads the public data sets the help-answering benchmark measures on (../shared/data, see its SOURCES.md) and makes
 * the held-out split. The files are read as QnA Maker writes them: tab-separated, no quoting (a `"` is a character).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '@switchboard/answering/seeded-random';

export const dataDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'data');

export interface KbEntry {
  id: string;
  questions: string[];
  answer: string;
}

const readText = (path: string) => readFileSync(path, 'utf8').replace(/^\uFEFF/, '');

/** Rows of a QnA Maker TSV as objects keyed by the header's column names. */
function readTsv(path: string): Record<string, string>[] {
  const [header, ...lines] = readText(path).split(/\r?\n/);
  const columns = (header ?? '').split('\t');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    });
}

/** One entry per distinct answer (chit-chat) or per QnaId (QnA Maker files with alternative-question rows). */
export function loadQnaMakerTsv(file: string, prefix: string): KbEntry[] {
  const entries = new Map<string, KbEntry>();
  for (const row of readTsv(file)) {
    const key = row.QnaId || row.Answer || '';
    const entry = entries.get(key) ?? { id: `${prefix}-${entries.size + 1}`, questions: [], answer: row.Answer ?? '' };
    entry.questions.push(row.Question ?? '');
    entries.set(key, entry);
  }
  return [...entries.values()];
}

export const chitChatSets = ['professional', 'friendly'].map((name) => ({
  name,
  entries: loadQnaMakerTsv(join(dataDir, 'chitchat', `qna_chitchat_${name}.tsv`), name),
}));

/** The QnA Maker sample knowledge bases (three files) and the QnABot on AWS sample, as one foreign domain. */
export function loadForeignKbs(): { name: string; entries: KbEntry[] }[] {
  const qnaMaker = ['basic-kb', 'SampleQnAs', 'SampleActiveLearning'].map((name) => ({
    name: `qnamaker ${name}`,
    entries: loadQnaMakerTsv(join(dataDir, 'qnamaker-sample-kbs', `${name}.tsv`), name),
  }));
  const qnabot = JSON.parse(readText(join(dataDir, 'qnabot', 'blog-samples-final.json'))) as {
    qna: { qid: string; q: string[]; a: string }[];
  };
  const qnabotEntries = qnabot.qna
    .filter((item) => item.qid !== 'CustomNoMatches') // its question is the placeholder `no_hits`
    .map((item) => ({ id: item.qid, questions: item.q, answer: item.a }));
  return [...qnaMaker, { name: 'qnabot blog samples', entries: qnabotEntries }];
}

/**
 * Every question-like text of the other domains in ../shared/data, distinct: the QnA Maker and QnABot questions, the
 * questions QnA Maker's active learning suggested, the follow-up prompts a user clicks, and every user line of the
 * conversation tests. This is all the off-domain material there is (~110 texts once duplicates are gone).
 */
export function loadOffDomainTexts(): string[] {
  const texts = new Set(loadForeignKbs().flatMap((kb) => kb.entries.flatMap((entry) => entry.questions)));
  for (const name of ['SampleQnAs', 'SampleActiveLearning'])
    for (const row of readTsv(join(dataDir, 'qnamaker-sample-kbs', `${name}.tsv`))) {
      const suggested = JSON.parse(row.SuggestedQuestions || '[]') as {
        AlternateQuestionList: { Question: string }[];
      }[];
      suggested.forEach((s) => s.AlternateQuestionList.forEach((q) => texts.add(q.Question)));
      const prompts = JSON.parse(row.Prompts || '[]') as { DisplayText: string }[];
      prompts.forEach((prompt) => texts.add(prompt.DisplayText));
    }
  loadConversationUtterances().forEach((text) => texts.add(text));
  return [...texts].filter((text) => text.trim() !== '');
}

/** What the user says (`#me` steps, `me:` steps, utterance lists) in the Botium and Alexa conversation tests. */
export function loadConversationUtterances(): string[] {
  const dir = join(dataDir, 'convo-tests');
  const said = new Set<string>();
  for (const file of [
    'botium-core/restaurant.convo.txt',
    ...['incomprehension', 'intents', 'prompt'].map((n) => `botium-azure-cqa/${n}.convo.txt`),
  ]) {
    const lines = readText(join(dir, file)).split(/\r?\n/);
    lines.forEach((line, i) => {
      const next = lines[i + 1]?.trim();
      if (line.trim() === '#me' && next && !next.startsWith('BUTTON')) said.add(next);
    });
  }
  const botium = JSON.parse(readText(join(dir, 'botium-core', 'convos_and_utterances.json'))) as {
    convos: { steps: { me?: unknown[] }[] }[];
    utterances: Record<string, string[]>;
  };
  for (const convo of botium.convos)
    for (const step of convo.steps)
      for (const text of step.me ?? []) if (typeof text === 'string' && !/^PAUSE\b/.test(text)) said.add(text);
  for (const list of Object.values(botium.utterances)) list.forEach((text) => said.add(text));
  const alexa = JSON.parse(readText(join(dir, 'alexa-ask-cli', 'dialog-replay-file.json'))) as { userInput: string[] };
  alexa.userInput.forEach((text) => said.add(text));
  return [...said];
}

/** The engine's own deterministic PRNG, so the split is the same on every machine. */
export { seededRandom };

export interface HeldOut {
  indexed: KbEntry[];
  asked: { question: string; entryId: string }[];
}

/**
 * Holds out round(20%) of each entry's phrasings (at least one when an entry has two or more): one mulberry32(seed)
 * stream, entries in file order, each entry's phrasings shuffled by Fisher-Yates and the first ones held out.
 */
export function holdOut(entries: KbEntry[], fraction = 0.2, seed = 42): HeldOut {
  const random = seededRandom(seed);
  const indexed: KbEntry[] = [];
  const asked: HeldOut['asked'] = [];
  for (const entry of entries) {
    const shuffled = [...entry.questions];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const count = shuffled.length < 2 ? 0 : Math.max(1, Math.round(shuffled.length * fraction));
    shuffled.slice(0, count).forEach((question) => asked.push({ question, entryId: entry.id }));
    indexed.push({ ...entry, questions: shuffled.slice(count) });
  }
  return { indexed, asked };
}

/**
 * Whether a text of another data set is a phrasing `own` already holds, so an index built from `own` is right to
 * answer it and a judge of "another domain" would not count it: once normalised, one of its phrasings, or a phrasing
 * of two words or more found word for word inside one of its short phrasings, of six words at most ("Bad answer" in
 * chit-chat's "That was a bad answer", answered "Sorry about that."; "help me" in "Could you help me?"). One word
 * alone ("Office", "pizza") is a topic word, not a phrasing, and counts as another domain's.
 */
const SHORT_PHRASING_WORDS = 6;
export function sharedPhrasing(own: Iterable<string>, normalize: (text: string) => string): (text: string) => boolean {
  const phrasings = new Set([...own].map(normalize));
  // Small talk is short: a two-word text inside a long question ("why not" in a product FAQ's) is that question's.
  const padded = [...phrasings]
    .filter((phrasing) => phrasing.split(' ').length <= SHORT_PHRASING_WORDS)
    .map((phrasing) => ` ${phrasing} `);
  return (text) => {
    const key = normalize(text);
    if (phrasings.has(key)) return true;
    return key.split(' ').length >= 2 && padded.some((phrasing) => phrasing.includes(` ${key} `));
  };
}
