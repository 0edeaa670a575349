import { useEffect, useState } from 'react';
import { useLocalStorageState } from '../../../components/storage/use-local-storage-state';

/** Sort, filter text and page of a table, kept in localStorage so the table opens as it was left. */
export interface SavedTableState {
  sortingField?: string;
  descending?: boolean;
  filteringText?: string;
  page?: number;
}

const storageKey = (table: string) => `switchboard.table.${table}`;

/** The state the table was left in (read once, when it opens). */
export function useInitialTableState(table: string): SavedTableState {
  const [saved] = useLocalStorageState<SavedTableState>(storageKey(table), {});
  const [initial] = useState(saved);
  return initial;
}

/** Keeps the table's current state; not while `enabled` is false (e.g. while the rows load the page reads as 1). */
export function useKeepTableState(table: string, current: SavedTableState, enabled: boolean): void {
  const [, save] = useLocalStorageState<SavedTableState>(storageKey(table), {});
  const { sortingField, descending, filteringText, page } = current;
  useEffect(() => {
    if (enabled) save({ sortingField, descending, filteringText, page });
  }, [enabled, save, sortingField, descending, filteringText, page]);
}
