import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomInt } from 'node:crypto';
import { dynamo, isConditionFailure, tableName } from './clients';

/**
 * Strict sliding windows in the Identity table: at most `limit` hits per key in ANY `windowMs`, not per calendar
 * minute (fixed windows let twice the limit through across a boundary). One item per key holds `limit` slots,
 * each the time (epoch ms) of the hit that used it; a hit claims a slot whose time has left the window with a
 * conditional write, so concurrent hits never share a slot. Only GetItem and conditional UpdateItem: no
 * transactions, which the embedded DynamoDB lacks.
 *
 * Why not rate-limiter-flexible's DynamoDB store (DESIGN §12): it needs its own table (partition key `key`) and
 * counts fixed windows that start at a key's first hit, so a burst at the end of one window plus one at the start
 * of the next gets through twice the limit — the very fault this replaces.
 */

export interface WindowRule {
  limit: number;
  windowMs: number;
  /**
   * A hit is pending until settled (settle or giveBack): e.g. a password guess whose check is under way. A full
   * window that holds pending hits answers how many, so a caller can tell "full of judged hits" from "busy".
   */
  pending?: boolean;
}

/** A pending hit not settled after this long counts as judged (its process ended before it could settle it). */
export const PENDING_MS = 30_000;

/** A claimed slot, to give back when the hit should not count after all (a right password). */
export interface Hit {
  key: string;
  slot: number;
  at: number;
}

export type Take =
  | { allowed: true; hit: Hit; /** Hits in the window, this one included. */ count: number; resetsInMs: number }
  | {
      allowed: false;
      count: number;
      resetsInMs: number;
      /** Live hits still pending (see WindowRule). */ pending: number;
    };

const itemKey = (key: string) => ({ pk: `WINDOW#${key}`, sk: 'SLOTS' });
const slotName = (slot: number) => `s${slot}`;
/** Set beside a slot while its hit is pending (to the hit's time). */
const pendingName = (slot: number) => `p${slot}`;

const timesOf = (item: Record<string, unknown> | undefined, limit: number) =>
  Array.from({ length: limit }, (_, slot) => Number(item?.[slotName(slot)] ?? 0));

async function slotItem(key: string): Promise<Record<string, unknown> | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName('Identity'), Key: itemKey(key), ConsistentRead: true }),
  );
  return answer.Item;
}

/** Live hits still pending: marked, the mark is this very hit's, and younger than PENDING_MS. */
function pendingCount(item: Record<string, unknown> | undefined, limit: number, now: number, windowMs: number) {
  return timesOf(item, limit).filter((at, slot) => {
    const mark = Number(item?.[pendingName(slot)] ?? 0);
    return at > now - windowMs && mark === at && mark > now - PENDING_MS;
  }).length;
}

/** Claims the slot unless another hit took it meanwhile; answers the slot times just after the claim. */
async function claim(key: string, slot: number, now: number, rule: WindowRule): Promise<number[] | undefined> {
  try {
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('Identity'),
        Key: itemKey(key),
        UpdateExpression: `SET #slot = :now, expiresAt = :expires${rule.pending ? ', #pending = :now' : ''}`,
        ConditionExpression: 'attribute_not_exists(#slot) OR #slot <= :cutoff',
        ExpressionAttributeNames: {
          '#slot': slotName(slot),
          ...(rule.pending ? { '#pending': pendingName(slot) } : {}),
        },
        ExpressionAttributeValues: {
          ':now': now,
          ':cutoff': now - rule.windowMs,
          ':expires': Math.ceil((now + rule.windowMs) / 1000),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return timesOf(answer.Attributes, rule.limit);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

function window(times: number[], now: number, rule: WindowRule) {
  const live = times.filter((at) => at > now - rule.windowMs);
  const free = times.flatMap((at, slot) => (at > now - rule.windowMs ? [] : [slot]));
  const resetsInMs = (live.length ? Math.min(...live) : now) + rule.windowMs - now;
  return { live, free, resetsInMs };
}

/** Counts a hit on the key if the window has room; answers how full it is and when its oldest hit leaves it. */
export async function takeSlot(key: string, rule: WindowRule): Promise<Take> {
  // Every failed claim means another hit took that slot, so this ends after at most `limit` rounds.
  for (let round = 0; round <= rule.limit; round++) {
    const now = Date.now();
    const item = await slotItem(key);
    const before = window(timesOf(item, rule.limit), now, rule);
    if (!before.free.length) {
      const pending = rule.pending ? pendingCount(item, rule.limit, now, rule.windowMs) : 0;
      return { allowed: false, count: before.live.length, resetsInMs: before.resetsInMs, pending };
    }
    // A random free slot, so concurrent hits seldom race for the same one.
    const slot = before.free[randomInt(before.free.length)]!;
    const after = await claim(key, slot, now, rule);
    if (after) {
      // Counted on the item as this write left it, so hits that raced each get a different count.
      const { live, resetsInMs } = window(after, now, rule);
      return { allowed: true, hit: { key, slot, at: now }, count: live.length, resetsInMs };
    }
  }
  return { allowed: false, count: rule.limit, resetsInMs: rule.windowMs, pending: 0 };
}

/** Settles a pending hit: it counts from now on as judged (a wrong password). */
export async function settle(hit: Hit): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('Identity'),
        Key: itemKey(hit.key),
        UpdateExpression: 'REMOVE #pending',
        ConditionExpression: '#slot = :at',
        ExpressionAttributeNames: { '#slot': slotName(hit.slot), '#pending': pendingName(hit.slot) },
        ExpressionAttributeValues: { ':at': hit.at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Frees the hit's slot (if it still holds this hit), so it no longer counts. */
export async function giveBack(hit: Hit): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('Identity'),
        Key: itemKey(hit.key),
        UpdateExpression: 'REMOVE #slot, #pending',
        ConditionExpression: '#slot = :at',
        ExpressionAttributeNames: { '#slot': slotName(hit.slot), '#pending': pendingName(hit.slot) },
        ExpressionAttributeValues: { ':at': hit.at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
