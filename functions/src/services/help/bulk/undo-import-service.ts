import {
  fillMessage,
  messages,
  splitQuestions,
  type UndoHelpImportAnswer,
  type UndoSkipped,
} from '@switchboard/shared';
import type { Principal } from '../../../auth/principal';
import { withoutVersion } from '../../../data/versioned';
import { AppError } from '../../../errors';
import { recordsChangedInBulk } from '../../logs/audit';
import { bumpContentVersion } from '../content-version';
import { reserveHelp } from '../help-caps';
import { helpRepository } from '../help-repository';
import { startIndexJobAfterImport } from '../answering-index/index-job-after-import';
import { claimKeysOf, claimMany, questionChanges, releaseMany } from '../question-claims-service';
import { helpEntriesById, inParallel, type StoredHelp } from './batch-reads';
import { beginUndo, endUndo, importChanges, listImports, type ImportChange } from './import-records';

const PARALLEL_WRITES = 32;
const questionsOf = (entry: { ShortDescription: string }) => splitQuestions(entry.ShortDescription).length;
const nameOf = (entry: StoredHelp) => splitQuestions(entry.ShortDescription)[0] ?? entry.HelpID;

/** GetHelpImports: the organization's imports of the last 7 days, newest first. */
export const getHelpImports = (principal: Principal) => listImports(principal.organizationId);

/**
 * UndoHelpImport: puts back what the import did: entries it added are deleted, entries it changed get their version
 * from before it, entries it deleted (mode replace) are stored again with their questions and their HelpID.
 *
 * An entry someone changed after the import (its Version is no longer the one the import left) is SKIPPED, left as
 * that person made it and named in the answer with who changed it when: the undo never overwrites later work, and
 * one action stays one action (no question half-way). So is an entry to recreate or restore whose question another
 * entry holds now. The answering index is rebuilt once, at the end (one content version for the whole undo).
 */
export async function undoHelpImport(body: { ImportID: string }, principal: Principal): Promise<UndoHelpImportAnswer> {
  const { organizationId } = principal;
  const record = await beginUndo(organizationId, body.ImportID);
  try {
    const answer = await undoChanges(await importChanges(organizationId, body.ImportID), principal);
    await endUndo(organizationId, body.ImportID, { summary: answer.Message });
    return answer;
  } catch (error) {
    await endUndo(organizationId, body.ImportID, { back: record.Status });
    throw error;
  }
}

async function undoChanges(changes: readonly ImportChange[], principal: Principal): Promise<UndoHelpImportAnswer> {
  const { organizationId } = principal;
  const scope = { organizationId };
  const undone = changes.filter((change) => change.Kind !== 'kept');
  const current = await helpEntriesById(
    organizationId,
    undone.map((change) => change.HelpID),
  );
  const skipped: UndoSkipped[] = [];
  const skip = (entry: StoredHelp, reason: string) =>
    skipped.push({ HelpID: entry.HelpID, Entry: nameOf(entry), Reason: reason });
  const changedSince = (entry: StoredHelp) =>
    skip(
      entry,
      fillMessage(messages.msg_help_undo_changed, {
        by: String(entry.LastUpdatedBy ?? ''),
        at: String(entry.DateLastUpdated ?? ''),
      }),
    );
  /** The entry as the import left it, or undefined (named in skipped) when it moved on since. */
  const asLeft = (change: ImportChange) => {
    const now = current.get(change.HelpID);
    if (!now) {
      if (change.Before) skip(change.Before, messages.msg_help_undo_gone);
      return undefined;
    }
    if (now.Version === change.AfterVersion) return now;
    changedSince(now);
    return undefined;
  };

  // Added: deleted again, their questions freed.
  const removals = undone.filter((change) => change.Kind === 'added').flatMap((change) => asLeft(change) ?? []);
  await helpRepository.deleteMany(
    scope,
    removals.map((entry) => entry.HelpID),
  );
  await releaseMany(
    organizationId,
    removals.map((entry) => ({ helpId: entry.HelpID, keys: claimKeysOf(entry) })),
  );
  await reserveHelp(organizationId, -removals.length, -removals.reduce((sum, entry) => sum + questionsOf(entry), 0));

  // Changed and deleted: the questions they had before are claimed back first (all at once), then they are written.
  const restores = undone
    .filter((change) => change.Kind === 'changed')
    .flatMap((change) => {
      const now = asLeft(change);
      return now ? [{ now, before: change.Before! }] : [];
    });
  const recreations = undone
    .filter((change) => change.Kind === 'deleted' && !current.has(change.HelpID))
    .map((change) => ({ now: undefined, before: change.Before! }));
  const wanted = [...restores, ...recreations].map(({ now, before }) => ({
    before,
    now,
    keys: now ? questionChanges(claimKeysOf(now), claimKeysOf(before)).added : claimKeysOf(before),
  }));
  const outcomes = await claimMany(
    organizationId,
    wanted.flatMap(({ before, keys }) => keys.map((question) => ({ helpId: before.HelpID, question }))),
  );
  let at = 0;
  const claimed = wanted.filter(({ before, keys }) => {
    const lost = keys.find((_, index) => outcomes[at + index] !== 'won');
    at += keys.length;
    if (lost !== undefined) skip(before, fillMessage(messages.msg_help_undo_question_taken, { question: lost }));
    return lost === undefined;
  });
  const notClaimed = wanted.filter((item) => !claimed.includes(item));
  await releaseMany(
    organizationId,
    notClaimed.map(({ before, keys }) => ({ helpId: before.HelpID, keys })),
  );
  const growth = claimed.reduce((sum, { now, before }) => sum + questionsOf(before) - (now ? questionsOf(now) : 0), 0);
  const recreate = claimed.filter(({ now }) => !now);
  await reserveHelp(organizationId, recreate.length, growth);

  const written = await inParallel(
    claimed.filter(({ now }) => now),
    PARALLEL_WRITES,
    async ({ now, before, keys }) => {
      try {
        await helpRepository.replaceRead(scope, before.HelpID, withoutVersion(before), now!);
        await releaseMany(organizationId, [
          { helpId: before.HelpID, keys: questionChanges(claimKeysOf(before), claimKeysOf(now!)).added },
        ]);
        return true;
      } catch (error) {
        if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
        await releaseMany(organizationId, [{ helpId: before.HelpID, keys }]);
        changedSince(now!);
        return false;
      }
    },
  );
  await helpRepository.createMany(
    scope,
    recreate.map(({ before }) => ({ id: before.HelpID, item: withoutVersion(before) })),
  );

  const counts = { removed: removals.length, restored: written.filter(Boolean).length, recreated: recreate.length };
  if (counts.removed + counts.restored + counts.recreated > 0) {
    const version = await bumpContentVersion(organizationId);
    const touched = [...removals, ...claimed.map(({ before }) => before)].reduce(
      (sum, entry) => sum + questionsOf(entry),
      0,
    );
    await startIndexJobAfterImport(organizationId, version, touched);
  }
  const message = [
    fillMessage(messages.msg_help_undo_done, counts),
    ...(skipped.length ? [fillMessage(messages.msg_help_undo_skipped, { count: skipped.length })] : []),
  ].join(' ');
  recordsChangedInBulk(helpRepository.type, 'Update', `Undid a Help import: ${message}`);
  return {
    Removed: counts.removed,
    Restored: counts.restored,
    Recreated: counts.recreated,
    Skipped: skipped,
    Message: message,
  };
}
