import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, messages, splitQuestions, type BulkSkipped } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../../data/clients';
import { versionIs } from '../../../data/versioned';
import { AppError } from '../../../errors';
import { recordsChangedInBulk } from '../../logs/audit';
import { getOrganization } from '../../organization/organization-service';
import { reserveHelp } from '../help-caps';
import { helpRepository } from '../help-repository';
import { claimKeysOf, releaseMany } from '../question-claims-service';
import { helpEntriesById, inParallel, type StoredHelp } from './batch-reads';
import { importChanges, recordChanges } from './import-records';

/** Deletes in flight at once (each one DeleteItem), as the import's writes. */
const PARALLEL_DELETES = 32;

/**
 * Mode replace deletes what the file does not hold, so the API asks for the organization's name as the user typed
 * it (the console's confirmation), exactly: a 400 naming ConfirmOrganizationName otherwise, before anything is stored.
 */
export async function checkReplaceConfirmed(organizationId: string, typed: string | undefined) {
  const organization = await getOrganization(organizationId);
  if (!organization || typed !== organization.OrganizationName)
    throw new AppError('invalid', `ConfirmOrganizationName: ${messages.msg_help_bulk_replace_name}`);
}

/** The preview named an entry by its first question; so does the list of entries not deleted. */
const nameOf = (entry: StoredHelp) => splitQuestions(entry.ShortDescription)[0] ?? entry.HelpID;

const keptBecause = (entry: StoredHelp, message: string): BulkSkipped => ({
  HelpID: entry.HelpID,
  Entry: nameOf(entry),
  Reason: fillMessage(message, { by: String(entry.LastUpdatedBy ?? ''), at: String(entry.DateLastUpdated ?? '') }),
});

/** Deletes the entry only if its Version is still the one read (DeleteItem with a condition); answers whether. */
async function deleteIfUnchanged(organizationId: string, entry: StoredHelp): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName('Entities'),
        Key: { pk: `ORG#${organizationId}#Help`, sk: entry.HelpID },
        ConditionExpression: `attribute_exists(pk) AND ${versionIs(entry.Version)}`,
        ExpressionAttributeValues: { ':version': entry.Version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Mode replace, after the file's last chunk: every stored entry that no chunk of this import added, changed or kept
 * is deleted, its claims released (its questions free again) and its whole record kept in the import's record, so
 * the undo recreates it. Never silently what the user did not see go: an entry added or changed after the preview
 * (`previewedAt`) is kept and named, and each delete is conditional on the Version read here (one DeleteItem each:
 * BatchWriteItem takes no condition), so an entry edited between this read and its delete is kept and named too.
 */
export async function deleteUnmatched(
  organizationId: string,
  importId: string,
  previewedAt: string | undefined,
): Promise<{ deleted: number; skipped: BulkSkipped[] }> {
  const touched = new Set((await importChanges(organizationId, importId)).map((change) => change.HelpID));
  const entries = (await helpRepository.all({ organizationId })) as StoredHelp[];
  const skipped: BulkSkipped[] = [];
  const unseen = (entry: StoredHelp) => {
    if (!previewedAt) return false;
    if (String(entry.DateCreated ?? '') > previewedAt)
      skipped.push(keptBecause(entry, messages.msg_help_replace_added));
    else if (String(entry.DateLastUpdated ?? '') > previewedAt)
      skipped.push(keptBecause(entry, messages.msg_help_replace_changed));
    else return false;
    return true;
  };
  const unmatched = entries.filter((entry) => !touched.has(entry.HelpID) && !unseen(entry));
  if (unmatched.length === 0) return { deleted: 0, skipped };
  // Recorded first: an entry whose delete is refused below stays, and the undo recreates only what is missing.
  const changes = unmatched.map((entry) => ({
    HelpID: entry.HelpID,
    Kind: 'deleted' as const,
    AfterVersion: entry.Version,
    Before: entry,
  }));
  await recordChanges(organizationId, importId, changes);
  const gone = await inParallel(unmatched, PARALLEL_DELETES, (entry) => deleteIfUnchanged(organizationId, entry));
  const deleted = unmatched.filter((_, index) => gone[index]);
  const refused = unmatched.filter((_, index) => !gone[index]);
  const now = await helpEntriesById(
    organizationId,
    refused.map((entry) => entry.HelpID),
  );
  for (const entry of now.values()) skipped.push(keptBecause(entry, messages.msg_help_replace_changed));
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
  return { deleted: deleted.length, skipped };
}
