import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { InvitationStatus as Status } from '@switchboard/shared';

const statusTypes: Record<Status, StatusIndicatorProps.Type> = {
  Invited: 'pending',
  Registered: 'in-progress',
  Approved: 'in-progress',
  Configured: 'success',
  Cancelled: 'stopped',
  Expired: 'warning',
};

/** What happens next, shown in an invitation's details. */
export const nextSteps: Record<Status, string> = {
  Invited: 'Waiting for the invitee to register through the link in the email.',
  Registered: 'Registered: approve the registration so the user can sign in.',
  Approved: 'Approved: configure the registration to create the employee record.',
  Configured: 'Done: the user is set up.',
  Cancelled: 'Cancelled: the link no longer works.',
  Expired: 'The link expired before the invitee registered: resend the invitation.',
};

export function InvitationStatus({ status }: { status: Status }) {
  return <StatusIndicator type={statusTypes[status]}>{status}</StatusIndicator>;
}
