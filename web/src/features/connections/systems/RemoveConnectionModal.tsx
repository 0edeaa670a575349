import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages, type Connection } from '@switchboard/shared';
import { useState } from 'react';
import { connectionLabel } from './connection-format';

interface Props {
  connection: Connection;
  onCancel: () => void;
  /** Counts the data sets, then deletes; settles when done (the page shows the outcome). */
  onConfirm: (connection: Connection) => Promise<void>;
}

/** The spec's delete prompt, "Are you sure ?", for one connection. */
export function RemoveConnectionModal({ connection, onCancel, onConfirm }: Props) {
  const [removing, setRemoving] = useState(false);
  const confirm = async () => {
    setRemoving(true);
    await onConfirm(connection);
  };
  return (
    <Modal
      visible
      header="Remove connection"
      closeAriaLabel="Close"
      onDismiss={() => !removing && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={removing}>
              Cancel
            </Button>
            <Button variant="primary" loading={removing} onClick={() => void confirm()}>
              Remove
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p" fontWeight="bold">
          {messages.msg_delete_confirm}
        </Box>
        <Box variant="p">
          The connection to <b>{connectionLabel(connection)}</b> will be removed. A connection that data sets still read
          through cannot be removed.
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
