import type { Connection } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { routeQueryKey, setCachedAnswer } from '../../../api/use-route';

/** The cache key of the organization's connections (read with useRoute('GetIntegrationConfiguration')). */
export const connectionsKey = routeQueryKey('GetIntegrationConfiguration');

/**
 * Puts a saved connection into the list at once: an edit replaces its row, a new one goes to the top (the list is
 * newest first); then the list reloads from the server.
 */
export function useShowSavedConnection() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: Connection) => {
      const same = (row: Connection) => row.IntegrationConfigurationID === saved.IntegrationConfigurationID;
      setCachedAnswer(queryClient, 'GetIntegrationConfiguration', (rows = []) =>
        rows.some(same) ? rows.map((row) => (same(row) ? saved : row)) : [saved, ...rows],
      );
      void queryClient.invalidateQueries({ queryKey: connectionsKey });
    },
    [queryClient],
  );
}
