import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface Props {
  header: ReactNode;
  size?: ModalProps.Size;
  onDismiss: () => void;
  /** Buttons shown before the closing one (e.g. Edit). */
  actions?: ReactNode;
  /** The closing button's text. */
  closeText?: string;
  children: ReactNode;
}

/** A modal with nothing to decide: its primary button, the header's × and Escape all close it. */
export function ClosingModal({ header, size, onDismiss, actions, closeText = 'Close', children }: Props) {
  return (
    <Modal
      visible
      size={size}
      header={header}
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {actions}
            <Button variant="primary" onClick={onDismiss}>
              {closeText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
