import type { ListData } from './types';

/** A request as the console sends it to a route of the route table: its query, its body, or both. */
export interface RouteRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/** The request Delete sends for a row: the declared `?id=`-style query (no body), else the declared body or the row. */
export const deleteRequest = <T>(data: Pick<ListData<T>, 'toDeleteBody' | 'toDeleteQuery'>, item: T): RouteRequest =>
  data.toDeleteQuery ? { query: data.toDeleteQuery(item) } : { body: data.toDeleteBody?.(item) ?? item };
