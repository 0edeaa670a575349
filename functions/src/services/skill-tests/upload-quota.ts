import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, messages, UPLOAD_BYTES_PER_ORGANIZATION } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../data/clients';
import { keyedItems } from '../../data/keyed-items';
import { AppError } from '../../errors';

/**
 * The cap on the bytes an organization keeps in the Files bucket (DESIGN §10: everything a tenant can grow has a
 * cap): one counter item per organization, changed only by atomic ADDs, so concurrent uploads cannot both slip
 * under the cap. A write reserves its bytes before it stores the file (and gives them back if the write fails); a
 * delete gives back the file's size. UPLOAD_BYTES_PER_ORGANIZATION in the environment sets another cap (tests).
 */
const counterKey = (organizationId: string) => ({ pk: `ORG#${organizationId}#UploadBytes`, sk: 'TOTAL' });
const counters = keyedItems<{ Bytes?: number }>('Entities');

export const uploadCap = () => Number(process.env.UPLOAD_BYTES_PER_ORGANIZATION ?? UPLOAD_BYTES_PER_ORGANIZATION);

const megabytes = (bytes: number) => `${(Math.max(0, bytes) / 1024 / 1024).toFixed(1)} MB`;

const add = (organizationId: string, bytes: number, room: number) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName('Entities'),
      Key: counterKey(organizationId),
      UpdateExpression: 'ADD Bytes :bytes',
      ConditionExpression: 'attribute_not_exists(Bytes) OR Bytes <= :room',
      ExpressionAttributeValues: { ':bytes': bytes, ':room': room },
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
