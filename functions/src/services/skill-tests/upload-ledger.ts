import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, tableName } from '../../data/clients';
import { queryAll } from '../../data/list-query';

/**
 * One item a stored definition file that no test record may hold (yet): pk ORG#{org}#UploadedFile, sk {Url}, in
 * the ByType index under TYPE#UploadedFile by the moment it is due, so the sweep (orphaned-files.ts) finds every
 * organization's due files with one Query. Written before the file, so no file goes unwatched.
 */
const TYPE_PK = 'TYPE#UploadedFile';

/** An upload's test record may come this long after it (the Add modal uploads on choosing the file, saves later). */
export const ORPHAN_GRACE_MS = 86_400_000;
const keyOf = (organizationId: string, url: string) => ({ pk: `ORG#${organizationId}#UploadedFile`, sk: url });

/** Watches the file from `due` on: the sweep then removes it unless a test record names it. */
export const watchFile = (organizationId: string, url: string, due: Date) =>
  dynamo().send(
    new PutCommand({
      TableName: tableName('Entities'),
      Item: { ...keyOf(organizationId, url), typePk: TYPE_PK, typeSk: due.toISOString() },
    }),
  );

/** Watches a file that has no watch item yet (one already watched keeps its moment); answers whether it did. */
export async function watchUnwatchedFile(organizationId: string, url: string, due: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('Entities'),
        Item: { ...keyOf(organizationId, url), typePk: TYPE_PK, typeSk: due.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const forgetFile = (organizationId: string, url: string) =>
  dynamo().send(new DeleteCommand({ TableName: tableName('Entities'), Key: keyOf(organizationId, url) }));

/** Every organization's watched files due before `moment`. */
export async function filesDueBefore(moment: Date): Promise<{ organizationId: string; url: string }[]> {
  const items = await queryAll({
    TableName: tableName('Entities'),
    IndexName: 'ByType',
    KeyConditionExpression: 'typePk = :type AND typeSk < :moment',
    ExpressionAttributeValues: { ':type': TYPE_PK, ':moment': moment.toISOString() },
  });
  return items.map((item) => ({ organizationId: String(item.pk).split('#')[1]!, url: String(item.sk) }));
}
