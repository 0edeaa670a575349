import Alert from '@cloudscape-design/components/alert';
import { ClosingModal } from '../modal/ClosingModal';

interface Props {
  noun: string;
  reason: string;
  onDismiss: () => void;
}

/** Why a record cannot be deleted (a list screen's deleteGuard said so), in place of the confirmation. */
export function DeleteRefusedModal({ noun, reason, onDismiss }: Props) {
  return (
    <ClosingModal header={`Cannot delete ${noun}`} onDismiss={onDismiss} closeText="OK">
      <Alert type="warning">{reason}</Alert>
    </ClosingModal>
  );
}
