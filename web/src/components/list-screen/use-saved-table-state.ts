import { useEffect, useState } from 'react';
import { useLocalStorageState } from '../storage/use-local-storage-state';

/** Sort, filter text and page of a table, kept in localStorage so the table opens as it was left. */
export interface SavedTableState {
  sortingField?: string;
  descending?: boolean;
  filteringText?: string;
  page?: number;
}

// A table that keeps no state reads and writes a key nobody else uses, so the hooks run the same way for every table.
const storageKey = (table: string | undefined) => (table ? `switchboard.table.${table}` : 'switchboard.table.-');

/** The state the table was left in (read once, when it opens); nothing for a table that keeps none. */
export function useInitialTableState(table: string | undefined): SavedTableState {
  const [saved] = useLocalStorageState<SavedTableState>(storageKey(table), {});
  const [initial] = useState(table ? saved : {});
  return initial;
}

/** Keeps the table's current state; not while `enabled` is false (e.g. while the rows load the page reads as 1). */
export function useKeepTableState(table: string | undefined, current: SavedTableState, enabled: boolean): void {
  const [, save] = useLocalStorageState<SavedTableState>(storageKey(table), {});
  const { sortingField, descending, filteringText, page } = current;
  useEffect(() => {
    if (enabled && table) save({ sortingField, descending, filteringText, page });
  }, [enabled, table, save, sortingField, descending, filteringText, page]);
}
