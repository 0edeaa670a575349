/**
 * The help answering index built by its job (issue 13): imports 10,000 entries (the chit-chat set's entries topped
 * up with synthetic ones, as the engine's scale figures use) into one organization over HTTP, asks it a question
 * (503: the job starts on the local runtime's worker thread) and polls until it answers; meanwhile another
 * organization (a small knowledge base, built inline) is asked new questions one after another. Prints JSON: the
 * build's time in the job (503 → first answer, polled every second), and the other organization's p50/p90 before and
 * during the build. Run alone: `flock /work/test.lock npx tsx test/bench/help-index-job.ts` (about 5 minutes).
 */
import { parseBulkFile } from '@switchboard/shared';
import { chitChatSets } from './answering-data';
import { syntheticEntries } from './answering-synthetic';
import { jsonHeaders, startInProcessRuntime } from './in-process-runtime';
import { quantile as percentile } from './stats';

const runtime = await startInProcessRuntime();
const { startIndexJobThread } = await import('../../functions/src/local/index-job-thread');
const stopThread = startIndexJobThread();
const signIn = async (email: string) => (await runtime.signIn(email)).cookie!;

async function post(cookie: string, path: string, body: unknown) {
  const answer = await fetch(`${runtime.base}${path}`, {
    method: 'POST',
    headers: { ...jsonHeaders, cookie },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { Text?: string } | string };
}
const ask = (cookie: string, Question: string) =>
  post(cookie, '/SetupProcessEntity/QandASimulate', { Question, QuestionType: '' });

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
const chitChat = chitChatSets[0]!.entries;
const entries = [...chitChat, ...syntheticEntries(10_000 - chitChat.length)];
const csv = ['Questions,Answer']
  .concat(entries.map((e) => `${quote(e.questions.map((q) => q.replaceAll(';', ',')).join(';'))},${quote(e.answer)}`))
  .join('\r\n');
const large = await signIn('org.admin@example.com');
const importStarted = performance.now();
// Chunks of 100 entries (the console sends 500): these entries have three questions each, and a shared machine.
const parsed = parseBulkFile('csv', csv).entries;
for (let at = 0; at < parsed.length; at += 100) {
  const Entries = parsed.slice(at, at + 100);
  // A chunk that failed on the loaded machine is sent again (an import of the same rows changes nothing twice).
  let answer = await post(large, '/SetupProcessEntity/ImportHelp', { Entries });
  for (let retry = 0; retry < 3 && answer.status === 500; retry++)
    answer = await post(large, '/SetupProcessEntity/ImportHelp', { Entries });
  if (answer.status >= 300) throw new Error(`ImportHelp: ${answer.status} ${JSON.stringify(answer.body)}`);
}
const importSeconds = (performance.now() - importStarted) / 1000;

const small = await signIn('other.admin@example.org');
const topics = ['meeting room', 'guest wifi', 'parking permit', 'travel expenses', 'password reset', 'payslip'];
for (const topic of topics) {
  await post(small, '/SetupProcessEntity/AddHelp', {
    ShortDescription: `How do I get a ${topic}?;Where do I find the ${topic}?;Help with the ${topic}`,
    LongDescription: `The ${topic} answer.`,
    MediaType: '',
    MediaUrl: '',
  });
}
await ask(small, 'warm up the small organization');

/** New questions (never asked before, so the encoder's cache does not answer them) of the small organization. */
let asked = 0;
async function smallQuestion() {
  const topic = topics[asked % topics.length]!;
  const started = performance.now();
  const answer = await ask(small, `could you tell me about the ${topic} number ${asked++} please`);
  if (answer.status !== 200) throw new Error(`small organization: ${answer.status}`);
  return performance.now() - started;
}
const summary = (values: number[]) => ({
  count: values.length,
  p50: Math.round(percentile(values, 0.5) * 10) / 10,
  p90: Math.round(percentile(values, 0.9) * 10) / 10,
});

const idle: number[] = [];
for (let i = 0; i < 100; i++) idle.push(await smallQuestion());

const question = entries[4321]!.questions[0]!;
const first = await ask(large, question);
const buildStarted = performance.now();
const during: number[] = [];
let lastPoll = performance.now();
let answered: { status: number; body: unknown } | undefined;
while (!answered) {
  during.push(await smallQuestion());
  if (performance.now() - lastPoll < 1_000) continue;
  lastPoll = performance.now();
  const polled = await ask(large, question);
  if (polled.status === 200) answered = polled;
  else if (polled.status !== 503) throw new Error(`large organization: ${polled.status}`);
}
const buildSeconds = (performance.now() - buildStarted) / 1000;

console.log(
  JSON.stringify({
    importSeconds: Math.round(importSeconds * 10) / 10,
    firstAnswer: { status: first.status, body: first.body },
    jobBuildSeconds: Math.round(buildSeconds * 10) / 10,
    rightAnswer: (answered.body as { Text: string }).Text === entries[4321]!.answer,
    otherOrganizationIdleMs: summary(idle),
    otherOrganizationDuringBuildMs: summary(during),
  }),
);
await stopThread();
await runtime.close();
process.exit(0);
