import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { InvitedUser } from '@switchboard/shared';
import { blockedReason, invitationActions, type InvitationAction } from './invitation-rules';

interface Props {
  user: InvitedUser;
  /** The signed-in admin (who cannot disable themselves). */
  myEmail: string;
  busy: boolean;
  onAction: (action: InvitationAction, user: InvitedUser) => void;
}

const groups: { text: string; actions: InvitationAction[] }[] = [
  { text: 'Registration', actions: ['approve', 'configure'] },
  { text: 'Invitation', actions: ['resend', 'copyLink', 'cancel'] },
  { text: 'Account', actions: ['toggle'] },
];

const labels: Record<Exclude<InvitationAction, 'toggle'>, string> = {
  approve: 'Approve registration',
  configure: 'Configure approved registration',
  resend: 'Resend invitation',
  copyLink: 'Copy invitation link',
  cancel: 'Cancel invitation',
};

/** One invitation's actions; those its state does not allow are disabled with the reason. */
export function InvitationRowActions({ user, myEmail, busy, onAction }: Props) {
  const item = (action: InvitationAction): ButtonDropdownProps.Item => {
    const reason = blockedReason(action, user, myEmail);
    return {
      id: action,
      text: action === 'toggle' ? (user.Enabled ? 'Disable' : 'Enable') : labels[action],
      disabled: Boolean(reason),
      disabledReason: reason,
    };
  };
  return (
    <ButtonDropdown
      variant="icon"
      expandToViewport
      loading={busy}
      loadingText={`Working on the invitation of ${user.Email}`}
      ariaLabel={`Actions for ${user.Email}`}
      items={groups.map((group) => ({ text: group.text, items: group.actions.map(item) }))}
      onItemClick={({ detail }) => {
        const action = invitationActions.find((known) => known === detail.id);
        if (action) onAction(action, user);
      }}
    />
  );
}
