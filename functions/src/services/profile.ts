import type { changePasswordInput } from '@switchboard/shared';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/principal';
import { startSession } from '../auth/sessions';
import { identityRepository } from '../data/identity-repository';
import { AppError } from '../http/errors';

export type PasswordChange =
  { Success: true; Message: string; token: string } | { Success: false; Message: string; token?: undefined };

/** Changes the password after checking the current one; every session of the user ends and a new one starts. */
export async function changePassword(
  input: z.output<typeof changePasswordInput>,
  principal: Principal,
): Promise<PasswordChange> {
  const user = await identityRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  if (!(await verifyPassword(input.OldPassword, user.PasswordHash))) {
    return { Success: false, Message: 'The current password is not correct.' };
  }
  if (input.NewPassword === input.OldPassword) {
    return { Success: false, Message: 'The new password must differ from the current one.' };
  }
  await identityRepository.updateUser(user.Email, { PasswordHash: await hashPassword(input.NewPassword) });
  await identityRepository.endSessionsOf(user.Email);
  const token = await startSession(user);
  return {
    Success: true,
    Message: 'Your password has been changed. Other sessions of your account were signed out.',
    token,
  };
}

export async function employeeData(principal: Principal) {
  const user = await identityRepository.getUser(principal.email);
  if (!user) throw new AppError('unauthenticated');
  return {
    ResponseStatus: 'Success',
    ResponseMessage: user.EmployeeID ? '' : 'This account is not linked to an employee record yet.',
    ResponseBody: JSON.stringify({ EmployeeId: user.EmployeeID ?? null, EmployeeOrganizationId: user.OrganizationID }),
  };
}
