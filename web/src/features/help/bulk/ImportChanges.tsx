import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import type { BulkPreview } from '@switchboard/shared';

const PAGE_SIZE = 20;

/** Every stored entry the import would change, one row a changed field, with its value before and after. */
export function ImportChanges({ preview }: { preview: BulkPreview }) {
  const rows = preview.Changes.flatMap((change) =>
    change.Fields.map((field) => ({
      ...field,
      Line: change.Line,
      Entry: change.Entry,
      id: `${change.HelpID}|${field.Field}`,
    })),
  );
  const { items, paginationProps, collectionProps } = useCollection(rows, {
    pagination: { pageSize: PAGE_SIZE },
    sorting: {},
  });
  if (preview.Changes.length === 0) return null;
  const more = preview.ChangesMore > 0 ? ` (and ${preview.ChangesMore} more entries not listed)` : '';
  return (
    <Table
      {...collectionProps}
      variant="embedded"
      trackBy="id"
      wrapLines
      ariaLabels={{ tableLabel: 'Preview: what would change' }}
      header={
        <Header
          variant="h3"
          counter={`(${preview.Changes.length})`}
          description={`Stored entries this import would change, field by field${more}. Choose “Add new only” to leave them as they are.`}
        >
          Changes to stored entries
        </Header>
      }
      columnDefinitions={[
        { id: 'line', header: 'Line', cell: (row) => row.Line, sortingField: 'Line', width: 80 },
        { id: 'entry', header: 'Entry', cell: (row) => row.Entry, width: 200 },
        { id: 'field', header: 'Field', cell: (row) => row.Field, width: 140 },
        { id: 'before', header: 'Before', cell: (row) => row.Before || '-' },
        { id: 'after', header: 'After', cell: (row) => row.After || '-' },
      ]}
      items={items}
      pagination={<Pagination {...paginationProps} />}
      empty={<Box>No changes</Box>}
    />
  );
}
