import { accountRepository, type UserRecord } from './account-repository';

export type { UserRecord };

/**
 * Accounts as the other domains use them: invitations create, approve and remove them; content, logs and reports
 * name their people and find their addresses. How they are stored stays this domain's (account-repository.ts).
 */
export const accounts = {
  byEmail: (email: string) => accountRepository.getUser(email),
  ofOrganization: (organizationId: string) => accountRepository.usersOf(organizationId),
  create: (user: UserRecord) => accountRepository.createUser(user),
  change: (...args: Parameters<typeof accountRepository.updateUser>) => accountRepository.updateUser(...args),
  remove: (email: string) => accountRepository.deleteUser(email),
};
