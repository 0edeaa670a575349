import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';

interface RowActionsProps<T> {
  item: T;
  label: string;
  noun: string;
  onEdit?: (item: T) => void;
  onDetails?: (item: T) => void;
  onDelete?: (item: T) => void;
  /** Why the server would refuse deleting this record (Delete is shown, disabled, with the reason). */
  deleteDisabledReason?: string;
  /** The screen's own actions, between Details and Delete. */
  more?: ReactNode;
}

/** Edit, Details, Delete; each word on one line however narrow the column gets (wrapText false). */
export function RowActions<T>({
  item,
  label,
  noun,
  onEdit,
  onDetails,
  onDelete,
  deleteDisabledReason,
  more,
}: RowActionsProps<T>) {
  return (
    <div className="sb-row-actions" role="group" aria-label={`Actions for ${noun} ${label}`}>
      {onEdit && (
        <Button variant="inline-link" wrapText={false} ariaLabel={`Edit ${noun} ${label}`} onClick={() => onEdit(item)}>
          Edit
        </Button>
      )}
      {onDetails && (
        <Button
          variant="inline-link"
          wrapText={false}
          ariaLabel={`Details of ${noun} ${label}`}
          onClick={() => onDetails(item)}
        >
          Details
        </Button>
      )}
      {more}
      {onDelete && (
        <Button
          variant="inline-link"
          wrapText={false}
          ariaLabel={`Delete ${noun} ${label}`}
          disabled={Boolean(deleteDisabledReason)}
          disabledReason={deleteDisabledReason}
          onClick={() => onDelete(item)}
        >
          Delete
        </Button>
      )}
    </div>
  );
}
