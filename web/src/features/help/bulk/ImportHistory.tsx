import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  accessAllows,
  IMPORT_UNDO_DAYS,
  routes,
  type HelpImportRecord,
  type UndoHelpImportAnswer,
} from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useRoute } from '../../../api/use-route';
import { usePrincipal } from '../../../session/principal';
import { formatDateTime } from '../../../components/format/date-time';
import { SkippedEntries } from './SkippedEntries';

const modeLabels: Record<HelpImportRecord['Mode'], string> = {
  update: 'Add new and update matching',
  'new-only': 'Add new only',
  replace: 'Replace the whole knowledge base',
};
const statusLabels: Record<HelpImportRecord['Status'], string> = {
  open: 'Not finished',
  done: 'Imported',
  undoing: 'Being undone',
  undone: 'Undone',
};

/** What the undo said: its counts, and every entry it left because someone changed it since. */
function UndoResult({ answer }: { answer: UndoHelpImportAnswer }) {
  return (
    <Alert type={answer.Skipped.length ? 'warning' : 'success'} header="Import undone">
      <SpaceBetween size="xs">
        <span data-testid="undo-message">{answer.Message}</span>
        {answer.Skipped.length > 0 && <SkippedEntries entries={answer.Skipped} />}
      </SpaceBetween>
    </Alert>
  );
}

/**
 * The organization's imports of the last IMPORT_UNDO_DAYS days (/help/import), each with what it did, and for an
 * OrgAdmin "Undo this import": asked once, then the undo says what it restored and which entries it left.
 */
export function ImportHistory() {
  const canUndo = accessAllows(routes.UndoHelpImport.access, usePrincipal().Role);
  const imports = useRoute('GetHelpImports');
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<HelpImportRecord>();
  const undo = useMutation({
    mutationFn: (ImportID: string) => api('UndoHelpImport', { body: { ImportID } }),
    onSettled: async () => {
      setAsked(undefined);
      await queryClient.invalidateQueries({ queryKey: ['GetHelpImports'] });
      await queryClient.invalidateQueries({ queryKey: ['GetHelp'] });
    },
  });
  const shown = (imports.data ?? []).filter((item) => item.Added + item.Changed + item.Deleted > 0);
  return (
    <SpaceBetween size="m">
      {undo.data && <UndoResult answer={undo.data} />}
      {undo.isError && <Alert type="error">{failureText('The import could not be undone.', undo.error)}</Alert>}
      <Table
        variant="embedded"
        trackBy="ImportID"
        wrapLines
        loading={imports.isPending}
        loadingText="Loading imports"
        ariaLabels={{ tableLabel: 'Past imports' }}
        header={
          <Header
            variant="h2"
            description={`Imports of the last ${IMPORT_UNDO_DAYS} days. Undoing one removes what it added, restores what it changed and recreates what it deleted; entries changed since are left as they are.`}
          >
            Past imports
          </Header>
        }
        columnDefinitions={[
          { id: 'when', header: 'Imported', cell: (item) => formatDateTime(item.StartedAt) },
          { id: 'by', header: 'By', cell: (item) => item.By },
          { id: 'mode', header: 'Mode', cell: (item) => modeLabels[item.Mode] },
          {
            id: 'what',
            header: 'Entries',
            cell: (item) => `${item.Added} added, ${item.Changed} changed, ${item.Deleted} deleted`,
          },
          { id: 'status', header: 'Status', cell: (item) => item.UndoSummary ?? statusLabels[item.Status] },
          {
            id: 'actions',
            header: 'Actions',
            cell: (item) =>
              canUndo && (item.Status === 'done' || item.Status === 'open') ? (
                <Button
                  ariaLabel={`Undo the import of ${formatDateTime(item.StartedAt)}`}
                  disabled={undo.isPending}
                  onClick={() => setAsked(item)}
                >
                  Undo this import
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
        items={shown}
        empty={<Box>No imports in the last {IMPORT_UNDO_DAYS} days</Box>}
      />
      {asked && (
        <Modal
          visible
          header="Undo this import?"
          closeAriaLabel="Close"
          onDismiss={() => setAsked(undefined)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setAsked(undefined)}>
                  Cancel
                </Button>
                <Button variant="primary" loading={undo.isPending} onClick={() => undo.mutate(asked.ImportID)}>
                  Undo this import
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          The import of {formatDateTime(asked.StartedAt)} ({asked.Added} added, {asked.Changed} changed, {asked.Deleted}{' '}
          deleted) is put back. Entries changed since the import are left as they are.
        </Modal>
      )}
    </SpaceBetween>
  );
}
