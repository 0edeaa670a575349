import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What a table shows besides its rows: filter text, sort and page. */
export interface TableView {
  filteringText: string;
  /** The sorted column's id. */
  sortingColumn?: string;
  descending: boolean;
  page: number;
}

/** The query names of a table's view; a table that is one of several on its page prefixes them with its id. */
export const viewKeys = (prefix: string) => ({
  filter: `${prefix}filter`,
  sort: `${prefix}sort`,
  descending: `${prefix}desc`,
  page: `${prefix}page`,
});

const positive = (text: string | null) => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

export function readView(params: URLSearchParams, prefix: string): TableView {
  const keys = viewKeys(prefix);
  return {
    filteringText: params.get(keys.filter) ?? '',
    sortingColumn: params.get(keys.sort) || undefined,
    descending: params.get(keys.descending) === '1',
    page: positive(params.get(keys.page)),
  };
}

function writeView(params: URLSearchParams, prefix: string, view: TableView): URLSearchParams {
  const keys = viewKeys(prefix);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(keys.filter, view.filteringText);
  set(keys.sort, view.sortingColumn);
  set(keys.descending, view.sortingColumn && view.descending ? '1' : undefined);
  set(keys.page, view.page > 1 ? String(view.page) : undefined);
  return next;
}

export const sameView = (a: TableView, b: TableView) =>
  a.filteringText === b.filteringText &&
  a.sortingColumn === b.sortingColumn &&
  (!a.sortingColumn || a.descending === b.descending) &&
  a.page === b.page;

/**
 * What a table does once it and its URL may have changed: nothing when they show the same view; else follow the URL
 * when the URL changed (back, forward, a link: the user's last word), else save its own view into the URL. A table
 * that changed in the same render as its URL is still following the URL before it (a filter cleared sets page 1):
 * saving it would push the view the user just left back into the history (two quick Backs undid the second).
 */
export function tableUrlMove(shown: TableView, view: TableView, urlChanged: boolean): 'none' | 'follow' | 'save' {
  if (sameView(shown, view)) return 'none';
  return urlChanged ? 'follow' : 'save';
}

/**
 * A table's filter text, sort and page kept in the page's URL (`?filter=…&sort=…&desc=1&page=2`), so a reload,
 * back/forward and a shared link show the same view. A new sort, page or filter is a step of the history; typing on
 * in a filter replaces its step rather than adding one per key.
 */
export function useUrlTableState(prefix: string): [TableView, (view: TableView) => void] {
  const [params, setParams] = useSearchParams();
  const signature = JSON.stringify(readView(params, prefix));
  const view = useMemo(() => JSON.parse(signature) as TableView, [signature]);
  const save = useCallback(
    (next: TableView) => {
      if (sameView(view, next)) return;
      const typingOn =
        next.filteringText !== view.filteringText &&
        next.filteringText !== '' &&
        view.filteringText !== '' &&
        next.sortingColumn === view.sortingColumn &&
        next.descending === view.descending;
      setParams((current) => writeView(current, prefix, next), { replace: typingOn });
    },
    [setParams, prefix, view],
  );
  return [view, save];
}
