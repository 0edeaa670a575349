import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, tableName } from '../data/clients';
import { AppError } from '../http/errors';
import { connectionRepository } from './connections-store';

/**
 * The two rules about an organization's connections that must hold under concurrency, each held by ONE item written
 * with a conditional write (no read-then-write, no transactions):
 * - one connection per system: pk ORG#{org}#ConnectionBySystem, sk {SystemListID} → IntegrationConfigurationID,
 *   claimed before the connection's secret and record are written, released when it is deleted or its create fails
 *   (a claim left behind by a delete that failed halfway is taken over once it is old and its connection is gone);
 * - one default per category: pk ORG#{org}#DefaultConnection, sk {SystemListCategoryID} → IntegrationConfigurationID;
 *   a connection's IsDefault is derived from it, so two defaults cannot exist.
 */
const bySystem = (organizationId: string, systemListId: string) => ({
  pk: `ORG#${organizationId}#ConnectionBySystem`,
  sk: systemListId,
});
const defaultPk = (organizationId: string) => `ORG#${organizationId}#DefaultConnection`;
const byCategory = (organizationId: string, categoryId: string) => ({ pk: defaultPk(organizationId), sk: categoryId });

type Key = { pk: string; sk: string };
const now = () => Math.floor(Date.now() / 1000);
/** Longer than any create takes between its claim and its record (a Lambda's whole run). */
const STALE_CLAIM_SECONDS = 5 * 60;

async function putWhen(key: Key, connectionId: string, condition: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('Entities'),
        Item: { ...key, IntegrationConfigurationID: connectionId, ClaimedAt: now() },
        ...condition,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const putIfAbsent = (key: Key, connectionId: string) =>
  putWhen(key, connectionId, { ConditionExpression: 'attribute_not_exists(pk)' });

/** Deletes the item only while it still names this connection. */
async function deleteIfOwned(key: Key, connectionId: string): Promise<boolean> {
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

async function held(key: Key): Promise<{ IntegrationConfigurationID: string; ClaimedAt?: number } | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName('Entities'), Key: key, ConsistentRead: true }),
  );
  return answer.Item as { IntegrationConfigurationID: string; ClaimedAt?: number } | undefined;
}

const owner = async (key: Key) => (await held(key))?.IntegrationConfigurationID;

/** Claims the system for a new connection; `exists` (409 "exist") when the organization already connects it. */
export async function claimSystem(organizationId: string, systemListId: string, connectionId: string): Promise<void> {
  const key = bySystem(organizationId, systemListId);
  if (await putIfAbsent(key, connectionId)) return;
  const claim = await held(key);
  const old = claim !== undefined && now() - (claim.ClaimedAt ?? 0) > STALE_CLAIM_SECONDS;
  if (old && !(await connectionRepository.get({ organizationId }, claim.IntegrationConfigurationID))) {
    const unchanged =
      claim.ClaimedAt === undefined
        ? {
            ConditionExpression: 'IntegrationConfigurationID = :owner AND attribute_not_exists(ClaimedAt)',
            ExpressionAttributeValues: { ':owner': claim.IntegrationConfigurationID },
          }
        : {
            ConditionExpression: 'IntegrationConfigurationID = :owner AND ClaimedAt = :claimedAt',
            ExpressionAttributeValues: { ':owner': claim.IntegrationConfigurationID, ':claimedAt': claim.ClaimedAt },
          };
    if (await putWhen(key, connectionId, unchanged)) return;
  }
  throw new AppError('exists');
}

export async function releaseSystem(organizationId: string, systemListId: string, connectionId: string) {
  await deleteIfOwned(bySystem(organizationId, systemListId), connectionId);
}

/** Whether a connection of the organization holds the system (a quick answer before slower checks; the claim decides). */
export async function systemConnected(organizationId: string, systemListId: string): Promise<boolean> {
  const id = await owner(bySystem(organizationId, systemListId));
  return id !== undefined && (await connectionRepository.get({ organizationId }, id)) !== undefined;
}

/** Makes the connection its category's default unless the category has one. */
export const becomeDefaultIfNone = (organizationId: string, categoryId: string, connectionId: string) =>
  putIfAbsent(byCategory(organizationId, categoryId), connectionId);

export async function makeDefault(organizationId: string, categoryId: string, connectionId: string): Promise<void> {
  await putWhen(byCategory(organizationId, categoryId), connectionId, {});
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
