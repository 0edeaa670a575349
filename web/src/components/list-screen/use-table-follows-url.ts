import type { UseCollectionResult } from '@cloudscape-design/collection-hooks';
import { useEffect, useRef } from 'react';
import type { ListColumn } from './table-types';
import { tableUrlMove, type TableView } from './use-url-table-state';

interface Table<T> {
  view: TableView;
  saveView: (view: TableView) => void;
  columns: readonly ListColumn<T>[];
  actions: UseCollectionResult<T>['actions'];
  collectionProps: UseCollectionResult<T>['collectionProps'];
  filterProps: UseCollectionResult<T>['filterProps'];
  paginationProps: UseCollectionResult<T>['paginationProps'];
}

/**
 * Keeps a table (useCollection) and its view in the URL together: what the user changes in the table goes to the
 * URL, and a URL that changes by itself (back, forward, a link) changes the table. Not while `ready` is false.
 */
export function useTableFollowsUrl<T>(
  { view, saveView, columns, actions, collectionProps, filterProps, paginationProps }: Table<T>,
  ready: boolean,
): void {
  const sorted = collectionProps.sortingColumn as ListColumn<T> | undefined;
  const shown: TableView = {
    filteringText: filterProps.filteringText,
    sortingColumn: sorted?.id,
    descending: Boolean(collectionProps.sortingDescending),
    page: paginationProps.currentPageIndex,
  };
  const shownKey = JSON.stringify(shown);
  const viewKey = JSON.stringify(view);
  const lastView = useRef(viewKey);

  // A column declared anew (e.g. once its lookups load) sorts with its new comparator: the table follows it.
  const current = sorted && columns.find((column) => column.id === sorted.id);
  const stale =
    current && (current.sortingComparator !== sorted.sortingComparator || current.sortingField !== sorted.sortingField);
  useEffect(() => {
    if (!stale || !ready) return;
    actions.setSorting({ sortingColumn: current, isDescending: collectionProps.sortingDescending });
    // A new sorting starts at page 1: this one is the same sorting, on the same page.
    actions.setCurrentPage(paginationProps.currentPageIndex);
  });

  useEffect(() => {
    if (!ready) return;
    const urlChanged = lastView.current !== viewKey;
    lastView.current = viewKey;
    const move = tableUrlMove(shown, view, urlChanged);
    if (move === 'follow') {
      // Back, forward or a link: the table follows.
      if (view.filteringText !== shown.filteringText) actions.setFiltering(view.filteringText);
      const column = columns.find((candidate) => candidate.id === view.sortingColumn);
      if (view.sortingColumn !== shown.sortingColumn || view.descending !== shown.descending)
        // No column: the rows in the order they came (a sorting column without a field sorts nothing).
        actions.setSorting({ sortingColumn: column ?? {}, isDescending: view.descending });
      // Last: a new filter or sorting starts at page 1.
      actions.setCurrentPage(view.page);
    } else if (move === 'save') saveView(shown);
    // shown and view are named by their keys
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, shownKey, viewKey]);
}
