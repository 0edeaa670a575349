import type { RouteList } from '../../api/use-route-list';

/** What ListTable takes besides its declaration, from the list hook that reads its rows (useRouteList). */
export const listTableState = <T>(list: RouteList<T>) => ({
  items: list.rows,
  loading: list.isPending && !list.isError,
  refreshing: list.refreshing,
  loadFailed: list.isError && !list.loaded,
  onRefresh: () => void list.reload().catch(() => undefined),
  paging: list,
});
