/**
 * Messages of the rules that keep a tenant from misusing the platform (DESIGN §10): one run of a test at a time,
 * where report mail may go and how much, stored upload bytes. Part of THE catalogue (spread into `messages`).
 */
export const guardMessages = {
  msg_skill_test_running: 'This skill test is running already. Please try again when that run has finished.',
} as const;
