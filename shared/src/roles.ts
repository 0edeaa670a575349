export const roles = ['PlatformAdmin', 'OrgAdmin', 'Staff'] as const;
export type Role = (typeof roles)[number];

export const groups = [
  'account',
  'users',
  'catalogue',
  'connections',
  'organization',
  'billing',
  'content',
  'help',
  'skilltests',
  'media',
  'relay',
  'logs',
] as const;
export type Group = (typeof groups)[number];

/** How far a role reaches: nobody changes the status, role or password of a user whose role ranks above theirs. */
export const roleRank: Record<Role, number> = { Staff: 1, OrgAdmin: 2, PlatformAdmin: 3 };
export const outranks = (role: Role, other: Role) => roleRank[role] > roleRank[other];
