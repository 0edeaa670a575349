import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fillMessage, messages, type InvitedUser } from '@switchboard/shared';

interface Props {
  user: InvitedUser;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** The spec's prompt before an invitation is cancelled. */
export function CancelInvitationModal({ user, cancelling, onKeep, onConfirm }: Props) {
  return (
    <Modal
      visible
      header="Cancel invitation"
      closeAriaLabel="Close"
      onDismiss={() => !cancelling && onKeep()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onKeep} disabled={cancelling}>
              Keep invitation
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={cancelling}>
              Cancel invitation
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p" fontWeight="bold">
          {fillMessage(messages.msg_invite_cancel_confirm, { email: user.Email })}
        </Box>
        <Box variant="p">
          {user.Status === 'Registered'
            ? 'Their registration is removed too: they will not be able to sign in.'
            : 'The link in the invitation email stops working.'}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
