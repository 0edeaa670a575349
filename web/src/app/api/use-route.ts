import type { AnswerOf, QueryOf, RouteName, Routes } from '@switchboard/shared';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callRoute } from './client';

/**
 * The cache key of a route's answer: its name, then its query. Invalidating `[name]` refreshes every query of the
 * route, whatever its query (a mutation invalidates what it changed).
 */
export const routeQueryKey = (name: RouteName, query?: object) => [name, query ?? {}] as const;

export interface RouteQueryOptions<A, S> {
  enabled?: boolean;
  staleTime?: number;
  retry?: false;
  /** Picks or reshapes the answer (e.g. one part of it, rows built from it). */
  select?: (answer: A) => S;
  /** While another query of the route loads (e.g. a new filter), the last answer stays, marked as fetching. */
  keepPrevious?: boolean;
}

/**
 * THE server-state hook of the console: `useRoute('GetSystemLists')`, `useRoute('Invitation', { token })`. The
 * answer is typed by the route table and cached under routeQueryKey, so every screen reading a route shares it.
 */
export function useRoute<N extends RouteName, S = AnswerOf<Routes[N]>>(
  name: N,
  query?: QueryOf<Routes[N]>,
  options: RouteQueryOptions<AnswerOf<Routes[N]>, S> = {},
): UseQueryResult<S, Error> {
  const { keepPrevious, select, ...rest } = options;
  return useQuery({
    queryKey: routeQueryKey(name, query as object | undefined),
    queryFn: ({ signal }) => callRoute(name, { query, signal }) as Promise<AnswerOf<Routes[N]>>,
    select,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...rest,
  });
}
