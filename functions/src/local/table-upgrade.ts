import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import type { TableDef } from '@switchboard/shared';

/** The table's indexes that its definition names but the stored table lacks (an index added since it was made). */
export function missingIndexes(table: TableDescription, def: TableDef): string[] {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  return def.indexes.map((index) => index.name).filter((name) => !present.has(name));
}

/**
 * Makes a kept local table over with the indexes it lacks: dynalite cannot add an index to a table (DynamoDB adds
 * them in place), so the items are read out, the table made again by `create`, and the items written back. Local
 * data directories only, at start-up; a Scan is fine here and nowhere on a request path.
 */
export async function remakeWithIndexes(
  client: DynamoDBClient,
  name: string,
  create: () => Promise<void>,
): Promise<number> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: name }));
  // A deleted table stays DELETING for a moment, a new one CREATING (dynalite too): each step waits for the last.
  const waiting = { client, maxWaitTime: 60, minDelay: 1, maxDelay: 1 };
  await waitUntilTableNotExists(waiting, { TableName: name });
  await create();
  await waitUntilTableExists(waiting, { TableName: name });
  for (let at = 0; at < items.length; at += 25) {
    let batch = items.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } }));
    while (batch.length) {
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [name]: batch } }));
      batch = (answer.UnprocessedItems?.[name] ?? []) as typeof batch;
    }
  }
  return items.length;
}
