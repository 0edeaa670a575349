import type { Principal } from '../../auth/principal';
import { Reply } from '../../http/reply';
import { reportFileName, runCsv, runJunit } from './run-reports';
import { getRun } from './run-service';

/** A run as a file to save: CSV (text/csv) or JUnit XML (application/xml), named after the test and its date. */
export async function downloadRun(query: { RunID: string; Format: 'csv' | 'junit' }, principal: Principal) {
  const { Run, Steps } = await getRun(query.RunID, principal);
  const csv = query.Format === 'csv';
  const file = reportFileName(Run, csv ? 'csv' : 'xml');
  return new Reply(csv ? runCsv(Steps) : runJunit(Run, Steps), {
    raw: true,
    headers: {
      'content-type': csv ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
    },
  });
}
