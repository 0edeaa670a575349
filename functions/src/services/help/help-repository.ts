import type { Help } from '@switchboard/shared';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../data/clients';
import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';

/**
 * The help knowledge base of an organization (Entities table):
 * - pk ORG#{org}#Help, sk {HelpID}: the entries; InOrder key {HelpCategoryID}#{DateCreated}#{id}, newest first, so
 *   one category's entries are one key range (GetHelp?categoryID=) and every list pages;
 * - pk ORG#{org}#HelpQuestions, sk B#{nn} (64 buckets, question-buckets.ts): the claims that a question belongs to
 *   one entry. Each claimed question is a top-level attribute of its bucket, named `q` + 24 hex characters of
 *   sha256(uniqueKey(question)), valued `{HelpID}|{claimed at, ms}`; claiming is a conditional UpdateItem of the
 *   bucket (the attribute absent or already this entry's), one per bucket for all of a call's questions, so the rule
 *   holds under concurrency without transactions and a 500-row import chunk sends ~64 claim requests, not 500
 *   (question-claims-service.ts). sk FORMAT: the marker that the organization's old per-question claim items
 *   (pk ORG#{org}#HelpQuestion) were moved into the buckets (question-claims-migration.ts);
 * - pk ORG#{org}#HelpVersion, sk CONTENT: a counter bumped by every change, naming the answering index's snapshot;
 *   sk BUILD: the lease of the index build in progress; sk SNAPSHOTS: which snapshots of the index exist
 *   (answering-index/: index-build-lease.ts, snapshot-versions.ts).
 *
 * The buckets' size bound: a claim is ~75 bytes (a 25-byte name, a 50-byte value), a bucket item at most 400 KB
 * (DynamoDB's item limit), so ~5,400 questions a bucket and, the hash spreading them evenly, ~330,000 questions an
 * organization before the first bucket fills (the message says "about 300,000"). At the limit the bucket's update
 * fails (ValidationException, item size): AddHelp/UpdateHelp answer 400 "ShortDescription: The organization holds as
 * many help questions as it can store …", an import reports that row with the same reason; nothing else changes.
 * The write cost: an UpdateItem is billed by the item's size (1 write unit a KB, the larger of before and after), so
 * a claim costs ~1 unit while buckets are under 1 KB (~13 questions each, ~800 an organization), ~12 units a bucket
 * update at 10,000 questions (a 500-row chunk: ~64 updates ≈ 770 units against 500 for one put a question) and up to
 * ~400 at the bound; a strongly consistent read of a bucket is 1 read unit per 4 KB of the whole item, whatever the
 * projection. Fewer requests and far less API CPU per import against more write units for large organizations.
 */
export type HelpRecord = Omit<Help, 'Version'> & Record<string, unknown>;

export const helpCategoryRange = (categoryId: string) => `${categoryId}#`;
export const helpRepository = new EntityRepository<HelpRecord>('Help', {
  inOrder: (entry, id) => `${helpCategoryRange(entry.HelpCategoryID)}${entry.DateCreated}#${id}`,
});

export interface ContentVersion {
  Counter: number;
}
export const contentVersions = keyedItems<ContentVersion>('Entities');
export const contentVersionKey = (organizationId: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpVersion`,
  sk: 'CONTENT',
});

/** Adds one to the organization's content counter (an atomic ADD: two writers never get the same number). */
export async function bumpContentCounter(organizationId: string): Promise<number> {
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: tableName('Entities'),
      Key: contentVersionKey(organizationId),
      UpdateExpression: 'ADD #counter :one',
      ExpressionAttributeNames: { '#counter': 'Counter' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.Counter ?? 0);
}

/** The lease of an organization's index build (answering-index/index-build-lease.ts). */
export interface BuildLease {
  LeaseToken: string;
  /** The content version the build started at, and how many entries it indexes (shown in the 503 message). */
  BuildVersion: number;
  Entries: number;
  ExpiresAt: number;
}
export const buildLeases = keyedItems<BuildLease>('Entities');
export const buildLeaseKey = (organizationId: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpVersion`,
  sk: 'BUILD',
});

/** The newest snapshot of the index written and the one before it (answering-index/snapshot-versions.ts). */
export interface SnapshotVersions {
  Newest: number;
  Previous?: number;
}
export const snapshotPointers = keyedItems<SnapshotVersions>('Entities');
export const snapshotPointerKey = (organizationId: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpVersion`,
  sk: 'SNAPSHOTS',
});

/** pk ORG#{org}#HelpBalance, sk BALANCE: the curator's answering balance (answer more -2 … 2 ask more; absent: 0). */
export interface AnsweringBalance {
  Step: number;
}
export const answeringBalances = keyedItems<AnsweringBalance>('Entities');
export const answeringBalanceKey = (organizationId: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpBalance`,
  sk: 'BALANCE',
});

/** The organization's step (0, the calibrated balance, until an OrgAdmin moves it). */
export async function answeringBalanceOf(organizationId: string): Promise<number> {
  return (await answeringBalances.get(answeringBalanceKey(organizationId)))?.Step ?? 0;
}

/**
 * The organization's help entries a page at a time, only the fields named (counting questions without reading
 * answers): one Query on its key, in pages of at most `pageSize` entries (`more`: pages follow); the caller stops
 * when it has seen enough.
 */
export async function* helpEntryPages<F extends keyof HelpRecord>(
  organizationId: string,
  fields: readonly F[],
  pageSize?: number,
): AsyncGenerator<{ items: Pick<HelpRecord, F>[]; more: boolean }> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('Entities'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `ORG#${organizationId}#Help` },
        ProjectionExpression: fields.join(', '),
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    start = page.LastEvaluatedKey;
    yield { items: (page.Items ?? []) as Pick<HelpRecord, F>[], more: start !== undefined };
  } while (start);
}
