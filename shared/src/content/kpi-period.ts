import type { KpiGrain } from './lookups';

/** The period fields of a KPI value; null (or absent) where the grain has none. */
export interface KpiPeriodFields {
  KPIGrain: KpiGrain;
  Hour?: number | null;
  Day?: number | null;
  Week?: number | null;
  Month?: number | null;
  Quarter?: number | null;
  Year?: number | null;
}
export type PeriodField = 'Hour' | 'Day' | 'Week' | 'Month' | 'Quarter' | 'Year';
export const periodFields: PeriodField[] = ['Hour', 'Day', 'Week', 'Month', 'Quarter', 'Year'];

/** The fields that name a period of each grain: a Daily value needs a day (and its month and year), not an hour. */
export const grainFields: Record<KpiGrain, PeriodField[]> = {
  Hourly: ['Year', 'Month', 'Day', 'Hour'],
  Daily: ['Year', 'Month', 'Day'],
  Weekly: ['Year', 'Week'],
  Monthly: ['Year', 'Month'],
  Quarterly: ['Year', 'Quarter'],
  Yearly: ['Year'],
};

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** ISO 8601 weeks of a year: 53 when it starts on a Thursday, or is a leap year starting on a Wednesday. */
export function isoWeeksIn(year: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
}

/** What is wrong with a value's period fields, by field ("Hour: must be empty for a Daily value"). */
export function periodProblems(value: KpiPeriodFields): [PeriodField, string][] {
  const needed = grainFields[value.KPIGrain];
  const problems: [PeriodField, string][] = [];
  for (const field of periodFields) {
    const given = value[field] !== null && value[field] !== undefined;
    if (needed.includes(field) && !given) problems.push([field, `is required for a ${value.KPIGrain} value`]);
    if (!needed.includes(field) && given) problems.push([field, `must be empty for a ${value.KPIGrain} value`]);
  }
  const { Year, Month, Day, Week } = value;
  if (problems.length === 0 && Year && Month && Day) {
    const days = new Date(Date.UTC(Year, Month, 0)).getUTCDate();
    if (Day > days) problems.push(['Day', `must be a day of the month: ${MONTHS[Month - 1]} ${Year} has ${days} days`]);
  }
  if (problems.length === 0 && Year && Week && Week > isoWeeksIn(Year)) {
    problems.push(['Week', `must be a week of the year: ${Year} has ${isoWeeksIn(Year)} ISO weeks`]);
  }
  return problems;
}

const pad = (n: number | null | undefined, width = 2) => String(n ?? 0).padStart(width, '0');

/**
 * The period a value belongs to, as text that sorts in time order within one grain: 2026-03-14T09 (Hourly),
 * 2026-03-14 (Daily), 2026-W11 (Weekly), 2026-03 (Monthly), 2026-Q1 (Quarterly), 2026 (Yearly).
 */
export function kpiPeriod(value: KpiPeriodFields): string {
  const year = pad(value.Year, 4);
  switch (value.KPIGrain) {
    case 'Hourly':
      return `${year}-${pad(value.Month)}-${pad(value.Day)}T${pad(value.Hour)}`;
    case 'Daily':
      return `${year}-${pad(value.Month)}-${pad(value.Day)}`;
    case 'Weekly':
      return `${year}-W${pad(value.Week)}`;
    case 'Monthly':
      return `${year}-${pad(value.Month)}`;
    case 'Quarterly':
      return `${year}-Q${value.Quarter ?? 0}`;
    case 'Yearly':
      return year;
  }
}
