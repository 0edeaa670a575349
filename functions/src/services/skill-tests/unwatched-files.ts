import { log } from '../../log/log';
import { listOrganizations } from '../organization/organization-service';
import { listDefinitionFiles } from './definition-files';
import { skillTestRepository } from './skill-test-repository';
import { ORPHAN_GRACE_MS, watchUnwatchedFile } from './upload-ledger';
import { recountBytes, recountedOrganizations, storedCount, writeMayBeUnderWay } from './upload-quota';

/**
 * Files stored before watch items existed (issue 29 item 7 left them unwatched, so never swept): the sweep lists an
 * organization's files in the bucket once, watches those no test names and no watch item covers, from this sweep on
 * (they go one ORPHAN_GRACE_MS later, as a new upload would), and sets the organization's byte count to what its files
 * hold, which marks it done (upload-quota.ts recountBytes: two Queries a sweep find the organizations left). Done by
 * the sweep rather than a migration run once at deployment: the sweep already runs daily everywhere
 * (EventBridge Scheduler, the local timer), needs no deploy step, and retries an organization whose count changed
 * while it listed. The count is set, not added to, because a file may be older than the count (never in it) or
 * younger (in it already); the files in the bucket are the truth. It is set only if no upload or delete changed the
 * count between its read and the listing, and not while a write counted before the read may still be on its way to
 * the bucket (a listing would miss its file: upload-quota.ts WRITE_IN_FLIGHT_MS); such an organization is left for a
 * later sweep.
 */
export async function backfillUnwatchedFiles(now = Date.now()): Promise<{ watched: number }> {
  let watched = 0;
  const done = await recountedOrganizations();
  for (const { OrganizationID: organizationId } of await listOrganizations()) {
    if (done.has(organizationId)) continue;
    const read = await storedCount(organizationId);
    if (writeMayBeUnderWay(read, now)) continue;
    const files = await listDefinitionFiles(organizationId);
    const named = new Set((await skillTestRepository.all({ organizationId })).map((test) => test.Url));
    for (const { url } of files) {
      if (!named.has(url) && (await watchUnwatchedFile(organizationId, url, new Date(now + ORPHAN_GRACE_MS))))
        watched++;
    }
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    await recountBytes(organizationId, read, bytes);
  }
  if (watched) log('info', 'watching uploaded files stored before files were watched', { watched });
  return { watched };
}
