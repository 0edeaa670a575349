import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, tableName } from '../data/clients';
import { AppError } from '../http/errors';

/**
 * The two rules about an organization's connections that must hold under concurrency, each held by ONE item written
 * with a conditional write (no read-then-write, no transactions):
 * - one connection per system: pk ORG#{org}#ConnectionBySystem, sk {SystemListID} → IntegrationConfigurationID,
 *   claimed before the connection's secret and record are written, released when it is deleted or its create fails;
 * - one default per category: pk ORG#{org}#DefaultConnection, sk {SystemListCategoryID} → IntegrationConfigurationID;
 *   a connection's IsDefault is derived from it, so two defaults cannot exist.
 */
const bySystem = (organizationId: string, systemListId: string) => ({
  pk: `ORG#${organizationId}#ConnectionBySystem`,
  sk: systemListId,
});
const defaultPk = (organizationId: string) => `ORG#${organizationId}#DefaultConnection`;
const byCategory = (organizationId: string, categoryId: string) => ({ pk: defaultPk(organizationId), sk: categoryId });

async function putIfAbsent(key: { pk: string; sk: string }, connectionId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('Entities'),
        Item: { ...key, IntegrationConfigurationID: connectionId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes the item only while it still names this connection. */
async function deleteIfOwned(key: { pk: string; sk: string }, connectionId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName('Entities'),
        Key: key,
        ConditionExpression: 'IntegrationConfigurationID = :id',
        ExpressionAttributeValues: { ':id': connectionId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function owner(key: { pk: string; sk: string }): Promise<string | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName('Entities'), Key: key, ConsistentRead: true }),
  );
  return answer.Item?.IntegrationConfigurationID as string | undefined;
}

/** Claims the system for a new connection; `exists` (409 "exist") when the organization already connects it. */
export async function claimSystem(organizationId: string, systemListId: string, connectionId: string): Promise<void> {
  if (!(await putIfAbsent(bySystem(organizationId, systemListId), connectionId))) throw new AppError('exists');
}

export async function releaseSystem(organizationId: string, systemListId: string, connectionId: string) {
  await deleteIfOwned(bySystem(organizationId, systemListId), connectionId);
}

/** The connection holding the system, if any (a quick answer before slower checks; the claim decides). */
export const connectionOfSystem = (organizationId: string, systemListId: string) =>
  owner(bySystem(organizationId, systemListId));

/** Makes the connection its category's default unless the category has one. */
export const becomeDefaultIfNone = (organizationId: string, categoryId: string, connectionId: string) =>
  putIfAbsent(byCategory(organizationId, categoryId), connectionId);

export async function makeDefault(organizationId: string, categoryId: string, connectionId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('Entities'),
      Item: { ...byCategory(organizationId, categoryId), IntegrationConfigurationID: connectionId },
    }),
  );
}

/** Drops the category's default when it is this connection; answers whether it was. */
export const clearDefault = (organizationId: string, categoryId: string, connectionId: string) =>
  deleteIfOwned(byCategory(organizationId, categoryId), connectionId);

export const defaultOf = (organizationId: string, categoryId: string) => owner(byCategory(organizationId, categoryId));

/** Every category's default connection of the organization (one Query). */
export async function defaultsOf(organizationId: string): Promise<Map<string, string>> {
  const defaults = new Map<string, string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName('Entities'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': defaultPk(organizationId) },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) defaults.set(item.sk as string, item.IntegrationConfigurationID as string);
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return defaults;
}
