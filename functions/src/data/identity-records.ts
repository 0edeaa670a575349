import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, tableName } from './clients';

/** Small records of the Identity table beside users and sessions: invitation tokens, live-invitation markers,
 *  failed sign-in counters and rate-limit windows. Each carries expiresAt (epoch seconds, the TTL attribute). */

const now = () => Math.floor(Date.now() / 1000);
const table = () => tableName('Identity');

export interface InvitationToken {
  OrganizationID: string;
  EmployeeInviteID: string;
  expiresAt: number;
}

export const invitationTokens = {
  async put(tokenHash: string, token: InvitationToken): Promise<void> {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { pk: `INVITETOKEN#${tokenHash}`, sk: 'TOKEN', ...token } }),
    );
  },
  async get(tokenHash: string): Promise<InvitationToken | undefined> {
    const answer = await dynamo().send(
      new GetCommand({
        TableName: table(),
        Key: { pk: `INVITETOKEN#${tokenHash}`, sk: 'TOKEN' },
        ConsistentRead: true,
      }),
    );
    return answer.Item as InvitationToken | undefined;
  },
  /** Removes the token; answers false when it was already gone (used by someone else meanwhile). */
  async take(tokenHash: string): Promise<boolean> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: table(),
          Key: { pk: `INVITETOKEN#${tokenHash}`, sk: 'TOKEN' },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};

/** One live invitation per email across the platform: a marker claimed with a conditional write. */
export const liveInvitations = {
  async claim(
    email: string,
    value: { OrganizationID: string; EmployeeInviteID: string; expiresAt: number },
  ): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: `INVITEMAIL#${email}`, sk: 'LIVE', ...value },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now OR EmployeeInviteID = :id',
          ExpressionAttributeValues: { ':now': now(), ':id': value.EmployeeInviteID },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async release(email: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: `INVITEMAIL#${email}`, sk: 'LIVE' } }));
  },
};

export interface SignInAttempts {
  failures: number;
  lockedUntil?: number;
}

export const signInAttempts = {
  async get(email: string): Promise<SignInAttempts | undefined> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: table(), Key: { pk: `SIGNIN#${email}`, sk: 'ATTEMPTS' }, ConsistentRead: true }),
    );
    return answer.Item as SignInAttempts | undefined;
  },
  /** Counts a failure; answers the failures so far. */
  async fail(email: string, windowSeconds: number): Promise<number> {
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: `SIGNIN#${email}`, sk: 'ATTEMPTS' },
        UpdateExpression: 'ADD failures :one SET expiresAt = :expires',
        ExpressionAttributeValues: { ':one': 1, ':expires': now() + windowSeconds },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (answer.Attributes?.failures as number | undefined) ?? 1;
  },
  async lock(email: string, seconds: number): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          pk: `SIGNIN#${email}`,
          sk: 'ATTEMPTS',
          failures: 0,
          lockedUntil: now() + seconds,
          expiresAt: now() + seconds,
        },
      }),
    );
  },
  async clear(email: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: `SIGNIN#${email}`, sk: 'ATTEMPTS' } }));
  },
};

/** Fixed one-minute windows per bucket and client address; answers the count including this request. */
export async function countRequest(bucket: string, address: string): Promise<number> {
  const window = Math.floor(now() / 60);
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `RATE#${bucket}#${address}`, sk: `W#${window}` },
      UpdateExpression: 'ADD requests :one SET expiresAt = :expires',
      ExpressionAttributeValues: { ':one': 1, ':expires': (window + 2) * 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (answer.Attributes?.requests as number | undefined) ?? 1;
}
