import { buildInProgress } from './index-build-lease';
import { INCREMENTAL_MAX_QUESTIONS, INLINE_BUILD_MAX_QUESTIONS, liveQuestionsOver } from './index-build';
import { startIndexJob } from './index-job-starter';

/**
 * An import call that added more questions than a request brings up to date (INCREMENTAL_MAX_QUESTIONS) to an
 * organization larger than a request builds (INLINE_BUILD_MAX_QUESTIONS) starts the build job itself, so the first
 * question after a big import does not have to. Smaller changes are left to the question, which applies them to the
 * earlier index at once (a job would make questions wait for a full build).
 *
 * An import arrives in chunks, one call each; the console marks all but the file's last (MoreChunks), and only the
 * last may start the job, so the job's work does not compete with the chunks still being written. Limit: the count
 * is the last chunk's own, so a file whose last chunk adds 200 questions or fewer is left to the first question.
 * The job waits until the content stops changing before it builds, then builds again while the version moved
 * meanwhile (index-job.ts).
 *
 * It reads the organization's entries only until it knows that they hold more than INLINE_BUILD_MAX_QUESTIONS live
 * questions (reading all 10,000 entries only to count them took a second of the import's last chunk). The lease
 * names the live entries read: every one when the first page held them all, else a lower bound that the job
 * replaces with its own count as it starts (index-job.ts).
 */
export async function startIndexJobAfterImport(organizationId: string, version: number, addedQuestions: number) {
  if (addedQuestions <= INCREMENTAL_MAX_QUESTIONS) return false;
  if (await buildInProgress(organizationId)) return false;
  const live = await liveQuestionsOver(organizationId, INLINE_BUILD_MAX_QUESTIONS);
  if (!live.over) return false;
  return startIndexJob(organizationId, version, live.entries);
}
