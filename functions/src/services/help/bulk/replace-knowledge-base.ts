import { messages, splitQuestions } from '@switchboard/shared';
import { AppError } from '../../../errors';
import { recordsChangedInBulk } from '../../logs/audit';
import { getOrganization } from '../../organization/organization-service';
import { reserveHelp } from '../help-caps';
import { helpRepository } from '../help-repository';
import { claimKeysOf, releaseMany } from '../question-claims-service';
import type { StoredHelp } from './batch-reads';
import { importChanges, recordChanges } from './import-records';

/**
 * Mode replace deletes what the file does not hold, so the API asks for the organization's name as the user typed
 * it (the console's confirmation), exactly: a 400 naming ConfirmOrganizationName otherwise, before anything is stored.
 */
export async function checkReplaceConfirmed(organizationId: string, typed: string | undefined) {
  const organization = await getOrganization(organizationId);
  if (!organization || typed !== organization.OrganizationName)
    throw new AppError('invalid', `ConfirmOrganizationName: ${messages.msg_help_bulk_replace_name}`);
}

/**
 * Mode replace, after the file's last chunk: every stored entry that no chunk of this import added, changed or kept
 * is deleted, its claims released (its questions free again) and its whole record kept in the import's record, so
 * the undo recreates it. The deletes are one BatchWriteItem for 25 entries, unconditional: an entry edited between
 * this read and its delete is deleted as it was read (the file replaces it either way).
 */
export async function deleteUnmatched(organizationId: string, importId: string): Promise<number> {
  const touched = new Set((await importChanges(organizationId, importId)).map((change) => change.HelpID));
  const entries = (await helpRepository.all({ organizationId })) as StoredHelp[];
  const deleted = entries.filter((entry) => !touched.has(entry.HelpID));
  if (deleted.length === 0) return 0;
  const changes = deleted.map((entry) => ({
    HelpID: entry.HelpID,
    Kind: 'deleted' as const,
    AfterVersion: entry.Version,
    Before: entry,
  }));
  await recordChanges(organizationId, importId, changes);
  await helpRepository.deleteMany(
    { organizationId },
    deleted.map((entry) => entry.HelpID),
  );
  await releaseMany(
    organizationId,
    deleted.map((entry) => ({ helpId: entry.HelpID, keys: claimKeysOf(entry) })),
  );
  const questions = deleted.reduce((sum, entry) => sum + splitQuestions(entry.ShortDescription).length, 0);
  await reserveHelp(organizationId, -deleted.length, -questions);
  recordsChangedInBulk(
    helpRepository.type,
    'Delete',
    `Deleted ${deleted.length} Help entries the imported file did not hold`,
  );
  return deleted.length;
}
