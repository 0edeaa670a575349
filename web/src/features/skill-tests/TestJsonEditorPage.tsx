import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { fillMessage, messages, type SkillTest } from '@switchboard/shared';
import type { JSONEditorMode } from 'jsoneditor';
import { useEffect, useState } from 'react';
import { failureText, isApiError } from '../../api/api-error';
import { JsonEditor } from '../../components/json-editor/JsonEditor';
import { useNotifications } from '../../components/notifications/notifications-context';
import { usePageTitle } from '../../components/page/use-page-title';
import { useDiscardGuard } from '../../components/unsaved-changes/use-discard-guard';
import './skill-tests.css';
import { definitionNodeErrors } from './definition-node-errors';
import { DownloadSchemaButton } from './DownloadSchemaButton';
import { ExportConvoButton } from './ExportConvoButton';
import { useTestJson } from './use-test-json';

const MODES: JSONEditorMode[] = ['tree', 'code', 'form', 'view'];

/** What a failed save says: the server's Message when it answered Status false, else the catalogue's text. */
const saveFailureText = (error: unknown) =>
  error instanceof Error && error.name === 'Error' && !isApiError(error)
    ? error.message
    : failureText(messages.msg_skill_test_json_not_saved, error);

/**
 * The full-page JSON editor of a test's definition (spec part 2 §2, §4): it replaces the list while open and can
 * fill the screen. jsoneditor (tree, code, form, view) marks the nodes the definition's rules refuse as it changes
 * (the shared zod schema the JSON Schema is generated from); the problems are listed too, and Save waits until there are none. Back asks before dropping changes.
 */
export default function TestJsonEditorPage({ test, onBack }: { test: SkillTest; onBack: () => void }) {
  usePageTitle(`Edit JSON: ${test.Name}`);
  const json = useTestJson(test.Id);
  const guard = useDiscardGuard(json.dirty && !json.save.isPending, onBack);
  const { notify } = useNotifications();
  const [fullScreen, setFullScreen] = useState(false);
  const [mode, setMode] = useState<JSONEditorMode>('tree');

  useEffect(() => {
    if (!fullScreen) return;
    const leave = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [fullScreen]);

  const save = () =>
    json.save.mutate(json.text, {
      onSuccess: (answer) =>
        notify({
          type: 'success',
          key: 'skill-test-json',
          content: answer.Message || messages.msg_skill_test_json_saved,
          clearAfterMs: 5000,
        }),
    });

  const invalid = json.problems.length > 0;
  return (
    <div className={fullScreen ? 'sb-json-page sb-json-page--full' : 'sb-json-page'}>
      <SpaceBetween size="m">
        <Header
          variant="h1"
          description="The test's steps: what the user says and what the answer must be. Checked as you type."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={guard.requestClose} iconName="arrow-left">
                Back to skill tests
              </Button>
              <ExportConvoButton text={json.text} testName={test.Name} disabled={!json.ready || invalid} />
              <DownloadSchemaButton />
              <Button iconName={fullScreen ? 'shrink' : 'expand'} onClick={() => setFullScreen((full) => !full)}>
                {fullScreen ? 'Exit full screen' : 'Full screen'}
              </Button>
              <Button
                variant="primary"
                loading={json.save.isPending}
                disabled={!json.ready || invalid}
                disabledReason={
                  invalid ? fillMessage(messages.msg_skill_test_json_fix, { count: json.problems.length }) : undefined
                }
                onClick={save}
              >
                Save
              </Button>
            </SpaceBetween>
          }
        >
          {`Edit JSON: ${test.Name}`}
        </Header>
        {json.loadError && <Alert type="error">{json.loadError}</Alert>}
        {json.save.isError && (
          <Alert type="error" header={messages.msg_skill_test_json_not_saved}>
            {saveFailureText(json.save.error)}
          </Alert>
        )}
        {invalid && (
          <Alert type="warning" header={fillMessage(messages.msg_skill_test_json_fix, { count: json.problems.length })}>
            <ul className="sb-json-problems" aria-label="Problems in the test JSON">
              {json.problems.slice(0, 20).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Container disableContentPaddings>
          {json.loading ? (
            <div className="sb-json-loading">
              <Spinner /> Loading the test JSON
            </div>
          ) : json.ready ? (
            <JsonEditor
              key={fullScreen ? 'full' : 'page'}
              value={json.text}
              mode={mode}
              modes={MODES}
              validate={definitionNodeErrors}
              ariaLabel={`Test JSON of ${test.Name}`}
              height={fullScreen ? 'calc(100vh - 220px)' : 'max(420px, calc(100vh - 380px))'}
              onModeChange={setMode}
              onChange={json.setText}
            />
          ) : null}
        </Container>
      </SpaceBetween>
      {guard.question}
    </div>
  );
}
