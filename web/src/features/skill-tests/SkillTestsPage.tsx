import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import type { SkillTest } from '@switchboard/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { DefinitionFiles } from './definition-files';
import { RunTestModal } from './RunTestModal';
import { skillTestsScreen } from './skill-tests-screen';
import { useCreateFromHelp } from './use-create-from-help';

// The editor page (and jsoneditor with it) loads only when a test's JSON is opened.
const TestJsonEditorPage = lazy(() => import('./TestJsonEditorPage'));
// The import dialog (and the JSON editor it may show) loads when it is opened.
const ImportTestsModal = lazy(() => import('./ImportTestsModal'));

/** /skilltest/index: the skill tests, their add/edit forms, runs, and the full-page JSON editor of a definition. */
export default function SkillTestsPage() {
  const [editingJson, setEditingJson] = useState<SkillTest>();
  const [running, setRunning] = useState<SkillTest>();
  const [importing, setImporting] = useState(false);
  const files = useMemo(() => new DefinitionFiles(), []);
  const fromHelp = useCreateFromHelp();

  const config = useMemo(
    () =>
      skillTestsScreen({
        files,
        rowActions: (test) => (
          <>
            <Button
              variant="inline-link"
              wrapText={false}
              ariaLabel={`Edit JSON of skill test ${test.Name}`}
              onClick={() => setEditingJson(test)}
            >
              Edit JSON
            </Button>
            <Button
              variant="inline-link"
              wrapText={false}
              ariaLabel={`Run skill test ${test.Name}`}
              onClick={() => setRunning(test)}
            >
              Run
            </Button>
          </>
        ),
        headerActions: (
          <>
            <Button onClick={() => setImporting(true)}>Import tests</Button>
            <Button loading={fromHelp.isPending} onClick={() => fromHelp.mutate()}>
              Create from Help Q&A
            </Button>
          </>
        ),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files, fromHelp.isPending, fromHelp.mutate],
  );

  // The editor replaces the list while it is open (spec part 2 §4).
  if (editingJson) {
    return (
      <Suspense
        fallback={
          <Box padding="l">
            <Spinner /> Loading the JSON editor
          </Box>
        }
      >
        <TestJsonEditorPage test={editingJson} onBack={() => setEditingJson(undefined)} />
      </Suspense>
    );
  }
  return (
    <>
      <ListScreen config={config} />
      {running && <RunTestModal test={running} onDismiss={() => setRunning(undefined)} />}
      {importing && (
        <Suspense fallback={null}>
          <ImportTestsModal onDismiss={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
