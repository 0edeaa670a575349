import { outranks, SECRET_MASK, type NewEmployee } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import { accounts } from '../account/accounts';

/** An employee record as stored (its PIN only as a hash). */
type StoredEmployee = Record<string, unknown>;

/** The fields of an employee record that sign its user in (mail, login id, voice PIN). */
function signInFieldsChanged(input: NewEmployee, current: StoredEmployee): string[] {
  const changed: string[] = [];
  if (input.Email !== undefined && input.Email.toLowerCase() !== String(current.Email ?? '').toLowerCase()) {
    changed.push('Email');
  }
  if (input.UserLoginId !== undefined && input.UserLoginId !== (current.UserLoginId ?? '')) changed.push('UserLoginId');
  const pinKept = current.UserLoginPinHash ? input.UserLoginPin === SECRET_MASK : !input.UserLoginPin;
  if (input.UserLoginPin !== undefined && !pinKept) changed.push('UserLoginPin');
  return changed;
}

/**
 * The rank rule of DESIGN §10 on employee records: the record linked to a user (the user's EmployeeID) whose role
 * ranks above the caller's keeps its sign-in fields (Email, UserLoginId, UserLoginPin): an OrgAdmin cannot take
 * over a PlatformAdmin's voice sign-in through their employee record. The other fields stay editable.
 */
export async function checkEmployeeRank(input: NewEmployee, principal: Principal, current: StoredEmployee) {
  const changed = signInFieldsChanged(input, current);
  if (changed.length === 0) return;
  const users = await accounts.ofOrganization(principal.organizationId);
  const linked = users.find((user) => user.EmployeeID === current.EmployeeID);
  if (linked && outranks(linked.Role, principal.role)) {
    throw new AppError('forbidden', `${changed[0]}: only a ${linked.Role} can change this of ${linked.Email}.`);
  }
}
