import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/client';

/** Every organization of the platform (GET /Platform/Organizations), for a PlatformAdmin's organization choice. */
export function useOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ['Organizations'],
    queryFn: ({ signal }) => api('Organizations', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
