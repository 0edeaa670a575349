import type { AnswerOf, Routes } from '@switchboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client';
import { listQueryKey } from '../../components/list-screen/use-entity-data';

export type SystemLists = AnswerOf<Routes['GetSystemLists']>;

/**
 * Every system and category of the catalogue (GET GetSystemLists). Keyed like the list screens' own query of that
 * route, so a change made on System list settings refreshes every select that offers systems.
 */
export function useSystemLists() {
  return useQuery({
    queryKey: listQueryKey('GetSystemLists'),
    queryFn: ({ signal }) => api('GetSystemLists', { signal }),
  });
}
