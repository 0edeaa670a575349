import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface Props {
  header: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question about losing changes; closing it (Esc, ×) is the safe answer. */
export function ConfirmModal({ header, body, cancelLabel, confirmLabel, onCancel, onConfirm }: Props) {
  return (
    <Modal
      visible
      header={header}
      closeAriaLabel="Close"
      onDismiss={onCancel}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">{body}</Box>
    </Modal>
  );
}
