import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { bulkColumns, type BulkFormat, type BulkMode } from '@switchboard/shared';
import { useState } from 'react';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ExportButtons } from './ExportButtons';
import { ImportCaps, overCaps } from './ImportCaps';
import { ImportChanges } from './ImportChanges';
import { ImportFileNotes } from './ImportFileNotes';
import { ImportNearDuplicates } from './ImportNearDuplicates';
import { ImportCounts } from './ImportPreview';
import { ImportHistory } from './ImportHistory';
import { ImportReplaceConfirm, ReplaceSkipped, wouldDelete } from './ImportReplaceConfirm';
import { useBulkImport, type ImportStep } from './use-bulk-import';
import { importedText, progressText } from './import-progress';
import { usePrincipal } from '../../../session/principal';

/** The text files the import reads (decodeTextFile). */
const TEXT_FILES = 'UTF-8, UTF-16 or Windows-1252, as Excel and Notepad save them';

const formats = [
  {
    value: 'csv',
    label: 'CSV',
    description: `One entry a row; header: ${bulkColumns.join(', ')} (questions joined by ";").`,
  },
  {
    value: 'tsv',
    label: 'TSV (QnA Maker)',
    description:
      'One question a row (Question, Answer; QnaId, Metadata, Prompts kept); rows with the same QnaId, or without one the same answer, are one entry.',
  },
  {
    value: 'json',
    label: 'JSON (QnABot, QnA Maker, Azure)',
    description:
      'A QnABot export {"qna": […]}, a QnA Maker knowledge base {"qnaList": […]} or an Azure question answering project.',
  },
  {
    value: 'yaml',
    label: 'YAML (Rasa FAQ)',
    description:
      'A retrieval-intent FAQ: nlu.yml with the utter_faq/… responses (in it, or domain.yml chosen with it).',
  },
];

const modes = [
  {
    value: 'update',
    label: 'Add new and update matching',
    description: 'Matching by external id, then by a question within its topic.',
  },
  { value: 'new-only', label: 'Add new only', description: 'Entries that are already stored are left as they are.' },
  {
    value: 'replace',
    label: 'Replace the whole knowledge base',
    description:
      'As above, and every stored entry the file does not hold is deleted (asks for the organization’s name).',
  },
];

const percent = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 100);

function Progress({ state }: { state: Extract<ImportStep, { step: 'checking' | 'importing' }> }) {
  const label = state.step === 'checking' ? 'Checking the file (nothing is stored yet)' : 'Importing';
  return (
    <ProgressBar
      label={label}
      value={percent(state.done, state.total)}
      description={progressText(state.step, state.done, state.total)}
    />
  );
}

/** /help/import: bulk import (with a dry-run preview) and export of the help Q&A entries. */
export default function HelpImportPage() {
  usePageTitle('Import and export help Q&A');
  const [format, setFormat] = useState<BulkFormat>('csv');
  const [exportError, setExportError] = useState('');
  const { state, chosenFiles, mode, choose, chooseMode, importAll, reset, createCategories, setCreateCategories } =
    useBulkImport();
  const busy = state.step === 'checking' || state.step === 'importing';
  const accept = format === 'yaml' ? '.yml,.yaml' : `.${format}`;
  const organization = usePrincipal().OrganizationName;
  const [typedName, setTypedName] = useState('');
  const replacing = mode === 'replace';
  const importable =
    state.step === 'preview' &&
    state.preview.New + state.preview.Changed + (replacing ? wouldDelete(state.preview) : 0) > 0 &&
    !overCaps(state.preview) &&
    (!replacing || typedName === organization);
  return (
    <ContentLayout header={<Header variant="h1">Import and export help Q&amp;A</Header>}>
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h2" description="Check a file before anything is stored, then import its valid rows.">
              Import
            </Header>
          }
        >
          <SpaceBetween size="l">
            <FormField label="File format">
              <RadioGroup
                value={format}
                items={formats.map((item) => ({ ...item, disabled: busy }))}
                onChange={({ detail }) => {
                  setFormat(detail.value as BulkFormat);
                  reset();
                }}
              />
            </FormField>
            <FormField label="File" errorText={state.step === 'choose' ? state.error : undefined}>
              <FileUpload
                value={chosenFiles}
                multiple={format === 'yaml'}
                accept={accept}
                onChange={({ detail }) => void choose(format, detail.value)}
                i18nStrings={{
                  uploadButtonText: () => 'Choose file',
                  dropzoneText: () => 'Drop a file to check it',
                  removeFileAriaLabel: () => 'Remove file',
                  errorIconAriaLabel: 'Error',
                }}
                constraintText={
                  format === 'yaml' ? `One or more .yml files: ${TEXT_FILES}.` : `A .${format} file: ${TEXT_FILES}.`
                }
              />
            </FormField>
            <FormField label="Entries already stored">
              <RadioGroup
                value={mode}
                items={modes.map((item) => ({ ...item, disabled: busy }))}
                onChange={({ detail }) => void chooseMode(detail.value as BulkMode)}
              />
            </FormField>
            {busy && <Progress state={state} />}
            {state.step === 'preview' && (
              <SpaceBetween size="l">
                <Header variant="h3">Preview</Header>
                <ImportFileNotes file={state.file} />
                <ImportCounts outcome={state.preview} title="Preview" />
                <ImportCaps preview={state.preview} />
                {state.preview.NewCategories.length > 0 && (
                  <Checkbox checked={createCategories} onChange={({ detail }) => setCreateCategories(detail.checked)}>
                    Create the categories this file names that do not exist yet:{' '}
                    <span data-testid="new-categories">{state.preview.NewCategories.join(', ')}</span> (without this,
                    their rows are left out)
                  </Checkbox>
                )}
                <ImportChanges preview={state.preview} />
                {replacing && (
                  <ImportReplaceConfirm
                    preview={state.preview}
                    organization={organization}
                    typed={typedName}
                    onType={setTypedName}
                  />
                )}
                <ImportNearDuplicates preview={state.preview} />
                <Button variant="primary" disabled={!importable} onClick={() => void importAll(typedName)}>
                  Import all valid rows
                </Button>
              </SpaceBetween>
            )}
            {state.step === 'done' && (
              <SpaceBetween size="l">
                <ProgressBar label="Imported" value={100} description={importedText(state.result, state.total)} />
                <Alert type="success" header="Import finished">
                  {state.result.New} new and {state.result.Changed} changed entries stored; {state.result.Unchanged}{' '}
                  unchanged;{state.result.Deleted ? ` ${state.result.Deleted} deleted;` : ''} {state.result.Invalid}{' '}
                  invalid rows left out. You can undo it under Past imports.
                </Alert>
                {state.result.Skipped?.length ? <ReplaceSkipped skipped={state.result.Skipped} /> : null}
                <ImportCounts outcome={state.result} title="Result" />
              </SpaceBetween>
            )}
          </SpaceBetween>
        </Container>
        <Container>
          <ImportHistory />
        </Container>
        <Container
          header={
            <Header variant="h2" description="Every entry, in a file the import reads back unchanged.">
              Export
            </Header>
          }
        >
          <SpaceBetween size="s">
            {exportError && <Alert type="error">{exportError}</Alert>}
            <ExportButtons onError={setExportError} />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
