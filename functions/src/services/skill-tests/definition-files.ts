import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { ORPHAN_GRACE_MS, watchFile } from './upload-ledger';
import { releaseBytes, reserveBytes } from './upload-quota';

let client: S3Client | undefined;
const s3 = () => (client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));

function bucket(): string {
  const name = process.env.BUCKET_FILES;
  if (!name) throw new Error('BUCKET_FILES is not set');
  return name;
}

/** What Url fields hold: a path of this API naming the file, never a bucket address (files are not public). */
export const FILE_URL_PREFIX = '/Media/Files/';

/** The object key of a file Url, always under the caller's organization (a Url cannot reach another one's files). */
const keyOf = (organizationId: string, url: string) =>
  `${organizationId}/skill-tests/${url.slice(FILE_URL_PREFIX.length)}`;

/**
 * Stores a definition's JSON text as a new file of the organization and answers its Url. The file is watched first:
 * unless a test record names it within ORPHAN_GRACE_MS, the sweep removes it (orphaned-files.ts).
 */
export async function storeDefinitionFile(organizationId: string, json: string): Promise<string> {
  const url = `${FILE_URL_PREFIX}${randomUUID()}.json`;
  await watchFile(organizationId, url, new Date(Date.now() + ORPHAN_GRACE_MS));
  await writeDefinitionFile(organizationId, url, json);
  return url;
}

/** The size of the organization's file, 0 when there is none. */
async function sizeOf(organizationId: string, url: string): Promise<number> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: keyOf(organizationId, url) }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return 0;
    throw error;
  }
}

/**
 * Writes the file (a new one, or over the old: its earlier version expires by the bucket's lifecycle rule). The
 * bytes it adds are counted against the organization's cap first (413 past it, nothing written).
 */
export async function writeDefinitionFile(organizationId: string, url: string, json: string): Promise<void> {
  const bytes = Buffer.byteLength(json, 'utf8');
  const before = await sizeOf(organizationId, url);
  await reserveBytes(organizationId, bytes - before);
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: keyOf(organizationId, url),
        Body: json,
        ContentType: 'application/json',
      }),
    );
  } catch (error) {
    await releaseBytes(organizationId, bytes - before);
    throw error;
  }
  await releaseBytes(organizationId, before - bytes);
}

/** The file's text, or undefined when there is none. */
export async function readDefinitionFile(organizationId: string, url: string): Promise<string | undefined> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: keyOf(organizationId, url) }));
    return await answer.Body!.transformToString('utf8');
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') return undefined;
    throw error;
  }
}

export async function deleteDefinitionFile(organizationId: string, url: string): Promise<void> {
  const bytes = await sizeOf(organizationId, url);
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: keyOf(organizationId, url) }));
  await releaseBytes(organizationId, bytes);
}

/** Every definition file the organization keeps in the bucket, by Url, with its size (a page of keys at a time). */
export async function listDefinitionFiles(organizationId: string): Promise<{ url: string; bytes: number }[]> {
  const prefix = keyOf(organizationId, FILE_URL_PREFIX);
  const files: { url: string; bytes: number }[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      files.push({ url: `${FILE_URL_PREFIX}${object.Key!.slice(prefix.length)}`, bytes: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return files;
}
