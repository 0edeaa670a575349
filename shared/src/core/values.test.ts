import { describe, expect, it } from 'vitest';
import { dayDateToIso, formatDayDate, isoDayProblem, isoToDayDate, parseDayDate, parseIsoDay } from './dates';
import { formatAmount, hasAtMostTwoDecimals, isCurrencyCode } from './money';

describe('day dates (dd/MM/yyyy)', () => {
  it('parses real dates and refuses impossible ones', () => {
    expect(parseDayDate('29/02/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDayDate('29/02/2027')).toBeUndefined();
    expect(parseDayDate('2026-10-01')).toBeUndefined();
    expect(parseDayDate('1/10/2026')).toBeUndefined();
    expect(parseDayDate('01/13/2026')).toBeUndefined();
  });

  it('formats and converts both ways', () => {
    expect(formatDayDate(new Date(Date.UTC(2026, 0, 5)))).toBe('05/01/2026');
    expect(dayDateToIso('05/01/2026')).toBe('2026-01-05');
    expect(isoToDayDate('2026-01-05')).toBe('05/01/2026');
    expect(() => dayDateToIso('5/1/26')).toThrow();
  });
});

describe('money', () => {
  it('knows ISO currency codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ1')).toBe(false);
  });

  it('allows at most two decimals', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });

  it('formats an amount with its currency', () => {
    expect(formatAmount(1250, 'USD', 'en-US')).toBe('$1,250.00');
    expect(formatAmount(310.5, 'EUR', 'en-US')).toBe('€310.50');
  });
});

describe('typed ISO dates', () => {
  it('names a real day or says why not, never rolling 2026-02-30 into March', () => {
    expect(parseIsoDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseIsoDay('2026-02-30')).toBeUndefined();
    expect(isoDayProblem('2026-02-30')).toBe('must be a real date: February 2026 has 28 days');
    expect(isoDayProblem('2026-13-01')).toBe('must be a real date: the month is 01 to 12');
    expect(isoDayProblem('30/02/2026')).toBe('must be a date written YYYY-MM-DD');
    expect(isoDayProblem('2026-03-02')).toBeUndefined();
  });
});
