import type { Principal } from '../../auth/principal';
import { FileToSave } from '../outcomes';
import { reportFileName, runCsv, runJunit } from './run-reports';
import { getRun } from './run-service';

/** A run as a file to save: CSV (text/csv) or JUnit XML (application/xml), named after the test and its date. */
export async function downloadRun(query: { RunID: string; Format: 'csv' | 'junit' }, principal: Principal) {
  const { Run, Steps } = await getRun(query.RunID, principal);
  const csv = query.Format === 'csv';
  const file = reportFileName(Run, csv ? 'csv' : 'xml');
  return csv
    ? new FileToSave(runCsv(Steps), 'text/csv; charset=utf-8', file)
    : new FileToSave(runJunit(Run, Steps), 'application/xml; charset=utf-8', file);
}
