import { type RouteName } from '@switchboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import { callRoute } from '../../app/api/client';
import { routeQueryKey } from '../../app/api/use-route';
import type { ListData } from './types';

const asRows = <T>(answer: unknown) => answer as T[];

/** The records of a list screen (react-query; refetched after every change and whenever its query changes). */
export function useEntityList<T>(data: ListData<T>) {
  return useQuery({
    queryKey: routeQueryKey(data.list, data.listQuery),
    queryFn: ({ signal }) => callRoute(data.list, { query: data.listQuery, signal }),
    select: data.selectRows ?? asRows<T>,
    // While another query (e.g. a new filter) loads, the rows of the last one stay, marked as refreshing.
    placeholderData: keepPreviousData,
  });
}

function requireRoute(route: RouteName | undefined, what: string): RouteName {
  if (!route) throw new Error(`this list screen has no ${what} route`);
  return route;
}

/** Create, update and delete through the screen's routes; each invalidates the list it changed. */
export function useEntityMutations<T>(data: ListData<T>) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [data.list, ...(data.invalidates ?? [])].map((route) => queryClient.invalidateQueries({ queryKey: [route] })),
    );

  const create = useMutation({
    mutationFn: (body: unknown) => callRoute(requireRoute(data.create, 'create'), { body }),
    onSuccess: invalidate,
  });
  const update = useMutation({
    mutationFn: (body: unknown) => callRoute(requireRoute(data.update, 'update'), { body }),
    onSuccess: invalidate,
    // A version conflict means the list is stale: reload it so the next edit starts from the current record.
    onError: (error) => (isApiError(error) && error.status === 409 ? invalidate() : undefined),
  });
  const remove = useMutation({
    mutationFn: (item: T) =>
      callRoute(
        requireRoute(data.remove, 'delete'),
        data.toDeleteQuery ? { query: data.toDeleteQuery(item) } : { body: data.toDeleteBody?.(item) ?? item },
      ),
    onSuccess: invalidate,
  });
  return { create, update, remove };
}
