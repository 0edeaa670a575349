import { messages, type PrincipalAnswer } from '@switchboard/shared';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import type { Principal } from '../../auth/principal';
import { endSession, startSession } from '../../auth/sessions';
import { accountRepository, type UserRecord } from './account-repository';
import { AppError } from '../../errors';
import { getOrganization } from '../organization/organization-service';
import { limitRate, reserveGuess } from './rate-limits-service';
import { accountEvent } from '../logs/audit';

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
 * A wrong email and a wrong password answer the same message in about the same time; a disabled account or one
 * still waiting for approval answers it too. Guesses count per email, existing or not, so a lock reveals nothing;
 * each is reserved before the password is checked (see reserveGuess), a right password's is given back.
 */
export async function signIn(
  input: { Email: string; Password: string },
  previousToken: string | undefined,
  clientAddress: string,
): Promise<{ token: string; principal: PrincipalAnswer }> {
  await limitRate('signin', clientAddress);
  const email = input.Email.trim().toLowerCase();
  const guess = await reserveGuess(email);
  const user = await accountRepository.getUser(email);
  const valid = await verifyPassword(input.Password, user?.PasswordHash ?? (await decoyHash()));
  if (!user || !valid) {
    // Only an existing account's failure is logged: it has an organization; an unknown address has none.
    if (user) accountEvent('FailedSignIn', account(user));
    throw await guess.failed(messages.msg_sign_in_failed);
  }
  await guess.succeeded();
  // Only someone who knows the password learns that the account waits for approval or is disabled.
  if (user.Approved === false) {
    throw new AppError('invalid', 'Your registration is waiting for your administrator’s approval.');
  }
  if (!user.Enabled) throw new AppError('invalid', 'This account is disabled. Ask your administrator.');
  await endSession(previousToken);
  const token = await startSession(user);
  accountEvent('SignIn', account(user));
  return { token, principal: await describe(user) };
}

const account = (user: UserRecord) => ({
  organizationId: user.OrganizationID,
  email: user.Email,
  employeeId: user.EmployeeID,
});

export async function signOut(token: string | undefined, principal?: Principal): Promise<void> {
  await endSession(token);
  if (principal) accountEvent('SignOut', principal);
}

export async function whoAmI(principal: Principal): Promise<PrincipalAnswer> {
  const user = await accountRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  return describe(user);
}
