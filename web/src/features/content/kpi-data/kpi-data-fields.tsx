import {
  DEFAULT_KPI_GRAIN,
  grainFields,
  kpiGrains,
  type KpiData,
  type KpiGrain,
  type PeriodField,
} from '@switchboard/shared';
import type { LookupsOf } from '../../../components/list-screen/declared-screen';
import type { EntityField, EntityFields } from '../../../components/list-screen/entity-fields';
import type { FieldOption, FormValues } from '../../../components/list-screen/types';
import { auditFields, referenceField } from '../common/common-fields';
import { employeeOptions, groupOptions, kpiOptions, labelOf, locationOptions } from '../common/lookup-options';
import { formatPeriod } from '../../../components/format/date-time';

const RANGES: Record<PeriodField, string> = {
  Year: '1900 to 2200',
  Quarter: '1 to 4',
  Month: '1 to 12',
  Week: 'ISO week, 1 to 53',
  Day: '1 to 31',
  Hour: '0 to 23',
};

export const grainOf = (text: string | undefined): KpiGrain =>
  (kpiGrains as readonly string[]).includes(text ?? '') ? (text as KpiGrain) : DEFAULT_KPI_GRAIN;

const namedByGrain = (field: PeriodField, values: FormValues) => grainFields[grainOf(values.KPIGrain)].includes(field);

/** A new value's period: today's (its hour, day, month, quarter, year); no week. */
const PERIOD_NOW: Record<PeriodField, (now: Date) => string> = {
  Year: (now) => String(now.getFullYear()),
  Quarter: (now) => String(Math.floor(now.getMonth() / 3) + 1),
  Month: (now) => String(now.getMonth() + 1),
  Week: () => '',
  Day: (now) => String(now.getDate()),
  Hour: (now) => String(now.getHours()),
};

/**
 * A period field: shown (and required) only when the chosen grain names it (Daily: Year, Month, Day). The body
 * sends only the fields the grain names, the others null: what a hidden field still holds is not sent, so changing
 * the grain never leaves a stray Hour on a Daily value.
 */
const periodField = (field: PeriodField): EntityField<KpiData, FormValues> => ({
  label: field,
  show: (item) => (item[field] === null ? '' : String(item[field])),
  column: { hiddenByDefault: true, sortingField: field },
  control: {
    kind: 'number',
    step: 1,
    half: true,
    constraintText: RANGES[field],
    dynamic: (values) => ({ hidden: !namedByGrain(field, values) }),
    initial: () => PERIOD_NOW[field](new Date()),
    codec: {
      toBody: (value, values) => (namedByGrain(field, values) && value.trim() !== '' ? Number(value) : null),
    },
  },
});

export const kpiDataFields = (lookups: LookupsOf<'GetVoiceDashboardKPI'>) => {
  const kpis: FieldOption[] = kpiOptions(lookups.KPI);
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
        options: (lookups.KPIGrainOptions ?? []).map((value) => ({ value })),
        optionsLoading: lookups.loading,
        initial: DEFAULT_KPI_GRAIN,
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
    EmployeeID: referenceField<KpiData, FormValues>(
      'Employee',
      (item) => item.EmployeeID,
      employeeOptions(lookups.Employees),
      lookups.loading,
      { none: 'Whole organization' },
    ),
    GroupID: referenceField<KpiData, FormValues>(
      'Group',
      (item) => item.GroupID,
      groupOptions(lookups.Groups),
      lookups.loading,
      { none: 'Every group' },
    ),
    LocationID: referenceField<KpiData, FormValues>(
      'Office location',
      (item) => item.LocationID,
      locationOptions(lookups.OfficeLocations),
      lookups.loading,
      { none: 'Every location' },
    ),
    KpiDataID: { label: 'Value ID' },
    ...auditFields<KpiData, FormValues>(),
  } satisfies EntityFields<KpiData, FormValues, string>;
};
