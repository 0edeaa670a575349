import { type RouteName } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { callRoute } from '../../api/client';
import { deleteRequest } from './row-requests';
import type { ListData } from './types';

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
    mutationFn: (body: unknown) =>
      callRoute(requireRoute(data.update, 'update'), { body, query: data.toUpdateQuery?.(body) }),
    onSuccess: invalidate,
    // A version conflict means the list is stale: reload it so the next edit starts from the current record.
    onError: (error) => (isApiError(error) && error.status === 409 ? invalidate() : undefined),
  });
  const remove = useMutation({
    mutationFn: (item: T) => callRoute(requireRoute(data.remove, 'delete'), deleteRequest(data, item)),
    onSuccess: invalidate,
  });
  return { create, update, remove };
}
