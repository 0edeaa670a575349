import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZE } from '@switchboard/shared';
import { useMemo } from 'react';
import { useLocalStorageState } from '../storage/use-local-storage-state';
import type { ListColumn } from './types';

export const PAGE_SIZE_OPTIONS = [PAGE_SIZE, 20, 50] as const;

export interface ListPreferences {
  pageSize: number;
  contentDisplay: readonly CollectionPreferencesProps.ContentDisplayItem[];
  /** The user chose the columns (in the preferences): the table shows them as chosen, not fitted to its width. */
  columnsChosen?: boolean;
}

/**
 * Page size and visible columns, kept in localStorage per screen. Columns the saved order does not know (new, or
 * available to this role only) are appended; saved columns this role does not have are dropped.
 */
export function useListPreferences<T>(
  screenId: string,
  columns: readonly Pick<ListColumn<T>, 'id' | 'hiddenByDefault'>[],
): [ListPreferences, (next: ListPreferences) => void] {
  const [saved, setSaved] = useLocalStorageState<Partial<ListPreferences>>(`switchboard.list.${screenId}`, {});
  const preferences = useMemo<ListPreferences>(() => {
    const ids = new Set(columns.map((column) => column.id));
    const known = (saved.contentDisplay ?? []).filter((item) => ids.has(item.id));
    const missing = columns
      .filter((column) => !known.some((item) => item.id === column.id))
      .map((column) => ({ id: column.id, visible: !column.hiddenByDefault }));
    const pageSize = PAGE_SIZE_OPTIONS.includes(saved.pageSize as never) ? saved.pageSize! : PAGE_SIZE;
    return { pageSize, contentDisplay: [...known, ...missing], columnsChosen: Boolean(saved.contentDisplay) };
  }, [saved, columns]);
  return [preferences, setSaved];
}
