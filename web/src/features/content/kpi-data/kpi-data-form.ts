import {
  DEFAULT_KPI_GRAIN,
  grainFields,
  kpiGrains,
  periodFields,
  type KpiData,
  type KpiGrain,
  type KpiOption,
} from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { kpiDataFields } from './kpi-data-fields';

export type KpiDataFormValues = {
  KpiID: string;
  KPIGrain: string;
  Value: string;
  Year: string;
  Quarter: string;
  Month: string;
  Week: string;
  Day: string;
  Hour: string;
  EmployeeID: string;
  GroupID: string;
  LocationID: string;
};

export const grainOf = (text: string): KpiGrain =>
  (kpiGrains as readonly string[]).includes(text) ? (text as KpiGrain) : DEFAULT_KPI_GRAIN;

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The value's body: the period fields its grain names (kpi-period.ts), the others null — what the hidden fields
 * still hold is not sent, so changing the grain never leaves a stray Hour on a Daily value.
 */
function body(values: KpiDataFormValues) {
  const needed = grainFields[grainOf(values.KPIGrain)];
  const period = Object.fromEntries(
    periodFields.map((field) => [field, needed.includes(field) ? number(values[field]) : null]),
  );
  return {
    KpiID: values.KpiID,
    KPIGrain: values.KPIGrain,
    Value: values.Value.trim() === '' ? undefined : Number(values.Value),
    ...period,
    EmployeeID: values.EmployeeID,
    GroupID: values.GroupID,
    LocationID: values.LocationID,
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

type Field = keyof ReturnType<typeof kpiDataFields>;

/** The add/edit form of a KPI value: it opens with the grain Daily (spec part 2 §4), today's day filled in. */
export function kpiDataForm(
  kpis: readonly KpiOption[],
): ListScreenDeclaration<KpiData, KpiDataFormValues, Field>['form'] {
  return {
    fields: [
      'KpiID',
      'KPIGrain',
      'Value',
      'Year',
      'Quarter',
      'Month',
      'Week',
      'Day',
      'Hour',
      'EmployeeID',
      'GroupID',
      'LocationID',
    ],
    empty: () => {
      const today = new Date();
      return {
        KpiID: '',
        KPIGrain: DEFAULT_KPI_GRAIN,
        Value: '',
        Year: String(today.getFullYear()),
        Quarter: String(Math.floor(today.getMonth() / 3) + 1),
        Month: String(today.getMonth() + 1),
        Week: '',
        Day: String(today.getDate()),
        Hour: String(today.getHours()),
        EmployeeID: '',
        GroupID: '',
        LocationID: '',
      };
    },
    fromItem: (item) => ({
      KpiID: item.KpiID,
      KPIGrain: item.KPIGrain,
      Value: String(item.Value),
      Year: text(item.Year),
      Quarter: text(item.Quarter),
      Month: text(item.Month),
      Week: text(item.Week),
      Day: text(item.Day),
      Hour: text(item.Hour),
      EmployeeID: item.EmployeeID,
      GroupID: item.GroupID,
      LocationID: item.LocationID,
    }),
    toCreateBody: body,
    toUpdateBody: (values, item) => ({ ...body(values), KpiDataID: item.KpiDataID, Version: item.Version }),
    // Choosing a KPI of a new value takes its grain: a KPI's values are usually recorded at the KPI's own grain.
    adjust: (values, changed) => {
      if (changed !== 'KpiID') return values;
      const kpi = kpis.find((option) => option.KpiID === values.KpiID);
      return kpi ? { ...values, KPIGrain: grainOf(kpi.KPIGrain) } : values;
    },
  };
}
