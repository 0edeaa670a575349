import type { ReactNode } from 'react';
import { usePrincipal } from '../auth/principal';
import { canUse, type NavItem } from '../navigation/nav-config';
import { NotAllowedPage } from './pages';

/** Shows the screen only to the roles its navigation entry names; everyone else gets a clear "not allowed" page. */
export function RoleGate({ item, children }: { item: NavItem; children: ReactNode }) {
  const principal = usePrincipal();
  return canUse(item, principal.Role) ? children : <NotAllowedPage screen={item.text} />;
}
