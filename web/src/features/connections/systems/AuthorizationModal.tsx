import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Connection } from '@switchboard/shared';
import { useRef } from 'react';
import { useFocusFirstField } from '../../../components/forms/use-focus-first-field';
import { useDiscardGuard } from '../../../components/unsaved-changes/use-discard-guard';
import { ConnectionActions, ConnectionMessages } from '../form/ConnectionActions';
import { ConnectionForm } from '../form/ConnectionForm';
import { isNewDraft, type ConnectionDraft } from '../form/draft';
import { useConnectionForm } from '../form/use-connection-form';
import type { SaveOutcome } from '../form/save-connection';
import { useConnectionSubmit } from '../form/use-connection-submit';
import './connections.css';

interface Props {
  initial: ConnectionDraft;
  /** The category's name, shown above the form. */
  category?: string;
  onDismiss: () => void;
  onSaved: (saved: Connection, created: boolean) => void;
  /** Where Save sends the draft, when not to the connection's own flow (e.g. the setup's pending list). */
  saver?: (draft: ConnectionDraft) => Promise<SaveOutcome>;
}

/**
 * The authorization modal (AuthModal): the shared connection form with Validate and Save / Connect. Closing it with
 * changes asks first; leaving for the provider's sign-in (OAuth) does not.
 */
export function AuthorizationModal({ initial, category, onDismiss, onSaved, saver }: Props) {
  const form = useConnectionForm(initial);
  const guard = useDiscardGuard(form.dirty, onDismiss);
  const submit = useConnectionSubmit(form, onSaved, guard.leaveWithoutAsking, saver);
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstField(body);
  const title = isNewDraft(initial) ? `Connect ${initial.SystemName}` : `Edit ${initial.SystemName} connection`;
  return (
    <>
      <Modal
        visible={!guard.asking}
        size="large"
        header={title}
        closeAriaLabel="Close"
        onDismiss={() => !submit.connecting && guard.requestClose()}
        footer={
          // The messages sit by the buttons, in view however far the form is scrolled.
          <SpaceBetween size="s">
            <ConnectionMessages form={form} submit={submit} />
            <div className="sb-modal-actions">
              <ConnectionActions form={form} submit={submit} onCancel={guard.requestClose} />
            </div>
          </SpaceBetween>
        }
      >
        <div ref={body}>
          <SpaceBetween size="l">
            {category && (
              <Box color="text-body-secondary">
                {category} › {initial.SystemName}
              </Box>
            )}
            <ConnectionForm form={form} onSubmit={() => void submit.save()} />
          </SpaceBetween>
        </div>
      </Modal>
      {guard.question}
    </>
  );
}
