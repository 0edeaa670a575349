import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../../data/clients';
import type { ItemKey } from '../../../data/keyed-items';
import type { HelpRecord } from '../help-repository';

/** DynamoDB's limit of keys in one BatchGetItem. */
const KEYS_PER_CALL = 100;

/** Every item of these keys that exists (BatchGetItem, 100 keys a call, unprocessed keys asked again). */
export async function batchGet(keys: readonly ItemKey[]): Promise<Record<string, unknown>[]> {
  const TableName = tableName('Entities');
  const calls: Promise<Record<string, unknown>[]>[] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
    calls.push(
      (async () => {
        const found: Record<string, unknown>[] = [];
        let pending: ItemKey[] | undefined = keys.slice(start, start + KEYS_PER_CALL);
        while (pending?.length) {
          const answer = await dynamo().send(
            new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true } } }),
          );
          found.push(...(answer.Responses?.[TableName] ?? []));
          pending = answer.UnprocessedKeys?.[TableName]?.Keys as ItemKey[] | undefined;
        }
        return found;
      })(),
    );
  }
  return (await Promise.all(calls)).flat();
}

export type StoredHelp = HelpRecord & { Version: number };

/** The organization's entries of these ids, by id (as EntityRepository stores them: pk ORG#{org}#Help, sk id). */
export async function helpEntriesById(organizationId: string, ids: readonly string[]) {
  const items = await batchGet(ids.map((id) => ({ pk: `ORG#${organizationId}#Help`, sk: id })));
  const entries = new Map<string, StoredHelp>();
  for (const { pk: _pk, sk: _sk, orderSk: _order, ...entry } of items) {
    entries.set(entry.HelpID as string, { ...(entry as HelpRecord), Version: Number(entry.Version ?? 1) });
  }
  return entries;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our own exports write an entry without an external id under its HelpID (QnABot's qid, QnA Maker's QnaId, the CSV's
 * External ID): such an id names that entry of the organization, so the file re-imports onto it.
 */
export async function ownEntriesOf(entries: readonly { ExternalID?: string | undefined }[], organizationId: string) {
  const ids = entries.flatMap((entry) => (entry.ExternalID && GUID.test(entry.ExternalID) ? [entry.ExternalID] : []));
  return ids.length ? helpEntriesById(organizationId, [...new Set(ids)]) : new Map<string, StoredHelp>();
}

/** Runs `work` on every item, at most `limit` at a time; answers in the items' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
