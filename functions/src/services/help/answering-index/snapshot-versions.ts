import {
  snapshotPointerKey as pointerKey,
  snapshotPointers as pointers,
  type SnapshotVersions,
} from '../help-repository';
import { deleteSnapshot, saveSnapshot, type AnsweringSnapshot } from './index-snapshot';

/**
 * Which snapshots of an organization's answering index exist: the newest written (Newest) and the one before it
 * (Previous). pk ORG#{org}#HelpVersion, sk SNAPSHOTS. A request that finds no snapshot of the current version
 * starts from the newest one and applies what changed since (index-build.ts). Only these two are kept: writing a
 * newer one deletes the snapshot that falls out (an S3 lifecycle rule on help-index/ is the backstop for races). The item and its key are the help repository's.
 */
export type { SnapshotVersions };

export const snapshotVersions = (organizationId: string) => pointers.get(pointerKey(organizationId));

/**
 * Writes the version's snapshot and records it as the newest when it is newer than the recorded one (a conditional
 * write: of two writers the older version never wins), then deletes the snapshot that is neither current nor previous.
 */
export async function publishSnapshot(organizationId: string, version: number, snapshot: AnsweringSnapshot) {
  if (!(await saveSnapshot(organizationId, version, snapshot))) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    const recorded = await snapshotVersions(organizationId);
    if (recorded && recorded.Newest >= version) return;
    const next: SnapshotVersions = { Newest: version, ...(recorded ? { Previous: recorded.Newest } : {}) };
    const moved = await pointers.put(
      pointerKey(organizationId),
      next,
      recorded
        ? { expression: 'Newest = :seen', values: { ':seen': recorded.Newest } }
        : { expression: 'attribute_not_exists(pk)' },
    );
    if (!moved) continue;
    if (recorded?.Previous !== undefined) await deleteSnapshot(organizationId, recorded.Previous);
    return;
  }
}
