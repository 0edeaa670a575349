import { describe, expect, it } from 'vitest';
import { daysOfRange, EVERY_DAY_UP_TO } from './log-query';

describe('daysOfRange', () => {
  it('lists every day of the range, both ends included, across a month and a year end', () => {
    expect(daysOfRange('2026-11-28', '2026-12-02')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOfRange('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysOfRange('2026-02-28', '2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('is one day for a one-day range and none for a reversed or unreadable one', () => {
    expect(daysOfRange('2026-11-28', '2026-11-28')).toEqual(['2026-11-28']);
    expect(daysOfRange('2026-11-28', '2026-11-27')).toEqual([]);
    expect(daysOfRange('', '2026-11-27')).toEqual([]);
  });

  it('gives up past the limit, where the chart shows only the days that have logs', () => {
    expect(daysOfRange('2026-01-01', '2026-01-31')).toHaveLength(EVERY_DAY_UP_TO);
    expect(daysOfRange('2026-01-01', '2026-02-01')).toEqual([]);
  });
});
