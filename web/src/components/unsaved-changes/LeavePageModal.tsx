import { messages } from '@switchboard/shared';
import { ConfirmModal } from './ConfirmModal';

/** Asked before leaving a page that holds unsaved changes (Cloudscape's "unsaved changes" pattern). */
export function LeavePageModal({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmModal
      header="Leave page?"
      body={messages.msg_leave_unsaved}
      cancelLabel="Stay on page"
      confirmLabel="Leave"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
