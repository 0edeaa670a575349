import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ClosingModal } from '../modal/ClosingModal';
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
    <ClosingModal
      header={title}
      size="large"
      onDismiss={onDismiss}
      actions={onEdit && <Button onClick={onEdit}>Edit</Button>}
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
    </ClosingModal>
  );
}
