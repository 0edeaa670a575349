import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZE_OPTIONS, type ListPreferences as Preferences } from './use-list-preferences';

interface Props {
  noun: string;
  columns: readonly { id: string; header: string }[];
  preferences: Preferences;
  /** The table's page size is the spec's: no choice of page size. */
  fixedPageSize?: boolean;
  onChange: (next: Preferences) => void;
}

/** The table's preferences: page size and which columns show, in which order. */
export function ListPreferences({ noun, columns, preferences, fixedPageSize, onChange }: Props) {
  return (
    <CollectionPreferences
      title="Preferences"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      preferences={preferences}
      onConfirm={({ detail }) =>
        onChange({
          pageSize: detail.pageSize ?? preferences.pageSize,
          contentDisplay: detail.contentDisplay ?? preferences.contentDisplay,
        })
      }
      pageSizePreference={
        fixedPageSize
          ? undefined
          : {
              title: 'Page size',
              options: PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} ${noun}s` })),
            }
      }
      contentDisplayPreference={{
        title: 'Column preferences',
        description: 'Choose the columns to show and drag them into order.',
        options: columns.map((column) => ({
          id: column.id,
          label: column.header,
          alwaysVisible: column.id === 'actions',
        })),
      }}
    />
  );
}
