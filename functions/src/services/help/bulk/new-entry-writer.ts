import { recordsImported } from '../../logs/audit';
import { helpRepository, type HelpRecord } from '../help-repository';
import { releaseQuestions } from '../question-claims-service';

/** DynamoDB's limit of items in one BatchWriteItem. */
const ENTRIES_PER_BATCH = 25;

export type NewRecord = { id: string; item: HelpRecord; questions: string[] };

/**
 * Writes an import's new entries, after their question claims (the chunk's, made at once): a batch of 25 (one
 * BatchWriteItem) goes as soon as 25 entries are added, so the batches are in flight while the next entries are
 * prepared. A batch that fails releases its entries' claims (no claim without its entry); `finish` waits for every
 * batch and answers the first failure.
 */
export function newEntryWriter(organizationId: string) {
  let waiting: NewRecord[] = [];
  const writes: Promise<void>[] = [];
  const failures: unknown[] = [];
  let written = 0;

  const send = (batch: NewRecord[]) => {
    const write = async () => {
      try {
        await helpRepository.createMany({ organizationId }, batch);
        written += batch.length;
      } catch (error) {
        failures.push(error);
        // A claim left behind is taken over by the next claimant (its entry does not exist), so this may fail.
        const releases = batch.map((record) => releaseQuestions(organizationId, record.id, record.questions));
        await Promise.all(releases).catch((releaseError: unknown) => failures.push(releaseError));
      }
    };
    writes.push(write());
  };

  return {
    add(record: NewRecord) {
      waiting.push(record);
      if (waiting.length < ENTRIES_PER_BATCH) return;
      send(waiting);
      waiting = [];
    },

    /** Writes what is left, waits for every batch, then logs the import once (see recordsImported). */
    async finish() {
      if (waiting.length) send(waiting);
      waiting = [];
      await Promise.all(writes);
      if (written > 0) recordsImported(helpRepository.type, written);
      if (failures.length) throw failures[0];
    },
  };
}
