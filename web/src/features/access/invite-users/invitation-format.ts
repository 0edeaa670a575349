import type { InvitedUser } from '@switchboard/shared';

/** "First Last", or the email when the invitation has no name. */
export const invitedName = (user: InvitedUser) => `${user.FirstName} ${user.LastName}`.trim() || user.Email;

/** The invitee has an account (registered, approved or configured): it can be enabled or disabled. */
export const hasAccount = (user: InvitedUser) =>
  user.Status === 'Registered' || user.Status === 'Approved' || user.Status === 'Configured';

export const enabledText = (user: InvitedUser) => (hasAccount(user) ? (user.Enabled ? 'Enabled' : 'Disabled') : '-');

/** Who last changed the invitation, as the "Last updated" cell says it under the date; nothing when not known. */
export const updatedByText = (user: InvitedUser) => (user.LastUpdatedBy ? `by ${user.LastUpdatedBy}` : '');
