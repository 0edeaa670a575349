import type { InvitedUser } from '@switchboard/shared';
import type { ReactNode } from 'react';
import type { TableDeclaration } from '../../../components/list-screen/table-types';
import { invitationColumns } from './invitation-columns';

interface Options {
  rowActions: (user: InvitedUser) => ReactNode;
  headerActions?: ReactNode;
}

/**
 * Invite users (spec part 1, screen 1) as a table on its own: invitations with their lifecycle actions. The page
 * keeps its own modals (invite, new organization, cancel), so it declares no list-screen form or messages.
 */
export function inviteTable({ rowActions, headerActions }: Options): TableDeclaration<InvitedUser> {
  return {
    id: 'invited-users',
    title: 'Invited users',
    description:
      'Everyone in your organization and everyone invited to it, newest first: invite, approve and configure, enable or disable.',
    noun: 'invitation',
    addLabel: 'Invite user',
    itemId: (user) => user.EmployeeInviteID,
    itemLabel: (user) => user.Email,
    columns: invitationColumns,
    rowActions,
    actionsWidth: 100,
    headerActions,
    emptyText: 'Nobody has been invited yet.',
  };
}
