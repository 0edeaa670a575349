import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, IMPORT_UNDO_DAYS, messages, type BulkMode, type HelpImportRecord } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../../data/clients';
import { queryAll } from '../../../data/list-query';
import { AppError } from '../../../errors';
import { undoExpiry } from './import-changes';

export { importChanges, recordChanges, type ChangeKind, type ImportChange } from './import-changes';

/**
 * The record of each help import, so it can be undone for IMPORT_UNDO_DAYS (Entities table, both expiring by TTL):
 * - pk ORG#{org}#HelpImport, sk {ImportID}: the import (mode, who, when, counts, status);
 * - pk ORG#{org}#HelpImport#{ImportID}: what it did to each entry it touched (import-changes.ts).
 */
type Header = Omit<HelpImportRecord, 'UndoableUntil' | 'UndoSummary'> & { UndoSummary?: string; expiresAt: number };

const DAY_MS = 86_400_000;
const headerPk = (organizationId: string) => `ORG#${organizationId}#HelpImport`;
const undoableUntil = (startedAt: string) => new Date(Date.parse(startedAt) + IMPORT_UNDO_DAYS * DAY_MS);

const update = (organizationId: string, importId: string, input: Omit<UpdateCommand['input'], 'TableName' | 'Key'>) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName('Entities'),
      Key: { pk: headerPk(organizationId), sk: importId },
      ...input,
    }),
  );

/** Starts the import, or joins it (its next chunk); an import that is finished or being undone answers 409. */
export async function openImport(organizationId: string, importId: string, mode: BulkMode, by: string) {
  try {
    await update(organizationId, importId, {
      UpdateExpression:
        'SET #mode = if_not_exists(#mode, :mode), StartedAt = if_not_exists(StartedAt, :now), #by = if_not_exists(#by, :by), #status = :open, expiresAt = if_not_exists(expiresAt, :expires), ImportID = :id ADD Added :zero, Changed :zero, Deleted :zero',
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :open',
      ExpressionAttributeNames: { '#mode': 'Mode', '#by': 'By', '#status': 'Status' },
      ExpressionAttributeValues: {
        ...{ ':mode': mode, ':now': new Date().toISOString(), ':by': by, ':open': 'open', ':id': importId },
        ...{ ':expires': undoExpiry(), ':zero': 0 },
      },
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('conflict', messages.msg_help_bulk_import_closed);
    throw error;
  }
}

/** Adds a chunk's counts to the import; its last chunk marks it done. */
export async function countImport(
  organizationId: string,
  importId: string,
  counts: { added: number; changed: number; deleted: number },
  last: boolean,
) {
  await update(organizationId, importId, {
    UpdateExpression: `ADD Added :added, Changed :changed, Deleted :deleted${last ? ' SET #status = :done' : ''}`,
    ...(last ? { ExpressionAttributeNames: { '#status': 'Status' } } : {}),
    ExpressionAttributeValues: {
      ...{ ':added': counts.added, ':changed': counts.changed, ':deleted': counts.deleted },
      ...(last ? { ':done': 'done' } : {}),
    },
  });
}

const recordOf = (header: Header): HelpImportRecord => ({
  ImportID: header.ImportID,
  Mode: header.Mode,
  StartedAt: header.StartedAt,
  By: header.By,
  Added: Number(header.Added ?? 0),
  Changed: Number(header.Changed ?? 0),
  Deleted: Number(header.Deleted ?? 0),
  Status: header.Status,
  UndoableUntil: undoableUntil(header.StartedAt).toISOString(),
  UndoSummary: header.UndoSummary ?? null,
});

/** The organization's imports that can still be undone (or were), newest first. */
export async function listImports(organizationId: string): Promise<HelpImportRecord[]> {
  const items = (await queryAll({
    TableName: tableName('Entities'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': headerPk(organizationId) },
  })) as unknown as Header[];
  const now = Date.now();
  return items
    .filter((header) => undoableUntil(header.StartedAt).getTime() > now)
    .map(recordOf)
    .sort((a, b) => b.StartedAt.localeCompare(a.StartedAt));
}

/**
 * Marks the import as being undone, the one undo that may run: 404 for an import the organization does not have,
 * 400 once IMPORT_UNDO_DAYS have passed, 409 when another undo began first (conditional write) or it was undone.
 */
export async function beginUndo(organizationId: string, importId: string): Promise<HelpImportRecord> {
  const found = await dynamo().send(
    new GetCommand({
      TableName: tableName('Entities'),
      Key: { pk: headerPk(organizationId), sk: importId },
      ConsistentRead: true,
    }),
  );
  const header = found.Item as Header | undefined;
  if (!header) throw new AppError('notFound');
  if (undoableUntil(header.StartedAt).getTime() <= Date.now())
    throw new AppError(
      'invalid',
      `ImportID: ${fillMessage(messages.msg_help_undo_expired, { days: IMPORT_UNDO_DAYS })}`,
    );
  try {
    await update(organizationId, importId, {
      UpdateExpression: 'SET #status = :undoing',
      ConditionExpression: '#status = :open OR #status = :done',
      ExpressionAttributeNames: { '#status': 'Status' },
      ExpressionAttributeValues: { ':undoing': 'undoing', ':open': 'open', ':done': 'done' },
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('conflict', messages.msg_help_undo_running);
    throw error;
  }
  return recordOf(header);
}

/** Ends the undo: undone with what it said, or (it failed) back to the status it had, so it can be tried again. */
export async function endUndo(
  organizationId: string,
  importId: string,
  outcome: { summary: string } | { back: string },
) {
  const done = 'summary' in outcome;
  await update(organizationId, importId, {
    UpdateExpression: done ? 'SET #status = :undone, UndoSummary = :summary' : 'SET #status = :back',
    ExpressionAttributeNames: { '#status': 'Status' },
    ExpressionAttributeValues: done ? { ':undone': 'undone', ':summary': outcome.summary } : { ':back': outcome.back },
  });
}
