import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPeriod } from './date-time';

describe('the one date format', () => {
  it('writes a moment in the user time zone as "29 Nov 2026, 14:05"', () => {
    const moment = new Date(2026, 10, 29, 14, 5);
    expect(formatDateTime(moment.toISOString())).toBe('29 Nov 2026, 14:05');
    expect(formatDateTime(new Date(2026, 0, 3, 9, 7).toISOString())).toBe('3 Jan 2026, 09:07');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });

  it('writes a day of every wire format as "29 Nov 2026"', () => {
    expect(formatDate('2026-11-29')).toBe('29 Nov 2026');
    expect(formatDate('29/11/2026', 'dd/MM/yyyy')).toBe('29 Nov 2026');
    expect(formatDate('11/29/2026', 'MM/DD/YYYY')).toBe('29 Nov 2026');
    // The same text, two orders: each reads as its wire says.
    expect(formatDate('03/04/2026', 'dd/MM/yyyy')).toBe('3 Apr 2026');
    expect(formatDate('03/04/2026', 'MM/DD/YYYY')).toBe('4 Mar 2026');
    expect(formatDate(new Date(2026, 10, 29, 23, 30).toISOString())).toBe('29 Nov 2026');
  });

  it('leaves text that is no day as it is, never moving it to another day', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('31/02/2026', 'dd/MM/yyyy')).toBe('31/02/2026');
    expect(formatDate('-')).toBe('-');
    expect(formatDate('')).toBe('');
  });

  it('writes KPI periods by their grain', () => {
    expect(formatPeriod('2026-11-20T04')).toBe('20 Nov, 04:00');
    expect(formatPeriod('2026-11-29')).toBe('29 Nov');
    expect(formatPeriod('2026-W48')).toBe('Week of 23 Nov');
    expect(formatPeriod('2026-W01')).toBe('Week of 29 Dec');
    expect(formatPeriod('2026-11')).toBe('Nov 2026');
    expect(formatPeriod('2026-Q4')).toBe('Q4 2026');
    expect(formatPeriod('2026')).toBe('2026');
  });
});
