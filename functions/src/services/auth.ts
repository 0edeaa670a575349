import { messages, type PrincipalAnswer } from '@switchboard/shared';
import { decoyHash, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/principal';
import { endSession, startSession } from '../auth/sessions';
import { identityRepository, type UserRecord } from '../data/identity-repository';
import { AppError } from '../http/errors';
import { getOrganization } from './organizations';

async function describe(user: Pick<UserRecord, 'Email' | 'FirstName' | 'LastName' | 'Role' | 'OrganizationID'>) {
  const organization = await getOrganization(user.OrganizationID);
  return {
    Email: user.Email,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Role: user.Role,
    OrganizationID: user.OrganizationID,
    OrganizationName: organization?.OrganizationName ?? '',
  } satisfies PrincipalAnswer;
}

/**
 * Checks the credentials and starts a new session (the old one, if the browser had one, ends: session rotation).
 * A wrong email and a wrong password answer the same message in about the same time.
 */
export async function signIn(
  input: { Email: string; Password: string },
  previousToken: string | undefined,
): Promise<{ token: string; principal: PrincipalAnswer }> {
  const user = await identityRepository.getUser(input.Email.trim());
  const valid = await verifyPassword(input.Password, user?.PasswordHash ?? (await decoyHash()));
  if (!user || !valid || !user.Enabled) throw new AppError('invalid', messages.msg_sign_in_failed);
  await endSession(previousToken);
  const token = await startSession(user);
  return { token, principal: await describe(user) };
}

export async function signOut(token: string | undefined): Promise<void> {
  await endSession(token);
}

export async function whoAmI(principal: Principal): Promise<PrincipalAnswer> {
  const user = await identityRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  return describe(user);
}
