import type { EntityField } from '../../../components/list-screen/entity-fields';
import type { FieldOption, FormValues } from '../../../components/list-screen/types';
import { byText, moment } from './content-format';
import { labelOf, withNone } from './lookup-options';
import { momentFromNow } from './moment-values';

interface Audited {
  DateCreated: string;
  CreatedBy: string;
  DateLastUpdated: string;
  LastUpdatedBy: string;
}

/** Who made and last changed a record, and when: the server sets them; the details show them. */
export const auditFields = <T extends Audited, V extends FormValues>() => ({
  DateCreated: {
    label: 'Created',
    show: (item: T) => moment(item.DateCreated),
    column: { id: 'created', sortingComparator: byText((item: T) => item.DateCreated), hiddenByDefault: true },
  } satisfies EntityField<T, V>,
  CreatedBy: { label: 'Created by', column: { hiddenByDefault: true } } satisfies EntityField<T, V>,
  DateLastUpdated: {
    label: 'Last updated',
    show: (item: T) => moment(item.DateLastUpdated),
    column: { id: 'updated', sortingComparator: byText((item: T) => item.DateLastUpdated), hiddenByDefault: true },
  } satisfies EntityField<T, V>,
  LastUpdatedBy: { label: 'Last updated by', column: { hiddenByDefault: true } } satisfies EntityField<T, V>,
});

export const AUDIT_DETAILS = ['DateCreated', 'CreatedBy', 'DateLastUpdated', 'LastUpdatedBy'] as const;

/**
 * A reference to another record of the organization (an employee, a group, an office location…): a select of the
 * lookup's records, shown by name. An optional one offers `none` ("Everyone") first.
 */
export function referenceField<T, V extends FormValues>(
  label: string,
  read: (item: T) => string,
  options: FieldOption[],
  loading: boolean,
  {
    optional = true,
    none = 'None',
    description,
    half,
  }: { optional?: boolean; none?: string; description?: string; half?: boolean } = {},
): EntityField<T, V> {
  const show = (item: T) => labelOf(options, read(item)) || (optional ? none : '-');
  return {
    label,
    show,
    column: { sortingComparator: (a, b) => show(a).localeCompare(show(b)), filterText: show },
    control: {
      kind: 'select',
      description,
      optional,
      half,
      options: optional ? withNone(options, none) : options,
      optionsLoading: loading,
    },
  };
}

/** A moment picked as a day and a time; shown dd/MM/yyyy HH:mm; a new record's is `daysFromNow` on the hour. */
export function momentField<T, V extends FormValues>(
  label: string,
  read: (item: T) => string,
  description: string | undefined,
  daysFromNow: number,
): EntityField<T, V> {
  return {
    label,
    show: (item) => moment(read(item)),
    column: { sortingComparator: byText(read) },
    control: { kind: 'datetime', description, initial: () => momentFromNow(daysFromNow) },
  };
}
