import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { InvitedUser } from '@switchboard/shared';
import { blockedReason, invitationActions, type InvitationAction, type Me } from './invitation-rules';

interface Props {
  user: InvitedUser;
  /** The signed-in admin (who cannot change their own status, nor that of a higher role). */
  me: Me;
  busy: boolean;
  onAction: (action: InvitationAction, user: InvitedUser) => void;
}

const groups: { text: string; actions: InvitationAction[] }[] = [
  { text: 'Registration', actions: ['approve', 'configure'] },
  { text: 'Invitation', actions: ['resend', 'copyLink', 'cancel'] },
  { text: 'Account', actions: ['toggle'] },
];

/** Said below the item, before anything happens: a new link always replaces the previous one. */
const consequences: Partial<Record<InvitationAction, string>> = {
  resend: 'Mails a new link: the previous link stops working.',
  copyLink: 'Makes a new link to hand over: the previous link stops working.',
};

const labels: Record<Exclude<InvitationAction, 'toggle'>, string> = {
  approve: 'Approve registration',
  configure: 'Configure approved registration',
  resend: 'Resend invitation',
  copyLink: 'Copy invitation link',
  cancel: 'Cancel invitation',
};

/** One invitation's actions; those its state does not allow are disabled with the reason. */
export function InvitationRowActions({ user, me, busy, onAction }: Props) {
  const item = (action: InvitationAction): ButtonDropdownProps.Item => {
    const reason = blockedReason(action, user, me);
    return {
      id: action,
      text: action === 'toggle' ? (user.Enabled ? 'Disable' : 'Enable') : labels[action],
      secondaryText: reason ? undefined : consequences[action],
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
