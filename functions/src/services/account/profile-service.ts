import { sessionStore } from '../../auth/session-store';
import type { changePasswordInput } from '@switchboard/shared';
import { accountEvent } from '../logs/audit';
import type * as z from 'zod/mini';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Principal } from '../../auth/principal';
import { startSession } from '../../auth/sessions';
import { accountRepository } from './account-repository';
import { AppError } from '../../errors';
import { limitRate, reserveGuess } from './rate-limits-service';

export type PasswordChange =
  { Success: true; Message: string; token: string } | { Success: false; Message: string; token?: undefined };

const wrongCurrent = 'The current password is not correct.';

/**
 * Changes the password after checking the current one; every session of the user ends and a new one starts. The
 * check is throttled like sign-in: per client address, and it spends the account's password guesses (a stolen
 * session cannot try passwords any faster than the sign-in form).
 */
export async function changePassword(
  input: z.output<typeof changePasswordInput>,
  principal: Principal,
  clientAddress: string,
): Promise<PasswordChange> {
  await limitRate('password', clientAddress);
  const user = await accountRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  const guess = await reserveGuess(user.Email);
  if (!(await verifyPassword(input.OldPassword, user.PasswordHash))) {
    const refusal = await guess.failed(wrongCurrent);
    if (refusal.kind === 'tooMany') throw refusal;
    return { Success: false, Message: wrongCurrent };
  }
  await guess.succeeded();
  if (input.NewPassword === input.OldPassword) {
    return { Success: false, Message: 'The new password must differ from the current one.' };
  }
  await accountRepository.updateUser(user.Email, { PasswordHash: await hashPassword(input.NewPassword) });
  await sessionStore.endSessionsOf(user.Email);
  const token = await startSession(user);
  accountEvent('PasswordChange', principal);
  return {
    Success: true,
    Message: 'Your password has been changed. Other sessions of your account were signed out.',
    token,
  };
}

export async function employeeData(principal: Principal) {
  const user = await accountRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  return {
    ResponseStatus: 'Success',
    ResponseMessage: user.EmployeeID ? '' : 'This account is not linked to an employee record yet.',
    ResponseBody: JSON.stringify({ EmployeeId: user.EmployeeID ?? null, EmployeeOrganizationId: user.OrganizationID }),
  };
}
