import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LIST_ITEMS, type TableKey } from '@switchboard/shared';
import { AppError } from '../http/errors';
import { dynamo, isConditionFailure, tableName } from './clients';

/** Where a record lives: one organization, or the platform itself (organizations, platform-wide records). */
export type Scope = { organizationId: string } | 'platform';

export type Versioned<T> = T & { Version: number };

export interface Page<T> {
  items: T[];
  cursor?: string;
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'typePk', 'typeSk'] as const;

function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new AppError('invalid', 'cursor: is not a cursor this API gave out');
  }
}

/**
 * A generic repository of one entity type in the Entities table: pk ORG#{org}#{Type} (or PLATFORM#{Type}), sk {id}.
 * Every list is a Query; updates are conditional on Version (optimistic concurrency); no Scan, no transactions.
 */
export class EntityRepository<T extends Record<string, unknown>> {
  constructor(
    readonly type: string,
    /** Sort key of the ByType index (platform-wide listing across organizations), newest last. */
    private readonly typeSortKey?: (item: T, id: string) => string,
    /** Entities (organization-scoped and platform records) or Catalogue (platform-wide catalogue). */
    private readonly table: Extract<TableKey, 'Entities' | 'Catalogue'> = 'Entities',
  ) {}

  private pk(scope: Scope): string {
    return scope === 'platform' ? `PLATFORM#${this.type}` : `ORG#${scope.organizationId}#${this.type}`;
  }

  private strip(item: Record<string, unknown> | undefined): Versioned<T> | undefined {
    if (!item) return undefined;
    const copy = { ...item };
    for (const key of KEY_ATTRIBUTES) delete copy[key];
    return copy as Versioned<T>;
  }

  private row(scope: Scope, id: string, item: Versioned<T>): Record<string, unknown> {
    const typeIndex = this.typeSortKey ? { typePk: `TYPE#${this.type}`, typeSk: this.typeSortKey(item, id) } : {};
    return { ...item, pk: this.pk(scope), sk: id, ...typeIndex };
  }

  async page(scope: Scope, options: { limit?: number; cursor?: string } = {}): Promise<Page<Versioned<T>>> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(this.table),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': this.pk(scope) },
        Limit: options.limit ?? 100,
        ExclusiveStartKey: decodeCursor(options.cursor),
      }),
    );
    return {
      items: (answer.Items ?? []).map((item) => this.strip(item)!),
      cursor: encodeCursor(answer.LastEvaluatedKey),
    };
  }

  /** Every record of the scope, page by page, up to MAX_LIST_ITEMS. */
  async all(scope: Scope): Promise<Versioned<T>[]> {
    return this.collect((cursor) => this.page(scope, { limit: 500, cursor }));
  }

  /**
   * Every record of this type across organizations (ByType index), newest first, up to MAX_LIST_ITEMS;
   * with a prefix, only those whose index sort key starts with it.
   */
  async allAcrossOrganizations(prefix?: string): Promise<Versioned<T>[]> {
    if (!this.typeSortKey) throw new Error(`${this.type} has no ByType index`);
    return this.collect(async (cursor) => {
      const answer = await dynamo().send(
        new QueryCommand({
          TableName: tableName(this.table),
          IndexName: 'ByType',
          KeyConditionExpression: prefix ? 'typePk = :typePk AND begins_with(typeSk, :prefix)' : 'typePk = :typePk',
          ExpressionAttributeValues: { ':typePk': `TYPE#${this.type}`, ...(prefix ? { ':prefix': prefix } : {}) },
          ScanIndexForward: false,
          Limit: 500,
          ExclusiveStartKey: decodeCursor(cursor),
        }),
      );
      return {
        items: (answer.Items ?? []).map((item) => this.strip(item)!),
        cursor: encodeCursor(answer.LastEvaluatedKey),
      };
    });
  }

  private async collect(next: (cursor?: string) => Promise<Page<Versioned<T>>>): Promise<Versioned<T>[]> {
    const items: Versioned<T>[] = [];
    let cursor: string | undefined;
    do {
      const page = await next(cursor);
      items.push(...page.items);
      cursor = page.cursor;
    } while (cursor && items.length < MAX_LIST_ITEMS);
    return items.slice(0, MAX_LIST_ITEMS);
  }

  async get(scope: Scope, id: string): Promise<Versioned<T> | undefined> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(this.table), Key: { pk: this.pk(scope), sk: id }, ConsistentRead: true }),
    );
    return this.strip(answer.Item);
  }

  /** Stores a new record; a record with the same id answers `exists`. */
  async create(scope: Scope, id: string, item: T): Promise<Versioned<T>> {
    const stored = { ...item, Version: 1 } as Versioned<T>;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(this.table),
          Item: this.row(scope, id, stored),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('exists');
      throw error;
    }
    return stored;
  }

  /**
   * Replaces a record. With expectedVersion, only if nobody changed it meanwhile (else `conflict`, nothing written);
   * a record that is not there (or belongs to another scope) answers `notFound`.
   */
  async replace(scope: Scope, id: string, item: T, expectedVersion?: number): Promise<Versioned<T>> {
    const current = await this.get(scope, id);
    if (!current) throw new AppError('notFound');
    if (expectedVersion !== undefined && current.Version !== expectedVersion) throw new AppError('conflict');
    const stored = { ...item, Version: current.Version + 1 } as Versioned<T>;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(this.table),
          Item: this.row(scope, id, stored),
          ConditionExpression: 'attribute_exists(pk) AND Version = :version',
          ExpressionAttributeValues: { ':version': current.Version },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('conflict');
      throw error;
    }
    return stored;
  }

  async delete(scope: Scope, id: string, expectedVersion?: number): Promise<void> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(this.table),
          Key: { pk: this.pk(scope), sk: id },
          ConditionExpression:
            expectedVersion === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND Version = :version',
          ...(expectedVersion === undefined ? {} : { ExpressionAttributeValues: { ':version': expectedVersion } }),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      throw new AppError((await this.get(scope, id)) ? 'conflict' : 'notFound');
    }
  }
}
