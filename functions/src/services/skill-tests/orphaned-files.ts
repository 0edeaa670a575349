import { log } from '../../log/log';
import { deleteDefinitionFile } from './definition-files';
import { skillTestRepository } from './skill-test-repository';
import { backfillUnwatchedFiles } from './unwatched-files';
import { filesDueBefore, forgetFile } from './upload-ledger';

/**
 * Removes uploaded definition files that no test record names (issue 29 item 7): an upload whose test was never
 * saved, a file a test edit stopped naming. A sweep rather than an S3 lifecycle rule on a "pending" tag: the file's
 * bytes must leave the organization's upload counter (upload-quota.ts) when it goes, which an expiry by S3 cannot
 * do, and the local runtime's S3 has no lifecycle. Run daily by EventBridge Scheduler (the skill-test runner Lambda)
 * and by the local timer (startOrphanedFilesTimer). A file a record names is only forgotten: the record's delete
 * removes it. Answers what it looked at and removed.
 */
export async function removeOrphanedFiles(now = Date.now()): Promise<{ checked: number; removed: number }> {
  await backfillUnwatchedFiles(now);
  const due = await filesDueBefore(new Date(now));
  const byOrganization = new Map<string, typeof due>();
  for (const file of due)
    byOrganization.set(file.organizationId, [...(byOrganization.get(file.organizationId) ?? []), file]);
  let removed = 0;
  for (const [organizationId, files] of byOrganization) {
    const named = new Set((await skillTestRepository.all({ organizationId })).map((test) => test.Url));
    for (const { url } of files) {
      if (!named.has(url)) {
        await deleteDefinitionFile(organizationId, url);
        removed++;
      }
      await forgetFile(organizationId, url);
    }
  }
  if (removed) log('info', 'removed uploaded files no test names', { removed });
  return { checked: due.length, removed };
}
