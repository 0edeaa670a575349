import type { ReactNode } from 'react';
import { usePrincipal } from '../../session/principal';
import { gateTitle } from '../screens/lookup';
import { canUse, type Screen } from '../screens/screen';
import { NotAllowedPage } from './pages';

/** Shows the screen only to the roles its routes allow; everyone else gets a clear "not allowed" page. */
export function RoleGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  const principal = usePrincipal();
  return canUse(screen, principal.Role) ? children : <NotAllowedPage screen={gateTitle(screen)} />;
}
