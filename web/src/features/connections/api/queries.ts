import type { AnswerOf, Connection, Routes } from '@switchboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../app/api/client';
import { listQueryKey } from '../../../components/list-screen/use-entity-data';

export type SystemLists = AnswerOf<Routes['GetSystemLists']>;
export type SystemListItem = SystemLists['SystemLists'][number];

export const connectionsKey = listQueryKey('GetIntegrationConfiguration');

/** The organization's connections, newest first (GET GetIntegrationConfiguration). */
export function useConnections() {
  return useQuery({
    queryKey: connectionsKey,
    queryFn: ({ signal }) => api('GetIntegrationConfiguration', { signal }),
  });
}

/**
 * Puts a saved connection into the list at once: an edit replaces its row, a new one goes to the top (the list is
 * newest first); then the list reloads from the server.
 */
export function useShowSavedConnection() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: Connection) => {
      const same = (row: Connection) => row.IntegrationConfigurationID === saved.IntegrationConfigurationID;
      queryClient.setQueryData<Connection[]>(connectionsKey, (rows = []) =>
        rows.some(same) ? rows.map((row) => (same(row) ? saved : row)) : [saved, ...rows],
      );
      void queryClient.invalidateQueries({ queryKey: connectionsKey });
    },
    [queryClient],
  );
}

/** The catalogue's systems and categories (keyed like every other reader of GetSystemLists, so they share it). */
export function useSystemLists() {
  return useQuery({
    queryKey: listQueryKey('GetSystemLists'),
    queryFn: ({ signal }) => api('GetSystemLists', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The system's own connection fields (GET GetSystemListConnectionFields ?SystemListID=). */
export function useConnectionFields(systemListId: string) {
  const query = { SystemListID: systemListId };
  return useQuery({
    queryKey: listQueryKey('GetSystemListConnectionFields', query),
    queryFn: ({ signal }) => api('GetSystemListConnectionFields', { query, signal }),
    enabled: Boolean(systemListId),
    staleTime: 5 * 60_000,
  });
}

/** The voice intents (test questions) of one system (GET GetVoiceIntents ?SystemListID=). */
export function useVoiceIntents(systemListId: string) {
  const query = { SystemListID: systemListId };
  return useQuery({
    queryKey: listQueryKey('GetVoiceIntents', query),
    queryFn: ({ signal }) => api('GetVoiceIntents', { query, signal }),
    staleTime: 5 * 60_000,
  });
}

export const systemById = (lists: SystemLists | undefined, id: string) =>
  lists?.SystemLists.find((system) => system.SystemListID === id);

export const systemByName = (lists: SystemLists | undefined, name: string) =>
  lists?.SystemLists.find((system) => system.Name.toLowerCase() === name.toLowerCase());
