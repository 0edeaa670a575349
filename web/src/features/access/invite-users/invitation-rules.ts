import { outranks, type InvitedUser, type PrincipalAnswer } from '@switchboard/shared';
import { roleNames } from './invitation-columns';
import { hasAccount } from './invitation-format';

export const invitationActions = ['toggle', 'resend', 'copyLink', 'cancel', 'approve', 'configure'] as const;
export type InvitationAction = (typeof invitationActions)[number];

const pending = (user: InvitedUser) => user.Status === 'Invited' || user.Status === 'Expired';
const cancelled = 'The invitation is cancelled.';
const awaitingRegistration = 'Waiting for the invitee to register.';

/** The signed-in admin, as far as the rules need them. */
export type Me = Pick<PrincipalAnswer, 'Email' | 'Role'>;

/** Why the action is not possible for this invitation in its state, or undefined when it is. */
export function blockedReason(action: InvitationAction, user: InvitedUser, me: Me): string | undefined {
  const { Status } = user;
  switch (action) {
    case 'toggle':
      if (Status === 'Cancelled') return cancelled;
      if (!hasAccount(user)) return 'Only a user who has registered can be enabled or disabled.';
      if (user.Email.toLowerCase() === me.Email.toLowerCase())
        return user.Enabled ? 'You cannot disable your own account.' : 'You cannot enable your own account.';
      // The server's rule (shared outranks): nobody changes the status of a user whose role ranks above theirs.
      if (outranks(user.Role, me.Role)) return `Only a ${roleNames[user.Role]} can enable or disable this user.`;
      return undefined;
    case 'resend':
    case 'copyLink':
      return pending(user)
        ? undefined
        : `The invitation is ${Status.toLowerCase()}: only a pending or expired invitation gets a new link.`;
    case 'cancel':
      if (pending(user) || Status === 'Registered') return undefined;
      return Status === 'Cancelled' ? 'The invitation is already cancelled.' : 'An approved user is disabled instead.';
    case 'approve':
      if (Status === 'Registered') return undefined;
      if (Status === 'Cancelled') return cancelled;
      return pending(user) ? awaitingRegistration : 'The registration is already approved.';
    case 'configure':
      if (Status === 'Approved') return undefined;
      if (Status === 'Cancelled') return cancelled;
      if (Status === 'Registered') return 'Approve the registration first.';
      return pending(user) ? awaitingRegistration : 'The registration is already configured.';
  }
}
