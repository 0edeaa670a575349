import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_LIST_ITEMS } from '@switchboard/shared';
import { AppError } from '../errors';
import { dynamo } from './clients';

/**
 * One answer of a list, as the paging contract of shared/src/core/paging.ts says: the items, the cursor of the next
 * page when there is more, and whether a list read without a page size stopped at MAX_LIST_ITEMS.
 */
export class Listing<T> {
  constructor(
    readonly items: T[],
    readonly nextCursor?: string,
    readonly truncated = false,
    /** A list answered as an object: the key of its items and what goes beside them (a route's listKey). */
    readonly envelope?: { key: string; beside: Record<string, unknown> },
  ) {}

  map<U>(change: (item: T) => U): Listing<U> {
    return new Listing(this.items.map(change), this.nextCursor, this.truncated, this.envelope);
  }

  /** The same page answered as `{ [key]: items, ...beside }` (GetKPI's {KPIs, Organizations, Employees}). */
  within(key: string, beside: Record<string, unknown> = {}): Listing<T> {
    return new Listing(this.items, this.nextCursor, this.truncated, { key, beside });
  }

  /** The answer body: the items, or the object holding them. */
  body(): unknown {
    return this.envelope ? { [this.envelope.key]: this.items, ...this.envelope.beside } : this.items;
  }
}

/** What a caller asks of a list: one page of pageSize from the cursor on, or (no pageSize) all up to the limit. */
export interface ListRequest {
  pageSize?: number;
  cursor?: string;
}

type Key = Record<string, unknown>;

/** The key attributes a cursor of this query holds, and the ones it must hold with exactly these values. */
export interface CursorShape {
  attributes: readonly string[];
  fixed: Record<string, string>;
}

export const encode = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * A cursor is the key of the last item given out. Only one that positions inside the very list asked for is taken:
 * the right key attributes, all text, the partition the query reads (so a cursor never reaches another organization).
 */
export function decode(cursor: string, shape: CursorShape): Key {
  const refuse = () => new AppError('invalid', 'Cursor: is not a cursor this list gave out');
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw refuse();
  const entries = Object.entries(key);
  const fits =
    entries.length === shape.attributes.length &&
    entries.every(([name, value]) => shape.attributes.includes(name) && typeof value === 'string') &&
    Object.entries(shape.fixed).every(([name, value]) => (key as Key)[name] === value);
  if (!fits) throw refuse();
  return key as Key;
}

const pick = (item: Key, attributes: readonly string[]) =>
  Object.fromEntries(attributes.map((name) => [name, item[name]]));

/** Which of the items read a list gives out (a search's match); the others are read past. */
export type KeepItem = (item: Key) => boolean;

/**
 * Runs a Query as a list: reads one item more than it gives out, so the next cursor is set only when there is a
 * next item (no empty last page), and the cursor is that last given item's key. With `keep`, only the items it
 * keeps count: the Query reads on (DynamoDB's own pages, up to 1 MB each) until one kept item more than the page is
 * found or the key range ends, so a cursor still means that a further kept item exists.
 */
export async function queryList(
  query: QueryCommandInput,
  shape: CursorShape,
  request: ListRequest,
  keep?: KeepItem,
): Promise<Listing<Key>> {
  const want = request.pageSize ?? MAX_LIST_ITEMS;
  const items: Key[] = [];
  let start: Key | undefined = request.cursor ? decode(request.cursor, shape) : undefined;
  do {
    const limit = keep ? undefined : Math.min(want + 1 - items.length, 1000);
    const answer = await dynamo().send(new QueryCommand({ ...query, Limit: limit, ExclusiveStartKey: start }));
    const read = answer.Items ?? [];
    items.push(...(keep ? read.filter(keep) : read));
    start = answer.LastEvaluatedKey;
  } while (start && items.length <= want);
  if (items.length <= want) return new Listing(items);
  const given = items.slice(0, want);
  return new Listing(given, encode(pick(given[want - 1]!, shape.attributes)), request.pageSize === undefined);
}

/** Runs a Query through every page (a list bounded by a rule of the domain, or work off the request path). */
export async function queryAll(query: QueryCommandInput): Promise<Key[]> {
  const items: Key[] = [];
  let start: Key | undefined;
  do {
    const answer = await dynamo().send(new QueryCommand({ ...query, ExclusiveStartKey: start }));
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start);
  return items;
}
