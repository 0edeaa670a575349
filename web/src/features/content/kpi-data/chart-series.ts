import type { KpiData } from '@switchboard/shared';

export interface ChartPoint {
  x: string;
  y: number;
}

/**
 * One point per period, oldest first, from values answered newest first. Where several values share a period (per
 * employee, group or location) the point is their total, or their mean for a percentage (a sum of rates means
 * nothing).
 */
export function chartPoints(values: readonly KpiData[], dataType: string): ChartPoint[] {
  const byPeriod = new Map<string, number[]>();
  for (const value of values) byPeriod.set(value.Period, [...(byPeriod.get(value.Period) ?? []), value.Value]);
  return [...byPeriod]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, numbers]) => {
      const total = numbers.reduce((sum, n) => sum + n, 0);
      return { x: period, y: dataType === 'Percentage' ? total / numbers.length : total };
    });
}
