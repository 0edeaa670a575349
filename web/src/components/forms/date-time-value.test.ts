import { describe, expect, it } from 'vitest';
import { dateTimeInputFromIso, dateTimeInputProblem, isoFromDateTimeInput } from './date-time-value';

describe('a form’s moment (day and time)', () => {
  it('goes to the API in UTC and comes back as it was typed', () => {
    const iso = isoFromDateTimeInput('2026-05-01T09:30')!;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(dateTimeInputFromIso(iso)).toBe('2026-05-01T09:30');
  });

  it('refuses a day that does not exist and a missing or wrong time, on the field', () => {
    expect(isoFromDateTimeInput('2026-02-30T09:00')).toBeUndefined();
    expect(dateTimeInputProblem('2026-02-30T09:00')).toBe('must be a real date: February 2026 has 28 days');
    expect(dateTimeInputProblem('2026-05-01T')).toBe('must have a time written HH:mm (24-hour clock)');
    expect(dateTimeInputProblem('2026-05-01T24:00')).toBe('must have a time written HH:mm (24-hour clock)');
    expect(dateTimeInputProblem('')).toBe('is required');
    expect(dateTimeInputProblem('2026-05-01T23:59')).toBeUndefined();
  });
});
