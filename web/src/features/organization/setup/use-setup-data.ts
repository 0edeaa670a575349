import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRoute } from '../../../api/use-route';

/**
 * GetData in setup mode (the pending list) or update mode (the organization's connections); both carry the
 * organization's details, IsInvited and the catalogue. `refresh` loads every reader of GetData (and the connections)
 * again after a change.
 */
export function useSetupData(updateMode: boolean, enabled = true) {
  return useRoute('GetData', { IsUpdateMode: updateMode ? 'true' : 'false' }, { enabled });
}

export function useRefreshSetup() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        ['GetData', 'GetIntegrationConfiguration'].map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
      ),
    [queryClient],
  );
}
