import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RecordHistory } from './RecordHistory';
import type { HistoryOf } from './record-types';
import type { DetailItem } from './types';

interface Props {
  title: string;
  items: DetailItem[];
  onDismiss: () => void;
  onEdit?: () => void;
  /** The record's type and id in the usage logs: its History shows under the details. */
  history?: HistoryOf;
}

/** Read-only view of one record. */
export function DetailsModal({ title, items, onDismiss, onEdit, history }: Props) {
  return (
    <Modal
      visible
      size="large"
      header={title}
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {onEdit && <Button onClick={onEdit}>Edit</Button>}
            <Button variant="primary" onClick={onDismiss}>
              Close
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={2}
          ariaLabel={title}
          items={items.map((item) => ({
            label: item.label,
            value: item.value === '' || item.value === undefined || item.value === null ? '-' : item.value,
          }))}
        />
        {history && <RecordHistory of={history} />}
      </SpaceBetween>
    </Modal>
  );
}
