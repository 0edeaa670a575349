import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableKey } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from './clients';
import { queryAll } from './list-query';

export interface ItemKey {
  pk: string;
  sk: string;
}

/** The condition a write holds under: DynamoDB's expression and its values. */
export interface Condition {
  expression: string;
  values?: Record<string, unknown>;
}

const conditional = (condition?: Condition) =>
  condition
    ? {
        ConditionExpression: condition.expression,
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      }
    : {};

/** Runs a conditional write: false when its condition did not hold (nothing written). */
async function holds(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Single items addressed by their key (claims, markers, tokens, pending states), for the rules that must hold under
 * concurrency: each write may carry a condition, which is DynamoDB's conditional write (no read-then-write, no
 * transactions). A write whose condition fails answers false.
 */
export function keyedItems<T extends object>(table: TableKey) {
  const TableName = () => tableName(table);
  return {
    async get(key: ItemKey): Promise<T | undefined> {
      const answer = await dynamo().send(new GetCommand({ TableName: TableName(), Key: key, ConsistentRead: true }));
      return answer.Item as T | undefined;
    },

    put(key: ItemKey, value: T, condition?: Condition): Promise<boolean> {
      const Item = { ...value, ...key };
      return holds(() => dynamo().send(new PutCommand({ TableName: TableName(), Item, ...conditional(condition) })));
    },

    delete(key: ItemKey, condition?: Condition): Promise<boolean> {
      return holds(() =>
        dynamo().send(new DeleteCommand({ TableName: TableName(), Key: key, ...conditional(condition) })),
      );
    },

    /** Deletes the item and answers what it held (undefined when there was none): a value that works once. */
    async take(key: ItemKey): Promise<T | undefined> {
      const answer = await dynamo().send(
        new DeleteCommand({ TableName: TableName(), Key: key, ReturnValues: 'ALL_OLD' }),
      );
      return answer.Attributes as T | undefined;
    },

    /** Every item of one partition, page by page. */
    async all(pk: string): Promise<(T & ItemKey)[]> {
      const items = await queryAll({
        TableName: TableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      });
      return items as (T & ItemKey)[];
    },
  };
}
