import type { RecordValues } from '@switchboard/shared';

/** One record written by EntityRepository: what the usage log of it needs. */
export type RecordWrite = {
  kind: 'Create' | 'Update' | 'Delete';
  type: string;
  id: string;
  organizationId?: string;
  before?: RecordValues;
  after?: RecordValues;
};

let listener: ((write: RecordWrite) => void) | undefined;

/**
 * Storage announces each write here instead of importing the audit log (a floor below it); the request layer
 * (http/group-handler.ts) sets the listener, and only a request's writes are logged anyway.
 */
export function listenToRecordWrites(next: (write: RecordWrite) => void): void {
  listener = next;
}

export function announceRecordWrite(write: RecordWrite): void {
  listener?.(write);
}
