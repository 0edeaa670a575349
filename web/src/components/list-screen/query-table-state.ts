import type { UseQueryResult } from '@tanstack/react-query';

/** A table's rows and load state from the query that reads them (what ListTable takes besides its declaration). */
export const queryTableState = <T>(query: UseQueryResult<readonly T[] | T[], Error>) => ({
  items: query.data ?? [],
  loading: query.isPending && !query.isError,
  refreshing: query.isFetching && !query.isPending,
  loadFailed: query.isError && !query.data,
  onRefresh: () => void query.refetch(),
});
