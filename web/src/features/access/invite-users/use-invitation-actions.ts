import type { InvitedUser } from '@switchboard/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setCachedAnswer } from '../../../api/use-route';
import { useNotifications } from '../../../components/notifications/notifications-context';
import type { InvitationAction } from './invitation-rules';
import { runInvitationAction, type ActionTools } from './run-invitation-action';

export const INVITED_USERS = 'GetInvitedUsers' as const;
const ACTION_KEY = ['invitation-action'] as const;

interface Variables {
  action: InvitationAction;
  user: InvitedUser;
}

export interface ShownLink {
  user: InvitedUser;
  link: string;
  copied: boolean;
}

/**
 * The row actions of the invite screen. Enable/disable flips the row in place once the server says Success; every
 * other action loads the list again (spec §4: after cancel, approve and configure; a new link changes the row too).
 */
export function useInvitationActions() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [shownLink, setShownLink] = useState<ShownLink>();

  const tools: ActionTools = {
    notify,
    setEnabled: (user, enabled) =>
      setCachedAnswer(queryClient, INVITED_USERS, (rows = []) =>
        // The server counted the change in the account's Version: the row's next change sends the new one.
        rows.map((row) =>
          row.EmployeeInviteID === user.EmployeeInviteID
            ? { ...row, Enabled: enabled, Version: user.Version + 1 }
            : row,
        ),
      ),
    showLink: (user, link, copied) => setShownLink({ user, link, copied }),
    reload: () => void queryClient.invalidateQueries({ queryKey: [INVITED_USERS] }),
  };

  const mutation = useMutation({
    mutationKey: ACTION_KEY,
    mutationFn: ({ action, user }: Variables) => runInvitationAction(action, user, tools),
    onSettled: (_answer, _error, { action }) =>
      action === 'toggle' ? undefined : queryClient.invalidateQueries({ queryKey: [INVITED_USERS] }),
  });

  /** The invitations an action is running on (their Actions button shows a spinner). */
  const busyIds = useMutationState({
    filters: { mutationKey: ACTION_KEY, status: 'pending' },
    select: (pending) => (pending.state.variables as Variables).user.EmployeeInviteID,
  });

  return {
    perform: (action: InvitationAction, user: InvitedUser) => mutation.mutateAsync({ action, user }),
    busyIds,
    shownLink,
    closeLink: () => setShownLink(undefined),
  };
}
