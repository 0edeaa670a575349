import type { InvitedUser } from '@switchboard/shared';
import { roleLabels } from '../../../session/principal';
import type { DetailItem } from '../../../components/list-screen/types';
import { formatDateTime } from '../../../components/format/date-time';
import { enabledText, invitedName } from './invitation-format';
import { InvitationStatus, nextSteps } from './invitation-status';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function invitationDetails(user: InvitedUser): DetailItem[] {
  return [
    { label: 'Name', value: invitedName(user) },
    { label: 'Email', value: user.Email },
    ...(user.OrganizationName ? [{ label: 'Organization', value: `${user.OrganizationName} (its first admin)` }] : []),
    { label: 'Role', value: roleLabels[user.Role] },
    { label: 'Status', value: <InvitationStatus status={user.Status} /> },
    { label: 'Next step', value: nextSteps[user.Status] },
    { label: 'Enabled', value: enabledText(user) },
    { label: 'Registered', value: yesNo(user.Accepted) },
    { label: 'Approved', value: yesNo(user.Approved) },
    { label: 'Configured', value: yesNo(user.EnrollmentCompleted) },
    { label: 'Link expires', value: user.Status === 'Invited' ? formatDateTime(user.ExpiresAt) : '-' },
    { label: 'Last updated', value: formatDateTime(user.DateLastUpdated) },
    { label: 'Updated by', value: user.LastUpdatedBy },
    { label: 'Employee ID', value: user.EmployeeID },
    { label: 'Invitation ID', value: user.EmployeeInviteID },
  ];
}
