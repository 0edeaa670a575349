import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../data/clients';
import { sessionCache } from './session-cache';

export interface SessionRecord {
  tokenHash: string;
  Email: string;
  Role: Role;
  OrganizationID: string;
  /** The user's Employee record when one was linked at sign-in (usage logs name it). */
  EmployeeID?: string;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute expiry (epoch seconds), also the DynamoDB TTL attribute. */
  expiresAt: number;
}

const sessionKey = (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' });

/** Sessions in the Identity table (pk SESSION#{hash}), listed per user in its ByUser index. */
export const sessionStore = {
  /** Ends every session of a user at once (disabled user, password change), in this process's cache too. */
  async endSessionsOf(email: string, except?: string): Promise<void> {
    for (const tokenHash of await this.sessionsOf(email)) {
      if (tokenHash !== except) await this.delete(tokenHash);
    }
    sessionCache.evictUser(email);
  },

  async put(session: SessionRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('Identity'),
        Item: { ...sessionKey(session.tokenHash), userPk: `USER#${session.Email.toLowerCase()}`, ...session },
      }),
    );
  },

  async get(tokenHash: string): Promise<SessionRecord | undefined> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName('Identity'), Key: sessionKey(tokenHash) }),
    );
    return answer.Item as SessionRecord | undefined;
  },

  async touch(tokenHash: string, lastSeenAt: number): Promise<void> {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName('Identity'),
          Key: sessionKey(tokenHash),
          UpdateExpression: 'SET lastSeenAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': lastSeenAt },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },

  /** Deletes a session, then forgets it in this process's cache (after: a read under way cannot bring it back). */
  async delete(tokenHash: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName('Identity'), Key: sessionKey(tokenHash) }));
    sessionCache.evict(tokenHash);
  },

  /** Every session of a user (ByUser index), to end them on password change or when the user is disabled. */
  async sessionsOf(email: string): Promise<string[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName('Identity'),
        IndexName: 'ByUser',
        KeyConditionExpression: 'userPk = :userPk AND sk = :sk',
        ExpressionAttributeValues: { ':userPk': `USER#${email.toLowerCase()}`, ':sk': 'SESSION' },
      }),
    );
    return (answer.Items ?? []).map((item) => item.tokenHash as string);
  },
};
