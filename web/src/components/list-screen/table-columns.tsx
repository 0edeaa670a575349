import Link from '@cloudscape-design/components/link';
import { RowActions } from './RowActions';
import type { ListColumn, TableDeclaration } from './table-types';

interface RowHandlers<T> {
  onEdit?: (item: T) => void;
  onDetails?: (item: T) => void;
  onDelete?: (item: T) => void;
}

/** The declared columns (the row header a link to the details), then the row's actions. */
export function tableColumns<T>(table: TableDeclaration<T>, handlers: RowHandlers<T>): ListColumn<T>[] {
  const { onDetails } = handlers;
  return [
    ...table.columns.map((column) => (column.isRowHeader && onDetails ? detailsLink(column, onDetails) : column)),
    {
      id: 'actions',
      header: 'Actions',
      // As wide as its actions on one line, unless the table says otherwise: no room is kept that nothing uses.
      width: table.actionsWidth,
      minWidth: table.actionsWidth,
      cell: (item) =>
        table.rowActions?.(item) ?? (
          <RowActions
            item={item}
            label={table.itemLabel(item)}
            noun={table.noun}
            {...handlers}
            onDelete={table.isNew?.(item) ? undefined : handlers.onDelete}
            deleteDisabledReason={table.deleteDisabledReason?.(item)}
            more={table.moreRowActions?.(item)}
          />
        ),
    },
  ];
}

/** The row header opens the record's details. */
function detailsLink<T>(column: ListColumn<T>, onDetails: (item: T) => void): ListColumn<T> {
  return {
    ...column,
    cell: (item) => (
      <Link
        onFollow={(event) => {
          event.preventDefault();
          onDetails(item);
        }}
      >
        {column.cell(item)}
      </Link>
    ),
  };
}
