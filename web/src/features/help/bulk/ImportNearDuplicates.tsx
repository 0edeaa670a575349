import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import type { BulkPreview } from '@switchboard/shared';
import { entryLink } from '../NearDuplicateWarnings';

const PAGE_SIZE = 20;

const counted = (preview: BulkPreview) => preview.NearDuplicates.length + preview.NearDuplicatesMore;

/** What the check did, in one sentence: how many questions it checked, found and did not list. */
function summary(preview: BulkPreview) {
  const found = counted(preview);
  const listed = preview.NearDuplicatesMore > 0 ? ` (the first ${preview.NearDuplicates.length} are listed)` : '';
  return (
    `${found} of the ${preview.NearDuplicatesChecked} questions checked are already answered by another entry` +
    `${listed}. These rows still import; open the entry to decide whether the question belongs there.`
  );
}

/**
 * The preview's near-duplicates: questions of new or changed rows that an existing entry already answers, each with
 * a link to that entry (a new tab with its details, as the add/edit form's warning links), and the check's counts.
 */
export function ImportNearDuplicates({ preview }: { preview: BulkPreview }) {
  const { items, paginationProps, collectionProps } = useCollection([...preview.NearDuplicates], {
    pagination: { pageSize: PAGE_SIZE },
    sorting: {},
  });
  const found = counted(preview);
  return (
    <SpaceBetween size="s">
      {preview.NearDuplicateNote && (
        <Alert type="info" header="Near-duplicate check">
          {preview.NearDuplicateNote}
        </Alert>
      )}
      {found > 0 && (
        <Alert type="warning" header={`${found} question(s) may be near-duplicates`}>
          {summary(preview)}
        </Alert>
      )}
      {preview.NearDuplicates.length > 0 && (
        <Table
          {...collectionProps}
          variant="embedded"
          ariaLabels={{ tableLabel: 'Preview: near-duplicates' }}
          header={
            <Header variant="h3" counter={`(${found})`}>
              Near-duplicates
            </Header>
          }
          columnDefinitions={[
            { id: 'line', header: 'Line', cell: (item) => item.Line, sortingField: 'Line', width: 90 },
            { id: 'question', header: 'Question', cell: (item) => item.Question },
            { id: 'matched', header: 'Already answered by', cell: (item) => `“${item.MatchedQuestion}”` },
            { id: 'score', header: 'Score', cell: (item) => item.Score.toFixed(2), sortingField: 'Score', width: 100 },
            {
              id: 'entry',
              header: 'Entry',
              cell: (item) => (
                <Link
                  href={entryLink(item.HelpID)}
                  external
                  externalIconAriaLabel="(opens in a new tab)"
                  ariaLabel={`Open that entry (line ${item.Line})`}
                >
                  Open that entry
                </Link>
              ),
            },
          ]}
          items={items}
          pagination={<Pagination {...paginationProps} />}
          empty={<Box>No near-duplicates</Box>}
        />
      )}
    </SpaceBetween>
  );
}
