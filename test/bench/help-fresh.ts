/**
 * Fresh in a minute (issue 28 item 5): a 10,000-entry QnA Maker TSV (20,000 questions) imported over HTTP as the
 * console does, then the seconds from the import's end until a question of it answers from it (QandASimulate polled
 * every 250 ms), with the index build's encoding on 1 thread and on 2 (SWITCHBOARD_INDEX_WORKERS), each in a fresh
 * process of its own, one after the other. Also printed: where the job's time went (encoding, the rest of the build:
 * whitening, clusters, calibration; writing the snapshot) and the encoding's ms per question.
 * `npm run bench:help-fresh` (about 6 minutes on 2 cores); the last line is JSON, one object per worker count.
 */
import { bulkChunks, parseBulkFile } from '@switchboard/shared';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { BuildReport } from '../../functions/src/services/help/answering-index/index-job';
import { badgeAnswer, badgeQuestion, qnaMakerTsv } from './help-tsv';
import { jsonHeaders as headers, startInProcessRuntime } from './in-process-runtime';

const ENTRIES = 10_000;
const WORKERS = [1, 2];

export interface FreshRun {
  workers: number;
  importSeconds: number;
  answeredSecondsAfterImport: number;
  built?: BuildReport;
  encodeMsPerQuestion?: number;
  loadAverage: number[];
}

async function oneRun(): Promise<FreshRun> {
  const runtime = await startInProcessRuntime();
  const { startIndexJobThread } = await import('../../functions/src/local/index-job-thread');
  let built: BuildReport | undefined;
  const stop = startIndexJobThread(undefined, (report) => {
    if ('done' in report && report.built) built = report.built;
  });
  const cookie = (await runtime.signIn('org.admin@example.com')).cookie!;
  const call = (path: string, body: unknown) =>
    fetch(`${runtime.base}/SetupProcessEntity/${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  const importStarted = performance.now();
  const chunks = bulkChunks(parseBulkFile('tsv', qnaMakerTsv(ENTRIES)).entries);
  for (const [index, Entries] of chunks.entries()) {
    const answer = await call('ImportHelp', { Entries, MoreChunks: index < chunks.length - 1 });
    if (answer.status >= 300) throw new Error(`ImportHelp: ${answer.status} ${await answer.text()}`);
  }
  const importEnded = performance.now();
  const asked = 4321;
  for (;;) {
    const answer = await call('QandASimulate', { Question: badgeQuestion(asked), QuestionType: '' });
    const text = answer.status === 200 ? ((await answer.json()) as { Text: string }).Text : (await answer.text(), '');
    if (text === badgeAnswer(asked)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const answeredSecondsAfterImport = (performance.now() - importEnded) / 1000;
  // The job reports once its snapshot is written, a moment after the question could answer from it.
  for (let wait = 0; !built && wait < 100; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
  await stop();
  await runtime.close();
  return {
    workers: Number(process.env.SWITCHBOARD_INDEX_WORKERS),
    importSeconds: Math.round((importEnded - importStarted) / 100) / 10,
    answeredSecondsAfterImport: Math.round(answeredSecondsAfterImport * 10) / 10,
    built,
    encodeMsPerQuestion: built && Math.round((100 * built.encodeMs) / built.questions) / 100,
    loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
  };
}

if (process.env.FRESH_CHILD) {
  console.log(JSON.stringify(await oneRun()));
  process.exit(0);
}
const runs = WORKERS.map((workers) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, FRESH_CHILD: '1', SWITCHBOARD_INDEX_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const run = JSON.parse(out.toString().trim().split('\n').pop()!) as FreshRun;
  console.error(`${new Date().toISOString()} ${JSON.stringify(run)}`);
  return run;
});
console.log(JSON.stringify(runs));
