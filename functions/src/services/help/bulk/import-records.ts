import { BatchWriteCommand, GetCommand, UpdateCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { fillMessage, IMPORT_UNDO_DAYS, messages, type BulkMode, type HelpImportRecord } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../../data/clients';
import { queryAll } from '../../../data/list-query';
import { AppError } from '../../../errors';
import { batchGet, type StoredHelp } from './batch-reads';

/**
 * The record of each help import, so it can be undone for IMPORT_UNDO_DAYS (Entities table, both expiring by TTL):
 * - pk ORG#{org}#HelpImport, sk {ImportID}: the import (mode, who, when, counts, status);
 * - pk ORG#{org}#HelpImport#{ImportID}, sk {HelpID}: one item an entry it touched: added, changed (with the entry
 *   as it was before, Version included), deleted (the whole entry) or kept (mode replace: in the file, unchanged),
 *   and AfterVersion, the Version the import left it at (the undo leaves an entry whose Version moved since).
 */
export type ChangeKind = 'added' | 'changed' | 'deleted' | 'kept';
export interface ImportChange {
  HelpID: string;
  Kind: ChangeKind;
  AfterVersion: number;
  Before?: StoredHelp;
}
type Header = Omit<HelpImportRecord, 'UndoableUntil' | 'UndoSummary'> & { UndoSummary?: string; expiresAt: number };

const DAY_MS = 86_400_000;
const headerPk = (organizationId: string) => `ORG#${organizationId}#HelpImport`;
const changesPk = (organizationId: string, importId: string) => `ORG#${organizationId}#HelpImport#${importId}`;
const undoableUntil = (startedAt: string) => new Date(Date.parse(startedAt) + IMPORT_UNDO_DAYS * DAY_MS);
const expiry = () => Math.ceil((Date.now() + IMPORT_UNDO_DAYS * DAY_MS) / 1000) + 3600;

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
        ...{ ':expires': expiry(), ':zero': 0 },
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

const changeKey = (organizationId: string, importId: string, helpId: string) => ({
  pk: changesPk(organizationId, importId),
  sk: helpId,
});

/**
 * Records what a chunk did to these entries. An entry an earlier chunk of the same import already touched keeps its
 * first kind and before image (added then changed is still added); only the Version the import left it at moves.
 */
export async function recordChanges(organizationId: string, importId: string, changes: readonly ImportChange[]) {
  if (changes.length === 0) return;
  const keys = changes.map((change) => changeKey(organizationId, importId, change.HelpID));
  const earlier = new Map(
    (await batchGet(keys)).map((item) => [String(item.sk), item as unknown as ImportChange & { sk: string }]),
  );
  const expiresAt = expiry();
  const items = changes.flatMap((change) => {
    const first = earlier.get(change.HelpID);
    if (first && change.Kind === 'kept') return [];
    const kept = first && first.Kind !== 'kept' ? { Kind: first.Kind, Before: first.Before } : {};
    return [{ ...changeKey(organizationId, importId, change.HelpID), ...change, ...kept, expiresAt }];
  });
  const TableName = tableName('Entities');
  const batches: Promise<void>[] = [];
  for (let start = 0; start < items.length; start += 25) {
    batches.push(
      (async () => {
        type Requests = { PutRequest: { Item: Record<string, unknown> } }[];
        let pending: Requests | undefined = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
        while (pending?.length) {
          const answer: BatchWriteCommandOutput = await dynamo().send(
            new BatchWriteCommand({ RequestItems: { [TableName]: pending } }),
          );
          pending = answer.UnprocessedItems?.[TableName] as Requests | undefined;
        }
      })(),
    );
  }
  await Promise.all(batches);
}

/** Every entry the import touched, with what it did to it. */
export async function importChanges(organizationId: string, importId: string): Promise<ImportChange[]> {
  const items = await queryAll({
    TableName: tableName('Entities'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': changesPk(organizationId, importId) },
  });
  return items.map(({ HelpID, Kind, AfterVersion, Before }) => ({
    HelpID: String(HelpID),
    Kind: Kind as ChangeKind,
    AfterVersion: Number(AfterVersion),
    ...(Before ? { Before: Before as StoredHelp } : {}),
  }));
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
