import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages } from '@switchboard/shared';
import type { ReactNode } from 'react';

interface Props {
  noun: string;
  label: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The action's word ("Delete" unless told, e.g. "Remove"). */
  verb?: string;
  /** What happens, when the default sentence does not say it. */
  explanation?: ReactNode;
  /** The question, when it is not the spec's general one. */
  question?: string;
}

/** The spec's delete prompt: "Are you sure ?". */
export function DeleteConfirmModal({
  noun,
  label,
  deleting,
  onCancel,
  onConfirm,
  verb = 'Delete',
  explanation,
  question = messages.msg_delete_confirm,
}: Props) {
  return (
    <Modal
      visible
      header={`${verb} ${noun}`}
      closeAriaLabel="Close"
      onDismiss={() => !deleting && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={deleting}>
              {verb}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p" fontWeight="bold">
          {question}
        </Box>
        <Box variant="p">
          {explanation ?? (
            <>
              The {noun} <b>{label}</b> will be deleted permanently.
            </>
          )}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
