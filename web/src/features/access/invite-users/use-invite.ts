import { MESSAGE_DELAYS, fillMessage, messages, type BodyOf, type Routes } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { INVITED_USERS } from './use-invitation-actions';

type InviteBody = BodyOf<Routes['SendInvitation']>;
type OrganizationBody = BodyOf<Routes['CreateOrganization']>;

/**
 * Sending an invitation and starting an organization, for the modals' Save: each resolves once the server stored it
 * and rejects with the text the modal shows (cleared after 7 s) when it refused.
 */
export function useInvite() {
  const queryClient = useQueryClient();
  const { notify, dismiss } = useNotifications();
  const send = useMutation({
    mutationFn: (body: InviteBody) => api('SendInvitation', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INVITED_USERS] }),
  });
  const found = useMutation({
    mutationFn: (body: OrganizationBody) => api('CreateOrganization', { body }),
    // The list shows the new organization's first-admin invitation to its creator.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['Organizations'] }),
        queryClient.invalidateQueries({ queryKey: [INVITED_USERS] }),
      ]),
  });

  const invite = async (body: InviteBody) => {
    const email = body.Email.trim().toLowerCase();
    const key = `invite-${email}`;
    const sending = notify({ type: 'info', key, content: messages.msg_invite_sending });
    try {
      await send.mutateAsync(body);
    } catch (error) {
      // 502: the invitation is stored but its mail could not be sent; the row offers Resend and Copy link.
      if (isApiError(error) && error.status === 502) {
        notify({ type: 'warning', key, content: error.message });
        return;
      }
      dismiss(sending);
      throw error;
    }
    notify({
      type: 'success',
      key,
      content: fillMessage(messages.msg_invite_sent, { email }),
      clearAfterMs: MESSAGE_DELAYS.success,
    });
  };

  const createOrganization = async (body: OrganizationBody) => {
    const email = body.Email.trim().toLowerCase();
    try {
      const created = await found.mutateAsync(body);
      notify({
        type: 'success',
        header: `Organization ${created.OrganizationName} created`,
        content: fillMessage(messages.msg_invite_sent, { email }),
        clearAfterMs: MESSAGE_DELAYS.success,
      });
    } catch (error) {
      if (!(isApiError(error) && error.status === 502)) throw error;
      notify({
        type: 'warning',
        header: `Organization ${body.OrganizationName.trim()} created`,
        content: error.message,
      });
    }
  };

  return { invite, createOrganization };
}
