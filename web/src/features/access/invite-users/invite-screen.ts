import { MESSAGE_DELAYS, messages, type InvitedUser } from '@switchboard/shared';
import type { ReactNode } from 'react';
import type { EntityForm, FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { invitationColumns } from './invitation-columns';
import { invitationDetails } from './invitation-details';
import { inviteForm } from './invite-form';

interface Options {
  rowActions: (user: InvitedUser) => ReactNode;
  headerActions?: ReactNode;
}

/** Invite users (spec part 1, screen 1) as a configuration of the list table: invitations with lifecycle actions. */
export function inviteScreen({ rowActions, headerActions }: Options): ListScreenConfig<InvitedUser> {
  return {
    id: 'invited-users',
    title: 'Invited users',
    description:
      'Everyone in your organization and everyone invited to it, newest first: invite, approve and configure, enable or disable.',
    noun: 'invitation',
    addLabel: 'Invite user',
    routes: { list: 'GetInvitedUsers', create: 'SendInvitation' },
    itemId: (user) => user.EmployeeInviteID,
    itemLabel: (user) => user.Email,
    columns: invitationColumns,
    // The table only reads the form's type loosely (as the list screen does); the page's modal uses inviteForm.
    form: inviteForm as unknown as EntityForm<InvitedUser, FormValues>,
    details: invitationDetails,
    rowActions,
    actionsWidth: 100,
    headerActions,
    emptyText: 'Nobody has been invited yet.',
    // The page says how each action went (run-invitation-action.ts, use-invite.ts); the table reads none of these.
    messages: {
      loadError: messages.msg_get_error,
      createError: '',
      updateError: '',
      deleteError: '',
      created: messages.msg_invite_sent,
      updated: '',
      deleted: '',
    },
    messageDelayMs: MESSAGE_DELAYS.loadingError,
  };
}
