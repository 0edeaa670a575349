import { helpIndexBuilderEnvironment } from '../../config/env';
import { loggingErrors } from '../../http/source-mapped-stack';
import { runIndexJob, type IndexJob } from '../../services/help/answering-index/index-job';

/**
 * The help index builder Lambda: the API's groups invoke it asynchronously (index-job-starter.ts) with the
 * organization and the build lease they took; it builds the organization's answering index and writes its snapshot.
 */
export const handler = loggingErrors('help index builder', async (job: IndexJob) => {
  helpIndexBuilderEnvironment.parse(process.env);
  return runIndexJob(job);
});
