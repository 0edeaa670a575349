import { describe, expect, it } from 'vitest';
import { formatDateTime, minutesOfDay, parseDateTime } from './date-time';

describe('moments', () => {
  it('reads ISO 8601 with Z or an offset and writes UTC to the second', () => {
    expect(formatDateTime(parseDateTime('2026-05-01T11:00+02:00')!)).toBe('2026-05-01T09:00:00Z');
    expect(formatDateTime(parseDateTime('2026-05-01T09:00:15.999Z')!)).toBe('2026-05-01T09:00:15Z');
  });

  it("reads the spec's bare dates as midnight UTC", () => {
    expect(formatDateTime(parseDateTime('1970-01-01')!)).toBe('1970-01-01T00:00:00Z');
    expect(formatDateTime(parseDateTime('2100-01-01')!)).toBe('2100-01-01T00:00:00Z');
    expect(parseDateTime('2026-02-30')).toBeUndefined();
  });

  it.each(['2026-02-30T10:00Z', '2026-05-01T24:00Z', '2026-05-01T09:60Z', '2026-05-01 09:00Z', '2026-05-01T09:00'])(
    'refuses %s',
    (text) => expect(parseDateTime(text)).toBeUndefined(),
  );
});

describe('times of day', () => {
  it('reads HH:mm on the 24-hour clock only', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeUndefined();
    expect(minutesOfDay('9:30')).toBeUndefined();
  });
});
