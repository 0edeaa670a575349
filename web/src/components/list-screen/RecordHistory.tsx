import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { UsageLog } from '@switchboard/shared';
import { useRoute } from '../../api/use-route';
import { ApiError } from '../../api/api-error';
import { formatDateTime } from '../format/date-time';
import type { HistoryOf } from './record-types';

const columns = [
  { id: 'when', header: 'When', cell: (log: UsageLog) => formatDateTime(log.LogDate), width: 150 },
  { id: 'who', header: 'Who', cell: (log: UsageLog) => <Who log={log} />, width: 220 },
  { id: 'what', header: 'What changed', cell: (log: UsageLog) => log.LogText, isRowHeader: true },
];

/** A record's changes from the usage logs (who, when, what), newest first: the details modal's "History". */
export function RecordHistory({ of }: { of: HistoryOf }) {
  // Read whenever shown: every save (this user's or another's) adds to it, so a cached answer would hide the latest.
  const history = useRoute('GetRecordHistory', of, { staleTime: 0 });
  // No history (404): a record saved before the usage logs began, or one whose logs have expired.
  const none = history.error instanceof ApiError && history.error.status === 404;
  return (
    <Table
      header={<Header variant="h3">History</Header>}
      variant="embedded"
      wrapLines
      items={history.data ?? []}
      columnDefinitions={columns}
      ariaLabels={{ tableLabel: 'History' }}
      loading={history.isPending && !history.isError}
      loadingText="Reading the history"
      empty={
        <Box textAlign="center" color="inherit">
          {history.isPending ? (
            <Spinner />
          ) : none || !history.error ? (
            'No changes are logged for this record.'
          ) : (
            `The history could not be read: ${history.error.message}`
          )}
        </Box>
      }
    />
  );
}

/** The person by name, their address beneath; the address alone when the log names nobody of the organization. */
function Who({ log }: { log: UsageLog }) {
  if (!log.Name) return <>{log.Email}</>;
  return (
    <>
      {log.Name}
      <Box variant="small" display="block" color="text-body-secondary">
        {log.Email}
      </Box>
    </>
  );
}
