import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, tableName } from './clients';

/** Small records of the Identity table beside users and sessions: invitation tokens and live-invitation markers
 *  (sign-in guesses and rate limits: identity-windows.ts). Each carries expiresAt (epoch seconds, the TTL attribute). */

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

/**
 * One live invitation per email in an organization: a marker claimed with a conditional write. Other
 * organizations may invite the same address (telling them it is taken would reveal who uses the platform); the
 * first registration wins, since an email has one account.
 */
const liveKey = (organizationId: string, email: string) => ({
  pk: `INVITEMAIL#${organizationId}#${email}`,
  sk: 'LIVE',
});

export const liveInvitations = {
  async claim(
    email: string,
    value: { OrganizationID: string; EmployeeInviteID: string; expiresAt: number },
  ): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...liveKey(value.OrganizationID, email), ...value },
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
  async release(organizationId: string, email: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: liveKey(organizationId, email) }));
  },
};
