import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { EntityFormFields } from './form/EntityFormFields';
import { useEntityForm } from './form/use-entity-form';
import type { EntityForm, FieldSpec, FormValues } from './types';
import { useTimedText } from './use-timed-text';

interface Props<T, V extends FormValues> {
  form: EntityForm<T, V>;
  noun: string;
  /** The record being edited; a new one when absent. */
  item?: T;
  messageDelayMs: number;
  /** The dialog's title and its Save button's text, when "Add {noun}" does not say it (e.g. "Invite user"). */
  header?: string;
  submitLabel?: string;
  onDismiss: () => void;
  /** Sends the body; rejects with the text to show when the server refused it. */
  onSave: (body: unknown) => Promise<void>;
}

/** Add or edit one record: fields bound to the route's schema, Save disabled while invalid or saving. */
export function EntityFormModal<T, V extends FormValues>({
  form,
  noun,
  item,
  messageDelayMs,
  header,
  submitLabel,
  onDismiss,
  onSave,
}: Props<T, V>) {
  const mode = item === undefined ? 'create' : 'edit';
  const state = useEntityForm(form, mode, item);
  const [failure, showFailure] = useTimedText(messageDelayMs);
  const [saving, setSaving] = useState(false);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!state.valid || saving) return;
    const body = mode === 'edit' ? form.toUpdateBody(state.values, item as T) : form.toCreateBody(state.values);
    setSaving(true);
    showFailure(undefined);
    try {
      await onSave(body);
    } catch (error) {
      showFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const title = header ?? (mode === 'create' ? `Add ${noun}` : `Edit ${noun}`);
  return (
    <Modal
      visible
      size="large"
      header={title}
      closeAriaLabel="Close"
      onDismiss={() => !saving && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={saving}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={!state.valid || saving}
              disabledReason={saving ? undefined : state.invalidReason}
              onClick={() => void save()}
            >
              {submitLabel ?? (mode === 'create' ? `Add ${noun}` : 'Save changes')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        <Form errorText={failure} errorIconAriaLabel="Error">
          <SpaceBetween size="l">
            {state.generalErrors.length > 0 && <Alert type="warning">{state.generalErrors.join('; ')}</Alert>}
            <EntityFormFields
              fields={form.fields as readonly FieldSpec[]}
              values={state.values}
              errors={state.errors}
              editing={mode === 'edit'}
              onChange={state.setValue}
              onVisit={state.visit}
            />
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
