import { messages } from '@switchboard/shared';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from './ConfirmModal';
import { useUnsavedChanges } from './unsaved-changes-context';

/**
 * A modal form's guard against losing what was typed: closing it (Cancel, ×, Esc) with unsaved changes asks first,
 * and so does leaving the page while it is open. While the question shows, the form modal hides (its state kept) so
 * only one dialog is on screen.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const leaveWithoutAsking = useUnsavedChanges(dirty);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const question: ReactNode = asking ? (
    <ConfirmModal
      header="Discard changes?"
      body={messages.msg_discard_unsaved}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    />
  ) : null;
  return { asking, requestClose, question, leaveWithoutAsking };
}
