import type { UsageLog } from '@switchboard/shared';
import { callRoutePage } from '../../api/client';
import { logQuery, type LogFilters } from './log-query';

const COLUMNS: (keyof UsageLog)[] = ['LogDate', 'LogType', 'ModuleName', 'LogText', 'Email', 'LogClient', 'EmployeeID'];

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula.
 * Written here rather than with papaparse: the export is these few lines, and the console has no other CSV yet.
 */
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export const logsCsv = (logs: UsageLog[]) =>
  [COLUMNS.join(','), ...logs.map((log) => COLUMNS.map((name) => cell(String(log[name] ?? ''))).join(','))].join(
    '\r\n',
  );

/** Every page of the filtered range (100 a call), as CSV text. */
export async function exportLogs(filters: LogFilters): Promise<string> {
  const logs: UsageLog[] = [];
  let cursor: string | undefined;
  do {
    const page = await callRoutePage('UserLogsByTimeZone', {
      query: { ...logQuery(filters, 100), ...(cursor ? { Cursor: cursor } : {}) },
    });
    logs.push(...(page.answer as UsageLog[]));
    cursor = page.page.nextCursor;
  } while (cursor);
  return logsCsv(logs);
}
