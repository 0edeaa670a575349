import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { fillMessage, messages } from '@switchboard/shared';

interface Props {
  noun: string;
  /** The record was deleted meanwhile: there is nothing to reload. */
  gone: boolean;
  reloading: boolean;
  onReload: () => void;
}

/** 409: someone else changed the record since the form opened; Reload refreshes the form with its current values. */
export function ConflictAlert({ noun, gone, reloading, onReload }: Props) {
  if (gone) {
    return (
      <Alert type="error" header={`This ${noun} no longer exists`}>
        Someone else deleted it since you opened it. Close this form; nothing was saved.
      </Alert>
    );
  }
  return (
    <Alert
      type="warning"
      header={fillMessage(messages.msg_edit_conflict, { noun })}
      action={
        <Button onClick={onReload} loading={reloading} formAction="none">
          Reload
        </Button>
      }
    >
      {messages.msg_edit_conflict_reload}
    </Alert>
  );
}
