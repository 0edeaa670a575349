/**
 * DESIGN §9 "Bulk import: 10,000 Q&A rows in ≤ 10 s" and the answering index snapshot (issue 13). Run by
 * test/bench/run.ts in a child process: it starts the local runtime in-process (in-memory stand-ins), then, over
 * HTTP as the console does (the file parsed here, chunks of 500 entries sent one after the other; two in flight measured slower here):
 * - a CSV of 10,000 rows (10,000 new entries of one question each: every row a question claim and an entry write),
 *   previewed, then imported; then the same file again (nothing changes);
 * - the QnA Maker chit-chat TSV of ../shared/data (9,793 rows → 90 entries);
 * then the chit-chat organization's index built by its job (too large to build inside a question), and the cold
 * answer of a container without the index, loaded from the snapshot the job wrote (a fresh module instance). Prints
 * JSON.
 */
import { bulkChunks, parseBulkFile, type BulkFormat, type BulkOutcome } from '@switchboard/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as IndexCache from '../../functions/src/services/help/answering-index-cache';
import { jsonHeaders as headers, OTHER_ORG, startInProcessRuntime } from './in-process-runtime';

const root = join(import.meta.dirname, '..', '..');

const runtime = await startInProcessRuntime();
const { base } = runtime;
const signIn = async (email: string) => (await runtime.signIn(email)).cookie!;

/** Parses and sends a file as the console does; answers the seconds it took and the outcome. */
async function send(cookie: string, call: 'PreviewHelpImport' | 'ImportHelp', format: BulkFormat, text: string) {
  const started = performance.now();
  const parsed = parseBulkFile(format, text);
  const total = { New: 0, Changed: 0, Unchanged: 0, Invalid: parsed.problems.length };
  for (const Entries of bulkChunks(parsed.entries)) {
    const answer = await fetch(`${base}/SetupProcessEntity/${call}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ Entries }),
    });
    if (answer.status >= 300) throw new Error(`${call}: ${answer.status} ${await answer.text()}`);
    const outcome = (await answer.json()) as BulkOutcome;
    for (const key of ['New', 'Changed', 'Unchanged', 'Invalid'] as const) total[key] += outcome[key];
  }
  return { seconds: (performance.now() - started) / 1000, ...total };
}

const rows = ['Questions,Answer'];
for (let i = 1; i <= 10_000; i++)
  rows.push(`How do I configure feature ${i} of the product?,Open settings and enable ${i}.`);
const csv = rows.join('\r\n');
const admin = await signIn('org.admin@example.com');
const preview10k = await send(admin, 'PreviewHelpImport', 'csv', csv);
const import10k = await send(admin, 'ImportHelp', 'csv', csv);
const again10k = await send(admin, 'ImportHelp', 'csv', csv);

const chitchat = readFileSync(join(root, '..', 'shared', 'data', 'chitchat', 'qna_chitchat_professional.tsv'), 'utf8');
const other = await signIn('other.admin@example.org');
const importChitchat = await send(other, 'ImportHelp', 'tsv', chitchat);

/** A new container's first answer for the organization: a fresh instance of the index cache module. */
async function coldAnswer(instance: number) {
  const started = performance.now();
  const cache = (await import(
    `../../functions/src/services/help/answering-index-cache.ts?container=${instance}`
  )) as typeof IndexCache;
  const { index, source } = await cache.answeringIndexOf(OTHER_ORG);
  const { match } = await index!.answer('are you a real person', { now: new Date() });
  return { seconds: (performance.now() - started) / 1000, source, answered: Boolean(match) };
}
const { loadSentenceEncoder } = await import('../../functions/src/services/help/answering');
const encoderStarted = performance.now();
await loadSentenceEncoder();
const encoderSeconds = (performance.now() - encoderStarted) / 1000;
/** The chit-chat organization is too large to build inside a question: its build job runs here, timed. */
async function jobBuild() {
  const { acquireBuildLease } = await import('../../functions/src/services/help/index-build-lease');
  const { currentContentVersion } = await import('../../functions/src/services/help/content-version');
  const { runIndexJob } = await import('../../functions/src/services/help/index-job');
  const lease = await acquireBuildLease(OTHER_ORG, await currentContentVersion(OTHER_ORG), 90);
  const started = performance.now();
  await runIndexJob({ organizationId: OTHER_ORG, lease: lease! });
  return { seconds: (performance.now() - started) / 1000, source: 'job' };
}
const withoutSnapshot = process.env.BULK_ONLY ? undefined : await jobBuild();
const withSnapshot = process.env.BULK_ONLY ? undefined : await coldAnswer(2);

console.log(
  JSON.stringify({ preview10k, import10k, again10k, importChitchat, encoderSeconds, withoutSnapshot, withSnapshot }),
);
await runtime.close();
process.exit(0);
