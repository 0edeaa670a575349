/**
 * CLINC150 over HTTP, the bench of record for "right, or it asks" (issue 28): each knowledge-base shape (1 and 5
 * phrasings per intent, answering-clinc-data.ts) is imported through ImportHelp into an organization of its own, then
 * every third test phrasing and every third oos_test question is asked through QandASimulate. Prints the table, then
 * (the last line) the figures as JSON for `npm run bench` (run.ts). `npx tsx test/bench/answering-clinc.ts`, ~3 min.
 * answering-clinc-engine.ts measures the same on the engine in process.
 */
import { parseBulkFile, type QuestionAnswer } from '@switchboard/shared';
import { clincKnowledgeBase, printClincTable, tally, type Outcome } from './answering-clinc-data';
import { jsonHeaders, startInProcessRuntime } from './in-process-runtime';

const runtime = await startInProcessRuntime();
const { startIndexJobThread } = await import('../../functions/src/local/index-job-thread');
const stopThread = startIndexJobThread();

async function post(cookie: string, path: string, body: unknown) {
  const answer = await fetch(`${runtime.base}/SetupProcessEntity/${path}`, {
    method: 'POST',
    headers: { ...jsonHeaders, cookie },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Imports the knowledge base as a CSV file would be (one row an entry, its questions joined by ";"). */
async function importKb(cookie: string, entries: { questions: string[]; answer: string }[]) {
  const csv = ['Questions,Answer']
    .concat(entries.map((e) => `${quote(e.questions.map((q) => q.replaceAll(';', ',')).join(';'))},${quote(e.answer)}`))
    .join('\r\n');
  const parsed = parseBulkFile('csv', csv).entries;
  const answer = await post(cookie, 'ImportHelp', { Entries: parsed });
  if (answer.status >= 300) throw new Error(`ImportHelp: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { New: number; Invalid: number };
}

/** Asks until the index answers (a large knowledge base is built by the job: 503 meanwhile). */
async function ask(cookie: string, Question: string): Promise<QuestionAnswer> {
  for (;;) {
    const answer = await post(cookie, 'QandASimulate', { Question, QuestionType: '' });
    if (answer.status === 200) return answer.body as QuestionAnswer;
    if (answer.status !== 503) throw new Error(`QandASimulate: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function outcomeOf(cookie: string, question: string, idOf: Map<string, string>): Promise<Outcome> {
  const answer = await ask(cookie, question);
  if (answer.Kind === 'answer') return { kind: 'answer', ids: [idOf.get(answer.HelpID!) ?? answer.HelpID!] };
  if (answer.Kind === 'clarify') return { kind: 'clarify', ids: answer.Options.map((o) => idOf.get(o.HelpID)!) };
  return { kind: 'none', ids: [] };
}

const rows = [];
const shapes: [number, string][] = [
  [1, 'org.admin@example.com'],
  [5, 'other.admin@example.org'],
];
for (const [phrasings, email] of shapes) {
  const { cookie } = await runtime.signIn(email);
  const kb = clincKnowledgeBase(phrasings);
  const imported = await importKb(cookie!, kb.entries);
  // The intent of each stored entry, by its answer (one answer an intent).
  const helps = (await fetch(`${runtime.base}/SetupProcessEntity/GetHelp`, {
    headers: { ...jsonHeaders, cookie: cookie! },
  }).then((r) => r.json())) as { Helps: { HelpID: string; LongDescription: string }[] };
  const intentOf = new Map(kb.entries.map((e) => [e.answer, e.id]));
  const idOf = new Map(helps.Helps.map((h) => [h.HelpID, intentOf.get(h.LongDescription) ?? h.HelpID]));
  const inScope = [];
  for (const { question, entryId } of kb.inScope)
    inScope.push({ expected: entryId, outcome: await outcomeOf(cookie!, question, idOf) });
  const outOfScope = [];
  for (const question of kb.outOfScope) outOfScope.push(await outcomeOf(cookie!, question, idOf));
  const shape = `${phrasings} phrasing${phrasings > 1 ? 's' : ''} per entry`;
  console.log(
    `${shape}: ${imported.New} entries imported (${imported.Invalid} invalid rows), ${helps.Helps.length} stored`,
  );
  rows.push({ shape, figures: tally(inScope, outOfScope) });
}
console.log(`CLINC150 over HTTP, ${new Date().toISOString()}`);
printClincTable(rows);
console.log(JSON.stringify(rows));
stopThread();
await runtime.close();
