import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { bulkProblemsCsv, type BulkOutcome } from '@switchboard/shared';
import { saveFile } from '../../../api/file-answer';

const PAGE_SIZE = 20;

/** The counts of a preview or an import, and the invalid rows (line, field, reason), downloadable as CSV. */
export function ImportCounts({ outcome, title }: { outcome: BulkOutcome; title: string }) {
  const { items, paginationProps, collectionProps } = useCollection([...outcome.Problems], {
    pagination: { pageSize: PAGE_SIZE },
    sorting: {},
  });
  return (
    <SpaceBetween size="l">
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'New entries', value: <span data-testid="count-new">{outcome.New}</span> },
          { label: 'Changed entries', value: <span data-testid="count-changed">{outcome.Changed}</span> },
          { label: 'Unchanged entries', value: <span data-testid="count-unchanged">{outcome.Unchanged}</span> },
          { label: 'Invalid rows', value: <span data-testid="count-invalid">{outcome.Invalid}</span> },
        ]}
      />
      {outcome.Problems.length > 0 && (
        <Table
          {...collectionProps}
          variant="embedded"
          ariaLabels={{ tableLabel: `${title}: invalid rows` }}
          header={
            <Header
              variant="h3"
              counter={`(${outcome.Problems.length})`}
              actions={
                <Button
                  iconName="download"
                  onClick={() =>
                    saveFile({ name: 'invalid-rows.csv', content: bulkProblemsCsv(outcome.Problems), type: 'text/csv' })
                  }
                >
                  Download invalid rows (CSV)
                </Button>
              }
            >
              Invalid rows
            </Header>
          }
          columnDefinitions={[
            { id: 'line', header: 'Line', cell: (p) => p.Line, sortingField: 'Line', width: 90 },
            { id: 'field', header: 'Field', cell: (p) => p.Field, sortingField: 'Field', width: 140 },
            { id: 'reason', header: 'Reason', cell: (p) => p.Reason },
          ]}
          items={items}
          pagination={<Pagination {...paginationProps} />}
          empty={<Box>No invalid rows</Box>}
        />
      )}
    </SpaceBetween>
  );
}
