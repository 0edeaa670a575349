import type { UsageLog } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { logsCsv } from './log-csv';

const log = (overrides: Partial<UsageLog>): UsageLog => ({
  LogID: 'l1',
  LogType: 'Update',
  ModuleName: 'Blog',
  LogText: 'Updated Blog',
  LogDate: '2026-03-01T10:00:00+01:00',
  Email: 'a@example.com',
  LogClient: '203.0.113.9; Firefox',
  EmployeeID: '',
  OrganizationID: 'o1',
  RecordType: 'Blog',
  RecordID: 'b1',
  ...overrides,
});

describe('the usage logs CSV', () => {
  it('has a header row and quotes every cell, doubling quotes', () => {
    const csv = logsCsv([log({ LogText: 'title \'a\' → "b", c' })]);
    expect(csv.split('\r\n')).toEqual([
      'LogDate,LogType,ModuleName,LogText,Email,LogClient,EmployeeID',
      '"2026-03-01T10:00:00+01:00","Update","Blog","title \'a\' → ""b"", c","a@example.com","203.0.113.9; Firefox",""',
    ]);
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    const csv = logsCsv([log({ LogText: '=HYPERLINK("http://x")', Email: '+1', ModuleName: '@SUM' })]);
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(csv).toContain('"\'+1"');
    expect(csv).toContain('"\'@SUM"');
  });
});
