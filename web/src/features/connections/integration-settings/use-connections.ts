import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/client';
import { listQueryKey } from '../../../components/list-screen/use-entity-data';

/** The organization's connections (GET GetIntegrationConfiguration), newest first. */
export function useConnections() {
  return useQuery({
    queryKey: listQueryKey('GetIntegrationConfiguration'),
    queryFn: ({ signal }) => api('GetIntegrationConfiguration', { signal }),
  });
}

/** The default setting fields and the columns of the connection's system (what its records refer to). */
export function useSystemOfConnection(systemListId: string) {
  const query = { SystemListID: systemListId };
  const fields = useQuery({
    queryKey: listQueryKey('GetSystemListDefaultSettingFields', query),
    queryFn: ({ signal }) => api('GetSystemListDefaultSettingFields', { query, signal }),
  });
  const columns = useQuery({
    queryKey: listQueryKey('GetIntegrationColumns', query),
    queryFn: ({ signal }) => api('GetIntegrationColumns', { query, signal }),
  });
  return { fields, columns };
}
