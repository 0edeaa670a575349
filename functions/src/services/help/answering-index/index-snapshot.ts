import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { log } from '../../../log/log';
import { deserializeIndex, serializeIndex, type AnsweringIndex, type SentenceEncoder } from '@switchboard/answering';
import type { HelpRecord } from '../help-repository';

/**
 * The organization's answering index as of one content version, in the Files bucket under
 * help-index/{org}/{version}: written by the container that builds it, read by every other container that has no
 * index of that version yet (it loads in about a second instead of encoding every question again). The object
 * holds the engine's serialised index and, beside it, what an answer shows of each entry (text, media), so a
 * loaded snapshot answers without reading the entries. Without BUCKET_FILES (a Lambda not given the bucket) there
 * are no snapshots and each container builds.
 */
export interface AnsweringSnapshot {
  index: AnsweringIndex;
  entries: Map<string, HelpRecord>;
}

const MAGIC = 0x53484253; // "SBHS"
// Fingerprint: what the entry was indexed from (index-build.ts), so a later version can apply only what changed.
const shownFields = [
  'HelpID',
  'LongDescription',
  'MediaUrl',
  'MediaType',
  'AltMarkdown',
  'Card',
  // A conversation's: the topic, the external id follow-ups name, the follow-ups and context-only flag (Kept), next.
  'Topic',
  'ExternalID',
  'Kept',
  'Next',
  'Fingerprint',
] as const;

let client: S3Client | undefined;
const s3 = () => (client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));
const bucket = () => process.env.BUCKET_FILES;
export const snapshotKey = (organizationId: string, version: number) => `help-index/${organizationId}/${version}`;

function encode({ index, entries }: AnsweringSnapshot): Uint8Array {
  const shown = [...entries.values()].map((entry) => Object.fromEntries(shownFields.map((f) => [f, entry[f]])));
  const json = new TextEncoder().encode(JSON.stringify(shown));
  const engine = serializeIndex(index);
  const bytes = new Uint8Array(8 + json.length + engine.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  bytes.set(json, 8);
  bytes.set(engine, 8 + json.length);
  return bytes;
}

async function decode(bytes: Uint8Array, encoder: SentenceEncoder): Promise<AnsweringSnapshot> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Not a help answering snapshot');
  const length = view.getUint32(4, true);
  const shown = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length))) as HelpRecord[];
  const index = await deserializeIndex(bytes.subarray(8 + length), { encoder });
  return { index, entries: new Map(shown.map((entry) => [entry.HelpID, entry])) };
}

/** The snapshot of this version, or undefined when none was written (or it cannot be read: then we build). */
export async function loadSnapshot(
  organizationId: string,
  version: number,
  encoder: SentenceEncoder,
): Promise<AnsweringSnapshot | undefined> {
  const Bucket = bucket();
  if (!Bucket) return undefined;
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket, Key: snapshotKey(organizationId, version) }));
    return await decode(await answer.Body!.transformToByteArray(), encoder);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    log('warn', 'help index snapshot unreadable', { error: (error as Error).message });
    return undefined;
  }
}

/** Writes the snapshot of this version (a failure only costs the next cold container a build). */
export async function saveSnapshot(
  organizationId: string,
  version: number,
  snapshot: AnsweringSnapshot,
): Promise<boolean> {
  const Bucket = bucket();
  if (!Bucket) return false;
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket,
        Key: snapshotKey(organizationId, version),
        Body: encode(snapshot),
        ContentType: 'application/octet-stream',
      }),
    );
    return true;
  } catch (error) {
    log('warn', 'help index snapshot not written', { error: (error as Error).message });
    return false;
  }
}

/** Removes a version's snapshot (cleanup keeps the current and the previous one, snapshot-versions.ts). */
export async function deleteSnapshot(organizationId: string, version: number) {
  const Bucket = bucket();
  if (!Bucket) return;
  try {
    await s3().send(new DeleteObjectCommand({ Bucket, Key: snapshotKey(organizationId, version) }));
  } catch (error) {
    log('warn', 'help index snapshot not removed', { error: (error as Error).message });
  }
}
