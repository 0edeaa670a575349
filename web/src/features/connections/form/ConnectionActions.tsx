import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { behaviourOf } from '@switchboard/shared';
import { isNewDraft } from './draft';
import type { ConnectionSubmit } from './use-connection-submit';
import type { ConnectionFormState } from './use-connection-form';

interface Props {
  form: ConnectionFormState;
  submit: ConnectionSubmit;
  onCancel: () => void;
}

/** Cancel, Validate (unless the system hides it) and Save — "Connect" for OAuth 2.0, which leaves for the provider. */
export function ConnectionActions({ form, submit, onCancel }: Props) {
  const { draft } = form;
  const busy = submit.connecting || submit.validating;
  const primary = draft.AuthorizationType === 'OAuth 2.0' ? 'Connect' : isNewDraft(draft) ? 'Save' : 'Save changes';
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" onClick={onCancel} disabled={submit.connecting}>
        Cancel
      </Button>
      {!behaviourOf(draft.SystemName).validateHidden && (
        <Button loading={submit.validating} disabled={busy} onClick={() => void submit.validate()}>
          Validate
        </Button>
      )}
      <Button variant="primary" loading={submit.connecting} disabled={busy} onClick={() => void submit.save()}>
        {primary}
      </Button>
    </SpaceBetween>
  );
}

/** What Validate or Save found, and that a connect is under way (announced to screen readers). */
export function ConnectionMessages({ form, submit }: { form: ConnectionFormState; submit: ConnectionSubmit }) {
  return (
    <div aria-live="polite">
      <SpaceBetween size="xs">
        {submit.connecting && <StatusIndicator type="loading">Connecting to {form.draft.SystemName}…</StatusIndicator>}
        {submit.error && (
          <Alert
            type="error"
            statusIconAriaLabel="Error"
            action={
              submit.existing && (
                <Button onClick={() => submit.openExisting(submit.existing!)}>Open the existing connection</Button>
              )
            }
          >
            <SpaceBetween size="xxs">
              <span>{submit.error}</span>
              {submit.existing && (
                <span>Existing connection: {submit.existing.ServiceInstanceName || submit.existing.SystemName}</span>
              )}
            </SpaceBetween>
          </Alert>
        )}
        {submit.success && (
          <Alert type="success" statusIconAriaLabel="Success">
            {submit.success}
          </Alert>
        )}
      </SpaceBetween>
    </div>
  );
}
