import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { fillMessage, messages, type ParsedBulkFile } from '@switchboard/shared';

const PAGE_SIZE = 20;

/**
 * What reading the file said besides invalid rows: what it was read as, the Windows-1252 characters mapped, and
 * notes on rows that import (a template shown as written, a Lambda hook kept but not run, an intent left out).
 */
export function ImportFileNotes({ file }: { file: ParsedBulkFile }) {
  const { items, paginationProps, collectionProps } = useCollection([...file.notes], {
    pagination: { pageSize: PAGE_SIZE },
    sorting: {},
  });
  return (
    <SpaceBetween size="s">
      <Alert type="info" header={`Read as ${file.source || 'an unknown format'}`}>
        <span data-testid="file-read">
          {file.rows} rows read.
          {file.mapped > 0 && ` ${fillMessage(messages.msg_help_bulk_mapped, { count: file.mapped })}`}
        </span>
      </Alert>
      {file.notes.length > 0 && (
        <Table
          {...collectionProps}
          variant="embedded"
          ariaLabels={{ tableLabel: 'Preview: notes on rows that import' }}
          header={
            <Header variant="h3" counter={`(${file.notes.length})`}>
              Notes
            </Header>
          }
          columnDefinitions={[
            { id: 'line', header: 'Line', cell: (note) => note.Line, sortingField: 'Line', width: 90 },
            { id: 'field', header: 'Field', cell: (note) => note.Field, width: 140 },
            { id: 'note', header: 'Note', cell: (note) => note.Reason },
          ]}
          items={items}
          pagination={<Pagination {...paginationProps} />}
          empty={<Box>No notes</Box>}
        />
      )}
    </SpaceBetween>
  );
}
