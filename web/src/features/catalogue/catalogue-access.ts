import { accessAllows, routes } from '@switchboard/shared';
import { usePrincipal } from '../../session/principal';

/** Whether the user may change the catalogue (the route table lets only a PlatformAdmin write it). */
export function useCanEditCatalogue(): boolean {
  return accessAllows(routes.SubmitSystemList.access, usePrincipal().Role);
}
