import type { Role } from '@switchboard/shared';

/** Who is calling: from the session, never from a body or query string. */
export interface Principal {
  email: string;
  role: Role;
  organizationId: string;
  sessionHash: string;
  /** The user's Employee record, when one is linked (usage logs name it). */
  employeeId?: string;
}
