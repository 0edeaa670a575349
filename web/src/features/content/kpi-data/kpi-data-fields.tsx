import { grainFields, type KpiData, type PeriodField } from '@switchboard/shared';
import type { EntityField, EntityFields } from '../../../components/list-screen/entity-fields';
import type { FieldOption } from '../../../components/list-screen/types';
import { auditFields, referenceField } from '../common/common-fields';
import {
  employeeOptions,
  groupOptions,
  kpiOptions,
  labelOf,
  locationOptions,
  type ContentLookups,
} from '../common/lookup-options';
import { grainOf, type KpiDataFormValues } from './kpi-data-form';
import { formatPeriod } from '../../../components/format/date-time';

const RANGES: Record<PeriodField, string> = {
  Year: '1900 to 2200',
  Quarter: '1 to 4',
  Month: '1 to 12',
  Week: 'ISO week, 1 to 53',
  Day: '1 to 31',
  Hour: '0 to 23',
};

/** A period field: shown (and required) only when the chosen grain names it (Daily: Year, Month, Day). */
const periodField = (field: PeriodField): EntityField<KpiData, KpiDataFormValues> => ({
  label: field,
  show: (item) => (item[field] === null ? '' : String(item[field])),
  column: { hiddenByDefault: true, sortingField: field },
  control: {
    kind: 'number',
    step: 1,
    half: true,
    constraintText: RANGES[field],
    dynamic: (values) => ({ hidden: !grainFields[grainOf(values.KPIGrain)].includes(field) }),
  },
});

export const kpiDataFields = (lookups: ContentLookups & { grains: readonly string[] }) => {
  const kpis: FieldOption[] = kpiOptions(lookups.kpis);
  const kpiName = (item: KpiData) => labelOf(kpis, item.KpiID);
  return {
    KpiID: {
      label: 'KPI',
      show: kpiName,
      column: { isRowHeader: true, sortingComparator: (a, b) => kpiName(a).localeCompare(kpiName(b)) },
      control: { kind: 'select', options: kpis, optionsLoading: lookups.loading, half: true },
    },
    KPIGrain: {
      label: 'Grain',
      control: {
        kind: 'select',
        half: true,
        options: lookups.grains.map((value) => ({ value })),
        optionsLoading: lookups.loading,
        description: 'Which period the value is of; it decides the period fields below.',
      },
    },
    Period: {
      label: 'Period',
      show: (value) => formatPeriod(value.Period),
      // Sorted by its sortable text (2026-W48), shown by its grain (Week of 23 Nov).
      column: { width: 130, sortingField: 'Period' },
    },
    Value: {
      label: 'Value',
      column: { sortingComparator: (a, b) => a.Value - b.Value },
      control: { kind: 'number', step: 0.01 },
    },
    Year: periodField('Year'),
    Quarter: periodField('Quarter'),
    Month: periodField('Month'),
    Week: periodField('Week'),
    Day: periodField('Day'),
    Hour: periodField('Hour'),
    EmployeeID: referenceField<KpiData, KpiDataFormValues>(
      'Employee',
      (item) => item.EmployeeID,
      employeeOptions(lookups.employees),
      lookups.loading,
      { none: 'Whole organization' },
    ),
    GroupID: referenceField<KpiData, KpiDataFormValues>(
      'Group',
      (item) => item.GroupID,
      groupOptions(lookups.groups),
      lookups.loading,
      { none: 'Every group' },
    ),
    LocationID: referenceField<KpiData, KpiDataFormValues>(
      'Office location',
      (item) => item.LocationID,
      locationOptions(lookups.locations),
      lookups.loading,
      { none: 'Every location' },
    ),
    KpiDataID: { label: 'Value ID' },
    ...auditFields<KpiData, KpiDataFormValues>(),
  } satisfies EntityFields<KpiData, KpiDataFormValues, string>;
};
