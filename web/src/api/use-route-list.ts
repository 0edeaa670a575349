import {
  MAX_PAGE_SIZE,
  routes,
  type AnswerOf,
  type ItemOf,
  type RouteDef,
  type RouteName,
  type Routes,
} from '@switchboard/shared';
import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callRoutePage, type RouteAnswer } from './client';
import { routeQuery } from './use-route';

/** The rows of a list route as a table shows them, read whole or page by page as the route table says. */
export interface RouteList<T> {
  rows: T[];
  /** The list has been read at least once (it may have failed since). */
  loaded: boolean;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  errorUpdatedAt: number;
  /** Reading the list again (a refresh, or after a change), not its first read nor a next page. */
  refreshing: boolean;
  /** The route pages on the server and has rows past the loaded ones. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Where the server cut a list it did not send whole (past MAX_LIST_ITEMS). */
  truncatedAt?: number;
  /** Loads pages until `count` rows are loaded or none is left; answers how many are loaded. */
  loadRows: (count: number) => Promise<number>;
  /** Reads the list again (every loaded page); answers its rows, or throws what failed. */
  reload: () => Promise<T[]>;
}

export interface RouteListOptions<A, T> {
  /** The list route's query (e.g. the page's filters); a change reads the list again from its first page. */
  query?: object;
  /** Rows from the answer when it is not the array of rows (e.g. one part of it). */
  select?: (answer: A) => T[];
  /** Rows a server page brings, for a paged route (default MAX_PAGE_SIZE: the fewest round trips). */
  pageSize?: number;
  /** A paged route is read page after page to its end (the table then knows how many pages it has). */
  readAll?: boolean;
}

interface Rows<T> {
  rows: T[];
  truncatedAt?: number;
}

/** A paged route's pages are cached apart from its whole answer (another shape): `[name, query, 'pages', size]`. */
export const routePagesKey = (name: RouteName, query: object | undefined, pageSize: number) =>
  [name, query ?? {}, 'pages', pageSize] as const;

const asRows = <T>(answer: unknown) => (answer ?? []) as T[];

/**
 * THE list hook of the tables (ListScreen, and pages that build their table on ListTable). A route declared
 * `paged` is read a page at a time (PageSize, then each answer's cursor) and `loadRows` reads on; any other list
 * is read whole, sharing useRoute's cache, and says where the server cut it if it did.
 */
export function useRouteList<N extends RouteName, T = ItemOf<Routes[N]>>(
  name: N,
  options: RouteListOptions<AnswerOf<Routes[N]>, T> = {},
): RouteList<T> {
  const { query, pageSize = MAX_PAGE_SIZE, readAll = false } = options;
  const paged = Boolean((routes[name] as RouteDef).paged);
  const select = (options.select ?? asRows) as (answer: unknown) => T[];
  const selectWhole = useCallback(
    (cached: RouteAnswer): Rows<T> => ({ rows: select(cached.answer), truncatedAt: cached.page.limit }),
    [select],
  );
  const selectPages = useCallback(
    (data: InfiniteData<RouteAnswer, string | undefined>): Rows<T> => ({
      rows: data.pages.flatMap((page) => select(page.answer)),
    }),
    [select],
  );
  // Both hooks always run (the rules of hooks); the route's declaration enables one.
  const whole = useQuery({
    ...routeQuery(name, query),
    enabled: !paged,
    select: selectWhole,
    // While another query (e.g. a new filter) loads, the rows of the last one stay, marked as refreshing.
    placeholderData: keepPreviousData,
  });
  const pages = useInfiniteQuery({
    queryKey: routePagesKey(name, query, pageSize),
    queryFn: ({ signal, pageParam }) =>
      callRoutePage(name, { query: { ...query, PageSize: pageSize, Cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RouteAnswer) => last.page.nextCursor,
    enabled: paged,
    select: selectPages,
    placeholderData: keepPreviousData,
  });

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (readAll && paged && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [readAll, paged, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (!paged) {
    return {
      ...state(whole, whole.data),
      refreshing: whole.isFetching && !whole.isPending,
      hasMore: false,
      loadingMore: false,
      loadRows: async () => whole.data?.rows.length ?? 0,
      reload: async () => (await whole.refetch({ throwOnError: true })).data?.rows ?? [],
    };
  }
  return {
    ...state(pages, pages.data),
    refreshing: pages.isFetching && !pages.isPending && !pages.isFetchingNextPage,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadRows: async (count) => {
      let loaded = pages.data?.rows.length ?? 0;
      let more = pages.hasNextPage;
      while (loaded < count && more) {
        const next = await fetchNextPage({ throwOnError: true });
        loaded = next.data?.rows.length ?? loaded;
        more = next.hasNextPage;
      }
      return loaded;
    },
    reload: async () => (await pages.refetch({ throwOnError: true })).data?.rows ?? [],
  };
}

function state<T>(
  query: { isPending: boolean; isError: boolean; error: Error | null; errorUpdatedAt: number },
  data: Rows<T> | undefined,
) {
  const { isPending, isError, error, errorUpdatedAt } = query;
  const loaded = data !== undefined;
  return { rows: data?.rows ?? [], loaded, truncatedAt: data?.truncatedAt, isPending, isError, error, errorUpdatedAt };
}
