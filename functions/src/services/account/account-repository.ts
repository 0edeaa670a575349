import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../data/clients';
import { versionIs } from '../../data/versioned';
import { AppError } from '../../errors';

export interface UserRecord {
  UserID: string;
  Email: string;
  FirstName: string;
  LastName: string;
  Role: Role;
  OrganizationID: string;
  PasswordHash: string;
  Enabled: boolean;
  /** False while a registration waits for an admin's approval; such a user cannot sign in. */
  Approved?: boolean;
  EmployeeInviteID?: string;
  EmployeeID?: string;
  DateCreated: string;
  /** Counts the account's changes (optimistic concurrency); absent on accounts stored before it, which count as 1. */
  Version?: number;
}

const userKey = (email: string) => ({ pk: `USER#${email.toLowerCase()}`, sk: 'PROFILE' });
/** A user is listed under their organization in the ByUser index (userPk ORGUSERS#{org}, sk PROFILE). */
const organizationListing = (organizationId: string) => `ORGUSERS#${organizationId}`;

export const accountRepository = {
  async getUser(email: string): Promise<UserRecord | undefined> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName('Identity'), Key: userKey(email), ConsistentRead: true }),
    );
    return answer.Item as UserRecord | undefined;
  },

  /** Creates the user unless the email is taken; answers whether it was created. */
  async createUser(user: UserRecord): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName('Identity'),
          Item: {
            ...userKey(user.Email),
            userPk: organizationListing(user.OrganizationID),
            ...user,
            Email: user.Email.toLowerCase(),
            Version: 1,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * Sets some attributes of an existing user and counts the change in its Version; answers false when there is no
   * such user. With `version` (as read), only if nobody changed the user since (else `conflict`, nothing written).
   */
  async updateUser(email: string, changes: Partial<Omit<UserRecord, 'Email' | 'Version'>>, version?: number) {
    const names = Object.keys(changes);
    const condition = version === undefined ? '' : ` AND ${versionIs(version)}`;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('Identity'),
          Key: userKey(email),
          ConditionExpression: `attribute_exists(pk)${condition}`,
          UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}, Version = if_not_exists(Version, :one) + :one`,
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name as keyof typeof changes]])),
            ':one': 1,
            ...(version === undefined ? {} : { ':version': version }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (version !== undefined && (await this.getUser(email))) throw new AppError('conflict');
      return false;
    }
  },

  /** Every user of an organization (ByUser index; at most a few thousand per organization). */
  async usersOf(organizationId: string): Promise<UserRecord[]> {
    const users: UserRecord[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const answer = await dynamo().send(
        new QueryCommand({
          TableName: tableName('Identity'),
          IndexName: 'ByUser',
          KeyConditionExpression: 'userPk = :userPk AND sk = :sk',
          ExpressionAttributeValues: { ':userPk': organizationListing(organizationId), ':sk': 'PROFILE' },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of answer.Items ?? []) {
        const { pk: _pk, sk: _sk, userPk: _userPk, ...user } = item;
        users.push(user as UserRecord);
      }
      cursor = answer.LastEvaluatedKey;
    } while (cursor);
    return users;
  },

  /** Lists a user created before users were listed by organization (idempotent; the seed calls it). */
  async listUnderOrganization(email: string, organizationId: string): Promise<void> {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName('Identity'),
          Key: userKey(email),
          UpdateExpression: 'SET userPk = :userPk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':userPk': organizationListing(organizationId) },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },

  async deleteUser(email: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName('Identity'), Key: userKey(email) }));
  },
};
