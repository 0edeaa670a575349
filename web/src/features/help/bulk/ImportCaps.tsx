import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { fillMessage, messages, type BulkPreview } from '@switchboard/shared';

const number = (value: number) => value.toLocaleString('en-US');

/** Whether the import fits the organization's caps on entries and questions (the API refuses it otherwise). */
export const overCaps = (preview: BulkPreview) =>
  preview.Stored.Entries + preview.New > preview.Limits.Entries ||
  preview.Stored.Questions + preview.AddedQuestions > preview.Limits.Questions;

/** The organization's help after this import against its caps, said before anything is stored. */
export function ImportCaps({ preview }: { preview: BulkPreview }) {
  const entries = preview.Stored.Entries + preview.New;
  const questions = preview.Stored.Questions + preview.AddedQuestions;
  if (overCaps(preview))
    return (
      <Alert type="error" header="This import does not fit">
        {fillMessage(messages.msg_help_caps, {
          entries,
          questions,
          entriesMax: preview.Limits.Entries,
          questionsMax: preview.Limits.Questions,
        })}
      </Alert>
    );
  return (
    <Box data-testid="import-caps" color="text-body-secondary">
      After this import: {number(entries)} of {number(preview.Limits.Entries)} help entries and {number(questions)} of{' '}
      {number(preview.Limits.Questions)} questions.
    </Box>
  );
}
