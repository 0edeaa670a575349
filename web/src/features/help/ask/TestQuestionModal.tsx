import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { AskPanel } from './AskPanel';

/** The Help page's test-question dialog. */
export function TestQuestionModal({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Modal
      visible
      size="large"
      header="Test a question"
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            Close
          </Button>
        </Box>
      }
    >
      <AskPanel autoFocus />
    </Modal>
  );
}
