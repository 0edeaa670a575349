import type { PrincipalAnswer, Role } from '@switchboard/shared';
import { createContext, useContext } from 'react';
import { useRoute } from '../api/use-route';

/** Who is signed in (GET /Auth/Me); a missing session answers 401 "Redirect", which sends the user to sign in. */
export function useMeQuery() {
  return useRoute('Me', undefined, { staleTime: 60_000 });
}

export const PrincipalContext = createContext<PrincipalAnswer | undefined>(undefined);

/** The signed-in user; only inside the signed-in part of the console. */
export function usePrincipal(): PrincipalAnswer {
  const principal = useContext(PrincipalContext);
  if (!principal) throw new Error('usePrincipal is only available to signed-in pages');
  return principal;
}

export const roleLabels: Record<Role, string> = {
  PlatformAdmin: 'Platform administrator',
  OrgAdmin: 'Organization administrator',
  Staff: 'Staff',
};

export const roleDescriptions: Record<Role, string> = {
  PlatformAdmin: "Keeps the system catalogue and every organization's invoices.",
  OrgAdmin: 'Manages everything inside the organization: users, connections, settings, content and invoices.',
  Staff: 'Works on content, the help Q&A and skill tests of the organization.',
};

export const fullName = (principal: PrincipalAnswer) =>
  `${principal.FirstName} ${principal.LastName}`.trim() || principal.Email;
