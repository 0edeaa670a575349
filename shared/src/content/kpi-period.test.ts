import { describe, expect, it } from 'vitest';
import { formatIssues } from '../core/fields';
import { kpiDataInput } from './kpi-data';
import { isoWeeksIn, kpiPeriod, periodProblems } from './kpi-period';

describe('KPI periods', () => {
  it('knows the years with 53 ISO weeks', () => {
    expect([2020, 2026, 2032].map(isoWeeksIn)).toEqual([53, 53, 53]);
    expect([2024, 2025, 2027].map(isoWeeksIn)).toEqual([52, 52, 52]);
  });

  it('writes each grain as text that sorts in time order', () => {
    expect(kpiPeriod({ KPIGrain: 'Hourly', Year: 2026, Month: 3, Day: 4, Hour: 7 })).toBe('2026-03-04T07');
    expect(kpiPeriod({ KPIGrain: 'Weekly', Year: 2026, Week: 9 })).toBe('2026-W09');
    expect(kpiPeriod({ KPIGrain: 'Quarterly', Year: 2026, Quarter: 2 })).toBe('2026-Q2');
  });

  it('names what a grain lacks and what it must not have', () => {
    expect(periodProblems({ KPIGrain: 'Daily', Year: 2026, Month: 3, Hour: 4 })).toEqual([
      ['Hour', 'must be empty for a Daily value'],
      ['Day', 'is required for a Daily value'],
    ]);
  });

  it('defaults the grain to Daily and reports on the field', () => {
    const parsed = kpiDataInput.safeParse({ KpiID: crypto.randomUUID(), Value: 3, Year: 2026, Month: 2, Day: 29 });
    expect(formatIssues(parsed.error!)).toBe('Day: must be a day of the month: February 2026 has 28 days');
    const daily = kpiDataInput.parse({ KpiID: crypto.randomUUID(), Value: 3, Year: 2028, Month: 2, Day: 29 });
    expect(daily).toMatchObject({ KPIGrain: 'Daily', Hour: null, Week: null, Quarter: null });
  });
});
