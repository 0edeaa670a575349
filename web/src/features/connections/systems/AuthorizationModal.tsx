import Box from '@cloudscape-design/components/box';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Connection } from '@switchboard/shared';
import { ConnectionActions, ConnectionStatus } from '../form/ConnectionActions';
import { ConnectionForm } from '../form/ConnectionForm';
import { isNewDraft, type ConnectionDraft } from '../form/draft';
import { useConnectionForm } from '../form/use-connection-form';
import { useConnectionSubmit } from '../form/use-connection-submit';

interface Props {
  initial: ConnectionDraft;
  /** The category's name, shown above the form. */
  category?: string;
  onDismiss: () => void;
  onSaved: (saved: Connection, created: boolean) => void;
}

/** The authorization modal (AuthModal): the shared connection form with Validate and Save / Connect. */
export function AuthorizationModal({ initial, category, onDismiss, onSaved }: Props) {
  const form = useConnectionForm(initial);
  const submit = useConnectionSubmit(form, onSaved);
  const title = isNewDraft(initial) ? `Connect ${initial.SystemName}` : `Edit ${initial.SystemName} connection`;
  return (
    <Modal
      visible
      size="large"
      header={title}
      closeAriaLabel="Close"
      onDismiss={() => !submit.connecting && onDismiss()}
      footer={
        <Box float="right">
          <ConnectionActions form={form} submit={submit} onCancel={onDismiss} />
        </Box>
      }
    >
      <Form errorText={submit.error} errorIconAriaLabel="Error">
        <SpaceBetween size="l">
          {category && (
            <Box color="text-body-secondary">
              {category} › {initial.SystemName}
            </Box>
          )}
          <ConnectionForm form={form} />
          <ConnectionStatus form={form} submit={submit} />
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
