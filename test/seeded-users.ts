/** The users the local runtime's seed creates (functions/src/local/seed.ts), as the tests sign in with them. */
export const USERS = {
  platform: 'platform.admin@example.com',
  orgAdmin: 'org.admin@example.com',
  staff: 'staff@example.com',
  otherAdmin: 'other.admin@example.org',
} as const;
