import { usePrincipal } from '../../app/auth/principal';

/** Only a PlatformAdmin changes the catalogue; every other signed-in role sees it read-only. */
export function useCanEditCatalogue(): boolean {
  return usePrincipal().Role === 'PlatformAdmin';
}
