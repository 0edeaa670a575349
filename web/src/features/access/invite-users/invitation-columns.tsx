import Box from '@cloudscape-design/components/box';
import type { InvitedUser } from '@switchboard/shared';
import { roleLabels } from '../../../session/principal';
import type { ListColumn } from '../../../components/list-screen/types';
import { formatDateTime } from '../../../components/format/date-time';
import { enabledText, invitedName, updatedByText } from './invitation-format';
import { InvitationStatus } from './invitation-status';

/** Short role names for the table (the details and the invite modal use the full labels). */
export const roleNames: Record<InvitedUser['Role'], string> = {
  Staff: 'Staff',
  OrgAdmin: 'Org admin',
  PlatformAdmin: 'Platform admin',
};

/** Name, email, role, status, enabled, last updated and by whom; when the link expires on demand. */
export const invitationColumns: readonly ListColumn<InvitedUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user) => (
      <>
        {invitedName(user)}
        {user.OrganizationName && (
          <Box variant="small" display="block" color="text-body-secondary">
            First admin of {user.OrganizationName}
          </Box>
        )}
      </>
    ),
    sortingComparator: (a, b) => invitedName(a).localeCompare(invitedName(b)),
    isRowHeader: true,
    filterText: (user) => `${invitedName(user)} ${user.OrganizationName ?? ''}`,
  },
  { id: 'email', header: 'Email', cell: (user) => user.Email, sortingField: 'Email', filterText: (user) => user.Email },
  {
    id: 'role',
    header: 'Role',
    cell: (user) => roleNames[user.Role],
    sortingField: 'Role',
    filterText: (user) => `${roleNames[user.Role]} ${roleLabels[user.Role]}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => <InvitationStatus status={user.Status} />,
    sortingField: 'Status',
    filterText: (user) => user.Status,
  },
  {
    id: 'enabled',
    header: 'Enabled',
    cell: enabledText,
    sortingComparator: byText(enabledText),
    filterText: enabledText,
  },
  {
    id: 'updated',
    header: 'Last updated',
    cell: (user) => (
      <>
        {formatDateTime(user.DateLastUpdated)}
        {user.LastUpdatedBy && (
          <Box variant="small" display="block" color="text-body-secondary">
            {updatedByText(user)}
          </Box>
        )}
      </>
    ),
    sortingField: 'DateLastUpdated',
    filterText: (user) => `${formatDateTime(user.DateLastUpdated)} ${updatedByText(user)}`,
  },
  {
    id: 'expires',
    header: 'Link expires',
    cell: (user) => (user.Status === 'Invited' || user.Status === 'Expired' ? formatDateTime(user.ExpiresAt) : '-'),
    sortingField: 'ExpiresAt',
    hiddenByDefault: true,
  },
];

function byText(text: (user: InvitedUser) => string) {
  return (a: InvitedUser, b: InvitedUser) => text(a).localeCompare(text(b));
}
