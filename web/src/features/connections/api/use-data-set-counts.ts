import type { Connection } from '@switchboard/shared';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dataSetCount } from './connection-operations';

export const dataSetCountKey = (id: string) => ['GetIntegrationConfigDataSourceCount', id] as const;

/**
 * How many data sets read through each connection (the relay's GetIntegrationConfigDataSourceCount), by id; a
 * connection still loading or whose count failed is absent (the server refuses the delete anyway).
 */
export function useDataSetCounts(connections: readonly Connection[]): ReadonlyMap<string, number> {
  const results = useQueries({
    queries: connections.map((connection) => ({
      queryKey: dataSetCountKey(connection.IntegrationConfigurationID),
      queryFn: () => dataSetCount(connection.IntegrationConfigurationID),
      staleTime: 30_000,
    })),
  });
  const counts = results.map((result) => result.data);
  const key = JSON.stringify(counts);
  return useMemo(() => {
    const byId = new Map<string, number>();
    connections.forEach((connection, index) => {
      const count = counts[index];
      if (typeof count === 'number') byId.set(connection.IntegrationConfigurationID, count);
    });
    return byId;
    // `key` stands for the counts' values: a new array of the same counts keeps the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connections, key]);
}
