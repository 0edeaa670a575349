import { sameName } from '@switchboard/shared';
import { AppError } from '../errors';

export interface NameRule<T> {
  /** The name of a record, as stored. */
  name: (record: T) => string;
  /** The id of a record. */
  id: (record: T) => string;
  /** The id of the record being changed: it may keep its own name. */
  self?: string;
  /** The refusal, naming the field, for the name already taken (as stored). */
  taken: (existing: string) => string;
}

/**
 * THE "name must be unique" rule of records checked against their list (catalogue records, connection records):
 * refuses (409 `exists`) a name another of `records` already has, compared as the shared text rules say
 * (`uniqueKey`: NFKC, case-folded, spaces collapsed). Give only the records the name must differ from (one system's
 * fields, one connection's records). It reads, then the caller writes: two creates at the very same moment can both
 * pass (listed as `readThenWrite` in test/api/sweeps/known-findings.ts); a conditional claim item (as connections
 * hold one per system) replaces this check in this one place.
 */
export function refuseTakenName<T>(records: Iterable<T>, wanted: string, rule: NameRule<T>): void {
  for (const record of records) {
    if (rule.id(record) !== rule.self && sameName(rule.name(record), wanted)) {
      throw new AppError('exists', rule.taken(rule.name(record)));
    }
  }
}
