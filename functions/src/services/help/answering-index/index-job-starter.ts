import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { log } from '../../../log/log';
import { acquireBuildLease, releaseBuildLease } from './index-build-lease';
// Static, not import(): a dynamic import of our own code makes esbuild wrap and evaluate all of shared at a cold start.
import { runIndexJob, type IndexJob } from './index-job';

/** Runs a build job somewhere other than the request: a worker thread on one machine (the local runtime sets it). */
export type IndexJobRunner = (job: IndexJob) => void;

let runner: IndexJobRunner | undefined;
let client: LambdaClient | undefined;

/** The local runtime hands its worker thread here at start (functions/src/local/index-job-thread.ts). */
export function setIndexJobRunner(next: IndexJobRunner | undefined) {
  runner = next;
}

/** Deployed: an asynchronous invoke (InvocationType Event) of the builder Lambda named by HELP_INDEX_BUILDER_ARN. */
async function invokeBuilder(functionName: string, job: IndexJob) {
  client ??= new LambdaClient({});
  await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(job)),
    }),
  );
}

/** Without a runner or a builder (unit tests, benches) the job runs in this process, after the request. */
async function runHere(job: IndexJob) {
  await runIndexJob(job);
}

/**
 * Starts a build of the organization's answering index at this version unless one is running (the lease makes it
 * one at a time): answers true when this call started it. With `rebuild`, the job builds this version even though
 * its snapshot exists (a large index due for recalibration).
 */
export async function startIndexJob(
  organizationId: string,
  version: number,
  entries: number,
  options: Pick<IndexJob, 'rebuild'> = {},
): Promise<boolean> {
  const lease = await acquireBuildLease(organizationId, version, entries);
  if (!lease) return false;
  const job: IndexJob = { organizationId, lease, ...options };
  try {
    const builder = process.env.HELP_INDEX_BUILDER_ARN;
    if (runner) runner(job);
    else if (builder) await invokeBuilder(builder, job);
    else void runHere(job).catch((error) => log('error', 'help index job failed', { error: (error as Error).message }));
    log('info', 'help index job started', { organizationId, version, entries });
    return true;
  } catch (error) {
    await releaseBuildLease(organizationId, lease.LeaseToken);
    throw error;
  }
}
