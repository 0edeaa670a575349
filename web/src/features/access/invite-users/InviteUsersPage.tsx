import Button from '@cloudscape-design/components/button';
import { MESSAGE_DELAYS, messages, type BodyOf, type InvitedUser, type Routes } from '@switchboard/shared';
import { useEffect, useState } from 'react';
import { failureText, isApiError } from '../../../app/api/api-error';
import { usePrincipal } from '../../../app/auth/principal';
import { DetailsModal } from '../../../components/list-screen/DetailsModal';
import { EntityFormModal } from '../../../components/list-screen/EntityFormModal';
import { ListTable } from '../../../components/list-screen/ListTable';
import { useEntityList } from '../../../components/list-screen/use-entity-data';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { usePageTitle } from '../../../components/page/use-page-title';
import { CancelInvitationModal } from './CancelInvitationModal';
import { InvitationLinkModal } from './InvitationLinkModal';
import { InvitationRowActions } from './InvitationRowActions';
import { invitedName } from './invitation-format';
import type { InvitationAction } from './invitation-rules';
import { inviteForm } from './invite-form';
import { inviteScreen } from './invite-screen';
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
  const { notify } = useNotifications();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const actions = useInvitationActions();
  const { invite, createOrganization } = useInvite();

  const onAction = (action: InvitationAction, user: InvitedUser) => {
    if (action === 'cancel') setDialog({ kind: 'cancel', user });
    else void actions.perform(action, user);
  };
  const config = inviteScreen({
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
  const list = useEntityList<InvitedUser>(config);

  useEffect(() => {
    if (!list.error || (isApiError(list.error) && list.error.redirecting)) return;
    notify({
      type: 'error',
      key: 'invited-users-load',
      content: failureText(messages.msg_get_error, list.error),
      clearAfterMs: MESSAGE_DELAYS.loadingError,
    });
  }, [list.error, list.errorUpdatedAt, notify]);

  const cancelling = dialog?.kind === 'cancel' && actions.busyIds.includes(dialog.user.EmployeeInviteID);

  return (
    <>
      <ListTable
        config={config}
        items={list.data ?? []}
        loading={list.isPending && !list.isError}
        refreshing={list.isFetching && !list.isPending}
        loadFailed={list.isError && !list.data}
        onRefresh={() => void list.refetch()}
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
          items={config.details(dialog.user)}
          onDismiss={close}
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
