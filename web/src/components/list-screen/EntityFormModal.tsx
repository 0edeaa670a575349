import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState, type FormEvent } from 'react';
import { saveFailure } from '../../api/field-problems';
import { isSubmitKey } from '../forms/submit-on-enter';
import { useFocusFirstField } from '../forms/use-focus-first-field';
import { useDiscardGuard } from '../unsaved-changes/use-discard-guard';
import { ConflictAlert } from './ConflictAlert';
import { EntityFormFields } from './form/EntityFormFields';
import { withReadVersion } from './form/read-version';
import { useEntityForm } from './form/use-entity-form';
import { formLabels } from './form/validate';
import type { EntityForm, FieldSpec, FormValues } from './types';
import { useTimedText } from './use-timed-text';

interface Props<T, V extends FormValues> {
  form: EntityForm<T, V>;
  noun: string;
  /** The record being edited; a new one when absent. */
  item?: T;
  messageDelayMs: number;
  /**
   * The catalogue's text for a save the network or the server failed ("The invoice could not be updated."); the
   * client's own text when absent.
   */
  failureMessage?: string;
  /** The dialog's title and its Save button's text, when "Add {noun}" does not say it (e.g. "Invite user"). */
  header?: string;
  submitLabel?: string;
  onDismiss: () => void;
  /** Sends the body; rejects with the API's error when it did not succeed. */
  onSave: (body: unknown) => Promise<void>;
  /** The record as the server holds it now (after a version conflict), or undefined when it is gone. */
  onReload?: (item: T) => Promise<T | undefined>;
}

/**
 * Add or edit one record: fields bound to the route's schema; Save (or Enter) shows every problem on its field, a
 * refusal of the server on the fields it names, and a version conflict with Reload. Closing it with changes asks.
 */
export function EntityFormModal<T, V extends FormValues>({
  form,
  noun,
  item,
  messageDelayMs,
  failureMessage,
  header,
  submitLabel,
  onDismiss,
  onSave,
  onReload,
}: Props<T, V>) {
  const mode = item === undefined ? 'create' : 'edit';
  const [current, setCurrent] = useState(item);
  const state = useEntityForm(form, mode, current);
  const [failure, showFailure] = useTimedText(messageDelayMs);
  // A refusal is about what was sent: once the user changes a value (another file chosen), it is no longer true.
  const [refusedValues, setRefusedValues] = useState<V>();
  if (refusedValues !== undefined && state.values !== refusedValues) {
    setRefusedValues(undefined);
    showFailure(undefined);
  }
  const [conflict, setConflict] = useState<'changed' | 'gone'>();
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const guard = useDiscardGuard(state.dirty && !saving, onDismiss);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  const focusFirstProblem = () =>
    // After the errors render: the first field marked invalid takes the focus.
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus();
      // A field with suggestions opens them on focus; opened here they would cover its message and the buttons.
      if (field?.getAttribute('role') === 'combobox') requestAnimationFrame(() => closeSuggestions(field));
    });

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    if (!state.valid) {
      state.reveal();
      focusFirstProblem();
      return;
    }
    const body =
      mode === 'edit'
        ? withReadVersion(form.toUpdateBody(state.values, current as T), current)
        : form.toCreateBody(state.values);
    setSaving(true);
    showFailure(undefined);
    try {
      await onSave(body);
    } catch (error) {
      const outcome = saveFailure(error, failureMessage, formLabels(form));
      state.setServerErrors(outcome.byField);
      if (outcome.conflict) setConflict('changed');
      showFailure(outcome.message);
      setRefusedValues(state.values);
      if (Object.keys(outcome.byField).length > 0) focusFirstProblem();
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (!onReload || current === undefined) return;
    setReloading(true);
    try {
      const fresh = await onReload(current);
      if (!fresh) return setConflict('gone');
      setCurrent(fresh);
      state.reset(fresh);
      setConflict(undefined);
      showFailure(undefined);
    } catch (error) {
      showFailure(saveFailure(error, failureMessage, {}).message);
    } finally {
      setReloading(false);
    }
  };

  const title = header ?? (mode === 'create' ? `Add ${noun}` : `Edit ${noun}`);
  return (
    <>
      <Modal
        visible={!guard.asking}
        size="large"
        header={title}
        closeAriaLabel="Close"
        onDismiss={() => !saving && guard.requestClose()}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={guard.requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button variant="primary" loading={saving} disabled={conflict === 'gone'} onClick={() => void save()}>
                {submitLabel ?? (mode === 'create' ? `Add ${noun}` : 'Save changes')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form
          ref={formRef}
          onSubmit={(event) => void save(event)}
          onKeyDown={(event) => isSubmitKey(event) && void save()}
          noValidate
          aria-label={title}
        >
          <Form errorText={conflict ? undefined : failure} errorIconAriaLabel="Error">
            <SpaceBetween size="l">
              {conflict && (
                <ConflictAlert noun={noun} gone={conflict === 'gone'} reloading={reloading} onReload={reload} />
              )}
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
      {guard.question}
    </>
  );
}

/** Closes the suggestions a combobox opened, as Escape does (only when open: Escape on a closed one clears it). */
function closeSuggestions(field: HTMLElement) {
  if (field.getAttribute('aria-expanded') !== 'true') return;
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
}
