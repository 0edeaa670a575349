import Button from '@cloudscape-design/components/button';
import { MESSAGE_DELAYS, messages, type BodyOf, type InvitedUser, type Routes } from '@switchboard/shared';
import { useState } from 'react';
import { useRouteList } from '../../../api/use-route-list';
import { usePrincipal } from '../../../session/principal';
import { DetailsModal } from '../../../components/list-screen/DetailsModal';
import { EntityFormModal } from '../../../components/list-screen/EntityFormModal';
import { listTableState } from '../../../components/list-screen/list-table-state';
import { ListTable } from '../../../components/list-screen/ListTable';
import { historyOf, recordTypeOfList } from '../../../components/list-screen/record-types';
import { useLoadErrorNotice } from '../../../components/list-screen/use-load-error-notice';
import { usePageTitle } from '../../../components/page/use-page-title';
import { CancelInvitationModal } from './CancelInvitationModal';
import { InvitationLinkModal } from './InvitationLinkModal';
import { InvitationRowActions } from './InvitationRowActions';
import { invitationDetails } from './invitation-details';
import { invitedName } from './invitation-format';
import type { InvitationAction } from './invitation-rules';
import { inviteForm } from './invite-form';
import { inviteTable } from './invite-table';
import { organizationForm } from './organization-form';
import { useInvitationActions } from './use-invitation-actions';
import { useInvite } from './use-invite';

type Dialog =
  | { kind: 'invite' }
  | { kind: 'organization' }
  | { kind: 'details'; user: InvitedUser }
  | { kind: 'cancel'; user: InvitedUser }
  | undefined;

/** /access/invite-users: the organization's invitations, the invite modal and each invitation's lifecycle actions. */
export default function InviteUsersPage() {
  usePageTitle('Invite users');
  const principal = usePrincipal();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const actions = useInvitationActions();
  const { invite, createOrganization } = useInvite();

  const onAction = (action: InvitationAction, user: InvitedUser) => {
    if (action === 'cancel') setDialog({ kind: 'cancel', user });
    else void actions.perform(action, user);
  };
  const table = inviteTable({
    rowActions: (user) => (
      <InvitationRowActions
        user={user}
        me={principal}
        busy={actions.busyIds.includes(user.EmployeeInviteID)}
        onAction={onAction}
      />
    ),
    headerActions: principal.Role === 'PlatformAdmin' && (
      <Button onClick={() => setDialog({ kind: 'organization' })}>New organization</Button>
    ),
  });
  const list = useRouteList('GetInvitedUsers');
  useLoadErrorNotice(list, 'invited-users-load', messages.msg_get_error, MESSAGE_DELAYS.loadingError);

  const cancelling = dialog?.kind === 'cancel' && actions.busyIds.includes(dialog.user.EmployeeInviteID);

  return (
    <>
      <ListTable
        table={table}
        {...listTableState(list)}
        onAdd={() => setDialog({ kind: 'invite' })}
        onDetails={(user) => setDialog({ kind: 'details', user })}
      />
      {dialog?.kind === 'invite' && (
        <EntityFormModal
          form={inviteForm}
          noun="invitation"
          header="Invite user"
          submitLabel="Send invitation"
          messageDelayMs={MESSAGE_DELAYS.inviteModalError}
          onDismiss={close}
          onSave={async (body) => {
            await invite(body as BodyOf<Routes['SendInvitation']>);
            close();
          }}
        />
      )}
      {dialog?.kind === 'organization' && (
        <EntityFormModal
          form={organizationForm}
          noun="organization"
          header="New organization"
          submitLabel="Create organization"
          messageDelayMs={MESSAGE_DELAYS.inviteModalError}
          onDismiss={close}
          onSave={async (body) => {
            await createOrganization(body as BodyOf<Routes['CreateOrganization']>);
            close();
          }}
        />
      )}
      {dialog?.kind === 'details' && (
        <DetailsModal
          title={`Invitation of ${invitedName(dialog.user)}`}
          items={invitationDetails(dialog.user)}
          onDismiss={close}
          history={historyOf(principal.Role, recordTypeOfList('GetInvitedUsers'), dialog.user.EmployeeInviteID)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelInvitationModal
          user={dialog.user}
          cancelling={cancelling}
          onKeep={close}
          onConfirm={() => void actions.perform('cancel', dialog.user).then(close)}
        />
      )}
      {actions.shownLink && <InvitationLinkModal shown={actions.shownLink} onDismiss={actions.closeLink} />}
    </>
  );
}
