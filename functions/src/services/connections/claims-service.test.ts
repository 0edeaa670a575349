import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimSystem } from './claims-service';

process.env.TABLE_ENTITIES = 'entities';
const dynamo = mockClient(DynamoDBDocumentClient);
const conditionFailed = Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
const claimKey = { pk: 'ORG#org-1#ConnectionBySystem', sk: 'system-1' };
const now = () => Math.floor(Date.now() / 1000);

/** The system claim held by `owner` since `claimedAt`; `owner`'s connection record exists or not. */
function given(claimedAt: number | undefined, ownerExists: boolean) {
  dynamo.on(PutCommand).rejectsOnce(conditionFailed).resolves({});
  dynamo
    .on(GetCommand, { Key: claimKey })
    .resolves({ Item: { ...claimKey, IntegrationConfigurationID: 'old', ClaimedAt: claimedAt } });
  dynamo
    .on(GetCommand, { Key: { pk: 'ORG#org-1#IntegrationConfiguration', sk: 'old' } })
    .resolves(ownerExists ? { Item: { IntegrationConfigurationID: 'old', Version: 1 } } : {});
}

describe('the one-connection-per-system claim', () => {
  beforeEach(() => dynamo.reset());

  it('is taken when free, and records when', async () => {
    dynamo.on(PutCommand).resolves({});
    await claimSystem('org-1', 'system-1', 'new');
    const input = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Item: { ...claimKey, IntegrationConfigurationID: 'new', ClaimedAt: expect.any(Number) },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers exist while its connection exists, or while a create may still be completing it', async () => {
    given(now() - 3600, true);
    await expect(claimSystem('org-1', 'system-1', 'new')).rejects.toMatchObject({ kind: 'exists' });
    dynamo.reset();
    given(now() - 5, false);
    await expect(claimSystem('org-1', 'system-1', 'new')).rejects.toMatchObject({ kind: 'exists' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('is taken over, conditionally, when it is old and its connection is gone (a delete that failed halfway)', async () => {
    const claimedAt = now() - 3600;
    given(claimedAt, false);
    await claimSystem('org-1', 'system-1', 'new');
    const takeover = dynamo.commandCalls(PutCommand)[1]!.args[0].input;
    expect(takeover).toMatchObject({
      Item: { ...claimKey, IntegrationConfigurationID: 'new' },
      ConditionExpression: 'IntegrationConfigurationID = :owner AND ClaimedAt = :claimedAt',
      ExpressionAttributeValues: { ':owner': 'old', ':claimedAt': claimedAt },
    });
  });
});
