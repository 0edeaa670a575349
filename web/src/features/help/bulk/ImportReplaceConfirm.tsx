import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { BulkOutcome, BulkPreview } from '@switchboard/shared';
import { SkippedEntries } from './SkippedEntries';

/** The stored entries mode replace would delete: those the file's entries do not match. */
export const wouldDelete = (preview: BulkPreview) => Math.max(0, preview.Stored.Entries - preview.Matched);

/**
 * Mode replace's preview: how many stored entries the import would delete, and the organization's name to type
 * before the import can start (the API asks for it too).
 */
export function ImportReplaceConfirm(props: {
  preview: BulkPreview;
  organization: string;
  typed: string;
  onType: (typed: string) => void;
}) {
  const { preview, organization, typed } = props;
  const count = wouldDelete(preview);
  return (
    <SpaceBetween size="s">
      <Alert type="warning" header="Replace the whole knowledge base">
        <span data-testid="replace-deletes">
          {count} stored {count === 1 ? 'entry' : 'entries'} that the file does not hold would be deleted
        </span>
        ; the others are updated or added. You can undo the import for 7 days under Past imports.
      </Alert>
      <FormField
        label="Organization name"
        description={`Type ${organization} to confirm that its knowledge base is replaced.`}
        errorText={typed && typed !== organization ? 'Does not match the organization’s name yet.' : undefined}
      >
        <Input value={typed} onChange={({ detail }) => props.onType(detail.value)} ariaRequired />
      </FormField>
    </SpaceBetween>
  );
}

/** After mode replace: the entries it did not delete because someone added or changed them after the preview. */
export function ReplaceSkipped({ skipped }: { skipped: NonNullable<BulkOutcome['Skipped']> }) {
  return (
    <Alert type="warning" header="Entries not deleted">
      <SpaceBetween size="xs">
        <span>
          {skipped.length} {skipped.length === 1 ? 'entry was' : 'entries were'} added or changed after the preview, so{' '}
          {skipped.length === 1 ? 'it was' : 'they were'} kept:
        </span>
        <SkippedEntries entries={skipped} testId="replace-skipped" />
      </SpaceBetween>
    </Alert>
  );
}
