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
] as const;
export type Group = (typeof groups)[number];
