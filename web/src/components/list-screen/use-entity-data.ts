import type { RouteName } from '@switchboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import { callRoute } from '../../app/api/client';
import { routeQueryKey } from '../../app/api/use-route';
import type { FormValues, ListScreenConfig } from './types';

const asRows = <T>(answer: unknown) => answer as T[];

/** The records of a list screen (react-query; refetched after every change and whenever its query changes). */
export function useEntityList<T>(config: ListScreenConfig<T, FormValues>) {
  return useQuery({
    queryKey: routeQueryKey(config.routes.list, config.listQuery),
    queryFn: ({ signal }) => callRoute(config.routes.list, { query: config.listQuery, signal }),
    select: config.selectRows ?? asRows<T>,
    // While another query (e.g. a new filter) loads, the rows of the last one stay, marked as refreshing.
    placeholderData: keepPreviousData,
  });
}

function requireRoute(route: RouteName | undefined, what: string): RouteName {
  if (!route) throw new Error(`this list screen has no ${what} route`);
  return route;
}

/** Create, update and delete through the config's routes; each invalidates the list it changed. */
export function useEntityMutations<T>(config: ListScreenConfig<T, FormValues>) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [config.routes.list, ...(config.invalidates ?? [])].map((route) =>
        queryClient.invalidateQueries({ queryKey: [route] }),
      ),
    );

  const create = useMutation({
    mutationFn: (body: unknown) => callRoute(requireRoute(config.routes.create, 'create'), { body }),
    onSuccess: invalidate,
  });
  const update = useMutation({
    mutationFn: (body: unknown) => callRoute(requireRoute(config.routes.update, 'update'), { body }),
    onSuccess: invalidate,
    // A version conflict means the list is stale: reload it so the next edit starts from the current record.
    onError: (error) => (isApiError(error) && error.status === 409 ? invalidate() : undefined),
  });
  const remove = useMutation({
    mutationFn: (item: T) =>
      callRoute(
        requireRoute(config.routes.remove, 'delete'),
        config.toDeleteQuery ? { query: config.toDeleteQuery(item) } : { body: config.toDeleteBody?.(item) ?? item },
      ),
    onSuccess: invalidate,
  });
  return { create, update, remove };
}
