import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, messages, UPLOAD_BYTES_PER_ORGANIZATION } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../data/clients';
import { keyedItems } from '../../data/keyed-items';
import { queryAll } from '../../data/list-query';
import { AppError } from '../../errors';

/**
 * The cap on the bytes an organization keeps in the Files bucket (DESIGN §10: everything a tenant can grow has a
 * cap): one counter item per organization, changed only by atomic ADDs, so concurrent uploads cannot both slip
 * under the cap. A write reserves its bytes before it stores the file (and gives them back if the write fails); a
 * delete gives back the file's size. UPLOAD_BYTES_PER_ORGANIZATION in the environment sets another cap (tests).
 */
const counterKey = (organizationId: string) => ({ pk: `ORG#${organizationId}#UploadBytes`, sk: 'TOTAL' });
const counters = keyedItems<{ Bytes?: number; ReservedAt?: number }>('Entities');

/**
 * A reservation counts its bytes before their file is in the bucket (a write reserves first, then stores), so a
 * listing of the bucket misses a write still under way. A Lambda runs 15 minutes at most: a count whose last
 * reservation is older than that has no write under way, and only such a count is set from a listing (recountBytes).
 */
export const WRITE_IN_FLIGHT_MS = 15 * 60_000;

export const uploadCap = () => Number(process.env.UPLOAD_BYTES_PER_ORGANIZATION ?? UPLOAD_BYTES_PER_ORGANIZATION);

const megabytes = (bytes: number) => `${(Math.max(0, bytes) / 1024 / 1024).toFixed(1)} MB`;

const add = (organizationId: string, bytes: number, room: number) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName('Entities'),
      Key: counterKey(organizationId),
      UpdateExpression: 'ADD Bytes :bytes SET ReservedAt = :now',
      ConditionExpression: 'attribute_not_exists(Bytes) OR Bytes <= :room',
      ExpressionAttributeValues: { ':bytes': bytes, ':room': room, ':now': Date.now() },
    }),
  );

/** Counts `bytes` more for the organization, or refuses (413, saying the cap and what is stored) past its cap. */
export async function reserveBytes(organizationId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  const cap = uploadCap();
  try {
    await add(organizationId, bytes, cap - bytes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stored = (await counters.get(counterKey(organizationId)))?.Bytes ?? 0;
    const values = { limit: megabytes(cap), stored: megabytes(stored), size: megabytes(bytes) };
    throw new AppError('tooLarge', fillMessage(messages.msg_upload_quota, values));
  }
}

/**
 * Counts `bytes` fewer (a file deleted, a write that failed, a file rewritten smaller); never below 0 (a file stored
 * before files were counted, deleted now, was never counted).
 */
export async function releaseBytes(organizationId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('Entities'),
        Key: counterKey(organizationId),
        UpdateExpression: 'ADD Bytes :less',
        ConditionExpression: 'Bytes >= :bytes',
        ExpressionAttributeValues: { ':less': -bytes, ':bytes': bytes },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await counters.put(counterKey(organizationId), { Bytes: 0 });
  }
}

/** Counts set from the bucket's files are in the ByType index under this key, by organization (recountBytes). */
const RECOUNTED = 'TYPE#UploadBytesRecounted';

/** The count as stored (Bytes undefined: none yet), with the moment of its last reservation. */
export const storedCount = async (organizationId: string) => {
  const item = await counters.get(counterKey(organizationId));
  return { bytes: item?.Bytes, reservedAt: item?.ReservedAt };
};
export type StoredCount = Awaited<ReturnType<typeof storedCount>>;

/** Whether a write counted in `read` may still be on its way to the bucket at `now` (then no recount yet). */
export const writeMayBeUnderWay = (read: StoredCount, now: number) =>
  read.reservedAt !== undefined && read.reservedAt > now - WRITE_IN_FLIGHT_MS;

/** The organizations whose count was set from their files (one Query, however many organizations). */
export async function recountedOrganizations(): Promise<Set<string>> {
  const items = await queryAll({
    TableName: tableName('Entities'),
    IndexName: 'ByType',
    KeyConditionExpression: 'typePk = :type',
    ExpressionAttributeValues: { ':type': RECOUNTED },
  });
  return new Set(items.map((item) => String(item.typeSk)));
}

/**
 * Sets the count to the bytes the organization's files hold (`bytes`, listed after the count `read` was read), once:
 * files stored before uploads were counted were never in it. Only if the count is still `read` (no upload or delete
 * counted since) and no write counted in it may still be under way (writeMayBeUnderWay); answers whether it was set
 * (if not, the next sweep counts again).
 */
export async function recountBytes(organizationId: string, read: StoredCount, bytes: number): Promise<boolean> {
  if (writeMayBeUnderWay(read, Date.now())) return false;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('Entities'),
        Key: counterKey(organizationId),
        UpdateExpression: 'SET Bytes = :bytes, typePk = :type, typeSk = :organization',
        ConditionExpression:
          read.bytes === undefined
            ? 'attribute_not_exists(Bytes)'
            : read.reservedAt === undefined
              ? 'Bytes = :read AND attribute_not_exists(ReservedAt)'
              : 'Bytes = :read AND ReservedAt = :reservedAt',
        ExpressionAttributeValues: {
          ':bytes': bytes,
          ':type': RECOUNTED,
          ':organization': organizationId,
          ...(read.bytes === undefined ? {} : { ':read': read.bytes }),
          ...(read.reservedAt === undefined ? {} : { ':reservedAt': read.reservedAt }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
