import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messages, MESSAGE_DELAYS } from '@switchboard/shared';
import { useState } from 'react';
import { failureText, isApiError } from '../../api/api-error';
import { JsonEditor } from '../../components/json-editor/JsonEditor';
import { useNotifications } from '../../components/notifications/notifications-context';
import { definitionNodeErrors } from './definition-node-errors';
import { useTestImport, type PreviewTest } from './use-test-import';

const ACCEPTED = '.txt,.json,.yml,.yaml,.tsv';

/** Why the file was refused: the server names what it expected (its field prefix is not for the user). */
const refusal = (error: unknown) =>
  isApiError(error) && error.serverMessage
    ? error.serverMessage.replace(/^FileName: /, '')
    : failureText(messages.msg_skill_test_import_failed, error);

/** A test's steps, and how they are asked when not as one conversation (eachStepAlone, startOver) in words. */
function shapeOf(text: string): { steps: number; conversation?: string } {
  try {
    const definition = JSON.parse(text) as { eachStepAlone?: unknown; steps?: { startOver?: unknown }[] };
    const steps = Array.isArray(definition.steps) ? definition.steps : [];
    const startOver = steps.flatMap((step, index) => (step?.startOver === true ? [index + 1] : []));
    const conversation =
      definition.eachStepAlone === true
        ? 'Each step is asked alone.'
        : startOver.length
          ? `Starts over before step ${startOver.join(', ')}.`
          : undefined;
    return { steps: steps.length, conversation };
  } catch {
    return { steps: 0 };
  }
}

function PreviewItem({ test, index, onEdit }: { test: PreviewTest; index: number; onEdit: (text: string) => void }) {
  const [editing, setEditing] = useState(false);
  const { steps, conversation } = shapeOf(test.text);
  return (
    <Container
      header={
        <Header
          variant="h3"
          counter={`(${steps} step${steps === 1 ? '' : 's'})`}
          description={conversation}
          actions={
            <Button
              onClick={() => setEditing((open) => !open)}
              ariaLabel={`${editing ? 'Close' : 'Edit'} JSON of ${test.name}`}
            >
              {editing ? 'Close JSON' : 'Edit JSON'}
            </Button>
          }
        >
          {test.name}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {test.warnings.length ? (
          <Alert type="warning" header={`${test.warnings.length} warning(s): not carried over`}>
            <ul aria-label={`Warnings of ${test.name}`} className="sb-import-warnings">
              {test.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <StatusIndicator type="success">Converted without warnings</StatusIndicator>
        )}
        {test.problems.length > 0 && (
          <Alert type="error" header="The definition is not valid">
            {test.problems.slice(0, 5).join('; ')}
          </Alert>
        )}
        {editing && (
          <JsonEditor
            value={test.text}
            modes={['tree', 'code']}
            validate={definitionNodeErrors}
            ariaLabel={`Test JSON of imported test ${index + 1}, ${test.name}`}
            height={300}
            onChange={onEdit}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}

/**
 * "Import tests" (issue 30 item 4): a Botium convo (.convo.txt, JSON, YAML), Rasa test stories or a QnA Maker batch
 * test becomes one skill test per convo or story. The preview shows each test's steps and warnings before anything
 * is saved; a test can be fixed in the JSON editor first.
 */
export default function ImportTestsModal({ onDismiss }: { onDismiss: () => void }) {
  const { notify } = useNotifications();
  const state = useTestImport((content) => {
    notify({ type: 'success', key: 'skill-tests-done', content, clearAfterMs: MESSAGE_DELAYS.success });
    onDismiss();
  });
  const { conversion, tests, convert, save } = state;
  return (
    <Modal
      visible
      size="large"
      header="Import tests"
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button
              variant="primary"
              disabled={!tests.length || state.invalid}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {tests.length ? `Save ${tests.length} test${tests.length === 1 ? '' : 's'}` : 'Save'}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FileUpload
          value={[]}
          accept={ACCEPTED}
          onChange={({ detail }) => detail.value[0] && convert.mutate(detail.value[0])}
          i18nStrings={{
            uploadButtonText: () => 'Choose test file',
            dropzoneText: () => 'Drop a test file here',
            removeFileAriaLabel: () => 'Remove file',
            errorIconAriaLabel: 'Error',
          }}
          constraintText="Botium .convo.txt, Botium convos (.json, .yml), Rasa tests/test_stories.yml or a QnA Maker batch test (.tsv). Nothing is saved until you choose Save."
        />
        {convert.isPending && <StatusIndicator type="loading">Reading {state.fileName}…</StatusIndicator>}
        {convert.isError && (
          <Alert type="error" header="This file cannot be imported">
            {refusal(convert.error)}
          </Alert>
        )}
        {save.isError && <Alert type="error">{failureText(messages.msg_skill_test_import_failed, save.error)}</Alert>}
        {conversion && (
          <SpaceBetween size="s">
            <Box variant="p">
              <strong>{state.fileName}</strong>: {conversion.FormatName}, {tests.length} test(s) to import.
            </Box>
            {conversion.Warnings.length > 0 && (
              <Alert type="warning" header="Left out of the file">
                <ul aria-label="Warnings of the file">
                  {conversion.Warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {tests.map((test, index) => (
              <PreviewItem key={index} test={test} index={index} onEdit={(text) => state.edit(index, text)} />
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
