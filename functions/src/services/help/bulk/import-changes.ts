import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_UNDO_DAYS } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dynamo, tableName } from '../../../data/clients';
import { queryAll } from '../../../data/list-query';
import type { StoredHelp } from './batch-reads';

/**
 * What an import did to each entry it touched, for its undo: added, changed (with the entry as it was before,
 * Version included), deleted (the whole entry) or kept (mode replace: in the file, unchanged), and AfterVersion, the
 * Version the import left it at (the undo leaves an entry whose Version moved since).
 *
 * Stored as one item per chunk of the import (pk ORG#{org}#HelpImport#{ImportID}, sk chunk#{when}#{random}): the
 * chunk's changes as gzipped JSON, split over several items only when that passes PART_BYTES. One item an entry
 * (as before) made the undo record cost 20 more BatchWriteItem calls and 5 BatchGetItem calls a 500-entry chunk,
 * most of a 10,000-entry import's time past its budget; one item a chunk is one PutItem. The items expire by TTL
 * with the import's header; records of the earlier shape (sk {HelpID}, one an entry) are still read.
 */
export type ChangeKind = 'added' | 'changed' | 'deleted' | 'kept';
export interface ImportChange {
  HelpID: string;
  Kind: ChangeKind;
  AfterVersion: number;
  Before?: StoredHelp;
}

const DAY_MS = 86_400_000;
/** Under DynamoDB's 400 KB an item, with room for the keys and attributes beside the bytes. */
const PART_BYTES = 350_000;
const changesPk = (organizationId: string, importId: string) => `ORG#${organizationId}#HelpImport#${importId}`;
export const undoExpiry = () => Math.ceil((Date.now() + IMPORT_UNDO_DAYS * DAY_MS) / 1000) + 3600;

/** The changes as gzipped parts of at most PART_BYTES each (halved until they fit: one entry always does). */
function parts(changes: readonly ImportChange[]): Buffer[] {
  const packed = gzipSync(JSON.stringify(changes));
  if (packed.length <= PART_BYTES || changes.length === 1) return [packed];
  const half = Math.ceil(changes.length / 2);
  return [...parts(changes.slice(0, half)), ...parts(changes.slice(half))];
}

/** Records what a chunk did to these entries, after the chunks before it (their order is the sort key's). */
export async function recordChanges(organizationId: string, importId: string, changes: readonly ImportChange[]) {
  if (changes.length === 0) return;
  const chunk = `chunk#${String(Date.now()).padStart(15, '0')}#${randomUUID().slice(0, 8)}`;
  const expiresAt = undoExpiry();
  await Promise.all(
    parts(changes).map((Changes, index) =>
      dynamo().send(
        new PutCommand({
          TableName: tableName('Entities'),
          Item: { pk: changesPk(organizationId, importId), sk: `${chunk}#${index}`, Changes, expiresAt },
        }),
      ),
    ),
  );
}

/**
 * Every entry the import touched, with what it did to it. An entry an earlier chunk of the same import already
 * touched keeps its first kind and before image (added then changed is still added; kept then changed is changed);
 * only the Version the import left it at moves.
 */
export async function importChanges(organizationId: string, importId: string): Promise<ImportChange[]> {
  const items = await queryAll({
    TableName: tableName('Entities'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': changesPk(organizationId, importId) },
  });
  const merged = new Map<string, ImportChange>();
  for (const item of items) {
    const changes = item.Changes
      ? (JSON.parse(gunzipSync(item.Changes as Uint8Array).toString('utf8')) as ImportChange[])
      : [earlierShape(item)];
    for (const change of changes) {
      const first = merged.get(change.HelpID);
      if (first && change.Kind === 'kept') continue;
      const kept = first && first.Kind !== 'kept' ? { Kind: first.Kind, Before: first.Before } : {};
      merged.set(change.HelpID, withoutEmptyBefore({ ...change, ...kept }));
    }
  }
  return [...merged.values()];
}

/** A change recorded one item an entry (before the chunk items). */
const earlierShape = ({ HelpID, Kind, AfterVersion, Before }: Record<string, unknown>): ImportChange => ({
  HelpID: String(HelpID),
  Kind: Kind as ChangeKind,
  AfterVersion: Number(AfterVersion),
  ...(Before ? { Before: Before as StoredHelp } : {}),
});

const withoutEmptyBefore = ({ Before, ...change }: ImportChange): ImportChange =>
  Before ? { ...change, Before } : change;
