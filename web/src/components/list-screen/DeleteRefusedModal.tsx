import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';

interface Props {
  noun: string;
  reason: string;
  onDismiss: () => void;
}

/** Why a record cannot be deleted (a list screen's deleteGuard said so), in place of the confirmation. */
export function DeleteRefusedModal({ noun, reason, onDismiss }: Props) {
  return (
    <Modal
      visible
      header={`Cannot delete ${noun}`}
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            OK
          </Button>
        </Box>
      }
    >
      <Alert type="warning">{reason}</Alert>
    </Modal>
  );
}
