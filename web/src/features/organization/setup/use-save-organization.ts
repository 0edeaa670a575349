import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { OrganizationInput } from '@switchboard/shared';
import { useRefreshSetup } from './use-setup-data';

/**
 * Saves the organization's details: SetupOrganization in setup mode (it also records that the setup was saved,
 * which SubmitSetup needs), UpdateOrganization in update mode. Both from the Version read (else 409).
 */
export function useSaveOrganization(mode: 'setup' | 'update') {
  const refresh = useRefreshSetup();
  return useMutation({
    mutationFn: (body: unknown) =>
      api(mode === 'setup' ? 'SetupOrganization' : 'UpdateOrganization', { body: body as OrganizationInput }),
    onSettled: refresh,
  });
}
