import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../data/clients';
import { contentVersionKey, contentVersions } from './help-repository';

/**
 * The organization's help content version: a counter every change of its entries bumps (an atomic ADD, so two
 * writers never get the same number). The answering index is named by it: a container whose index was built at an
 * older version builds (or loads) the current one.
 */
export async function bumpContentVersion(organizationId: string): Promise<number> {
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

export async function currentContentVersion(organizationId: string): Promise<number> {
  return (await contentVersions.get(contentVersionKey(organizationId)))?.Counter ?? 0;
}
