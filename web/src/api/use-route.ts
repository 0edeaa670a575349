import type { AnswerOf, QueryOf, RouteName, Routes } from '@switchboard/shared';
import { keepPreviousData, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { callRoutePage, type RouteAnswer } from './client';
import { WHOLE_ANSWER } from './list-page';

/**
 * The cache key of a route's answer: its name, then its query. Invalidating `[name]` refreshes every query of the
 * route, whatever its query (a mutation invalidates what it changed). The cache holds a RouteAnswer: the answer and
 * what the server said beside it (a list's next page, or that it cut the list), which the tables show.
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

/** The cached read of a route: the one query function of useRoute and of the list tables (use-route-list.ts). */
export const routeQuery = (name: RouteName, query?: object) => ({
  queryKey: routeQueryKey(name, query),
  queryFn: ({ signal }: { signal: AbortSignal }) => callRoutePage(name, { query, signal }),
});

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
    ...routeQuery(name, query as object | undefined),
    select: (cached: RouteAnswer) => {
      const answer = cached.answer as AnswerOf<Routes[N]>;
      return select ? select(answer) : (answer as S);
    },
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...rest,
  });
}

/** The cached answer of a route (undefined before it is read). */
export const cachedAnswer = <N extends RouteName>(client: QueryClient, name: N, query?: QueryOf<Routes[N]>) =>
  client.getQueryData<RouteAnswer<AnswerOf<Routes[N]>>>(routeQueryKey(name, query as object | undefined))?.answer;

/** Puts an answer in the cache at once (e.g. a saved record shown before the list reloads). */
export function setCachedAnswer<N extends RouteName>(
  client: QueryClient,
  name: N,
  update: (answer: AnswerOf<Routes[N]> | undefined) => AnswerOf<Routes[N]>,
  query?: QueryOf<Routes[N]>,
) {
  client.setQueryData<RouteAnswer<AnswerOf<Routes[N]>>>(routeQueryKey(name, query as object | undefined), (cached) => ({
    answer: update(cached?.answer),
    page: cached?.page ?? WHOLE_ANSWER,
  }));
}
