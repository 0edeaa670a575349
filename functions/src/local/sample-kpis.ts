import type { KpiGrain } from '@switchboard/shared';
import type { SampleLookups } from './sample-content-records';

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** The ISO 8601 week of a day: its year is the year of that week's Thursday. */
export function isoWeekOf(date: Date): { Year: number; Week: number } {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return { Year: thursday.getUTCFullYear(), Week: Math.ceil(((thursday.getTime() - yearStart) / DAY + 1) / 7) };
}

type Period = { Year: number; Month?: number; Day?: number; Week?: number };

/**
 * A KPI and its values, newest period last: a daily one for the last 14 days, a weekly and a monthly one. The daily
 * one's name comes first by name, so it is the one the KPI data chart opens on.
 */
interface SampleKpi {
  input: { Name: string; KPIGrain: KpiGrain; DataType: string; KPIOwnerEmployeeID: string; Description: string };
  values: { period: Period; Value: number }[];
}

const lastDays = (now: Date, values: number[]) =>
  values.map((Value, i) => {
    const date = daysAgo(now, values.length - 1 - i);
    return { period: { Year: date.getUTCFullYear(), Month: date.getUTCMonth() + 1, Day: date.getUTCDate() }, Value };
  });
const lastWeeks = (now: Date, values: number[]) =>
  values.map((Value, i) => ({ period: isoWeekOf(daysAgo(now, 7 * (values.length - 1 - i))), Value }));
const lastMonths = (now: Date, values: number[]) =>
  values.map((Value, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (values.length - 1 - i), 1));
    return { period: { Year: month.getUTCFullYear(), Month: month.getUTCMonth() + 1 }, Value };
  });

export const sampleKpis = (now: Date, l: SampleLookups): SampleKpi[] => [
  {
    input: {
      Name: 'Calls answered by the assistant',
      KPIGrain: 'Daily',
      DataType: 'Number',
      KPIOwnerEmployeeID: l.admin,
      Description: 'Calls the voice assistant answered without passing them to the front desk.',
    },
    values: lastDays(now, [142, 156, 161, 149, 170, 88, 74, 165, 178, 183, 171, 190, 96, 81]),
  },
  {
    input: {
      Name: 'Satisfied callers',
      KPIGrain: 'Weekly',
      DataType: 'Percentage',
      KPIOwnerEmployeeID: l.staff,
      Description: 'Callers who rated the call 4 or 5 out of 5.',
    },
    values: lastWeeks(now, [81.5, 83, 82.4, 85.1, 86, 84.7, 87.9, 88.6]),
  },
  {
    input: {
      Name: 'Support cost saved',
      KPIGrain: 'Monthly',
      DataType: 'Currency',
      KPIOwnerEmployeeID: l.admin,
      Description: 'Front desk hours the assistant saved, at the average hourly cost.',
    },
    values: lastMonths(now, [2150, 2480, 2710, 2930, 3120, 3385]),
  },
];

/** A sample value as AddVoiceDashboard takes it. */
export const kpiValueInput = (KpiID: string, KPIGrain: KpiGrain, value: SampleKpi['values'][number]) => ({
  KpiID,
  KPIGrain,
  Value: value.Value,
  ...value.period,
});
