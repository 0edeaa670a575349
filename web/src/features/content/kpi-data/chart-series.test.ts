import type { KpiData } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { chartPoints } from './chart-series';

const value = (Period: string, Value: number) => ({ Period, Value }) as KpiData;

describe('the KPI chart', () => {
  it('puts the periods in time order and totals the values of one period', () => {
    const newestFirst = [value('2026-03-02', 5), value('2026-03-02', 7), value('2026-03-01', 3)];
    expect(chartPoints(newestFirst, 'Number')).toEqual([
      { x: '2026-03-01', y: 3 },
      { x: '2026-03-02', y: 12 },
    ]);
  });

  it('averages percentages of one period', () => {
    expect(chartPoints([value('2026-W10', 40), value('2026-W10', 60)], 'Percentage')).toEqual([
      { x: '2026-W10', y: 50 },
    ]);
  });
});
