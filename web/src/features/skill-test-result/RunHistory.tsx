import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { TestRun } from '@switchboard/shared';
import { useNavigate } from 'react-router-dom';
import { useRoute } from '../../api/use-route';
import { formatDateTime } from '../../components/format/date-time';
import { EmptyState } from '../../components/list-screen/EmptyState';
import { ListPagination } from '../../components/list-screen/ListPagination';
import { PassRateChart } from './PassRateChart';
import { passRateText, resultPathOf, triggerText } from './run-format';
import { RunStatus } from './RunSummary';
import { runLabel, runNumbers } from './trend-points';

const HISTORY_PAGE_SIZE = 10;

function historyColumns(
  currentRunId: string,
  numbers: Map<string, number>,
  open: (path: string) => void,
): TableProps.ColumnDefinition<TestRun>[] {
  // "#3 · 23/11/2026, 10:05": the number the trend's x axis shows for the run, then when it started.
  const runText = (run: TestRun) => `${runLabel(numbers.get(run.RunID) ?? 0)} · ${formatDateTime(run.StartedAt)}`;
  return [
    {
      id: 'started',
      header: 'Run',
      isRowHeader: true,
      cell: (run) =>
        run.RunID === currentRunId ? (
          <SpaceBetween direction="horizontal" size="xs">
            <span>{runText(run)}</span>
            <Badge color="blue">This run</Badge>
          </SpaceBetween>
        ) : (
          <Link
            href={resultPathOf(run.RunID)}
            onFollow={(event) => {
              event.preventDefault();
              open(resultPathOf(run.RunID));
            }}
          >
            {runText(run)}
          </Link>
        ),
    },
    { id: 'trigger', header: 'Trigger', cell: (run) => triggerText(run.Trigger) },
    { id: 'by', header: 'Run by', cell: (run) => (run.Trigger === 'schedule' ? 'The schedule' : run.RunBy) },
    { id: 'status', header: 'Status', cell: (run) => <RunStatus status={run.Status} /> },
    { id: 'rate', header: 'Pass rate', cell: (run) => passRateText(run) },
  ];
}

/** The test's runs (newest first, this one marked) and its pass rate over time. */
export function RunHistory({ testId, currentRunId }: { testId: string; currentRunId: string }) {
  const navigate = useNavigate();
  const runs = useRoute('GetTestRuns', { id: testId });
  const all = runs.data ?? [];
  const { items, collectionProps, paginationProps } = useCollection(all, {
    pagination: { pageSize: HISTORY_PAGE_SIZE },
  });
  const failedText = runs.error ? `The runs could not be read: ${runs.error.message}` : undefined;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Pass-rate trend</Header>}>
        <PassRateChart runs={all} statusType={runs.isPending ? 'loading' : runs.isError ? 'error' : 'finished'} />
      </Container>
      <Table
        {...collectionProps}
        variant="container"
        items={items}
        trackBy="RunID"
        loading={runs.isPending}
        loadingText="Loading the runs"
        columnDefinitions={historyColumns(currentRunId, runNumbers(all), navigate)}
        ariaLabels={{ tableLabel: 'Run history' }}
        header={
          <Header variant="h2" counter={runs.isSuccess ? `(${all.length})` : undefined}>
            Run history
          </Header>
        }
        empty={<EmptyState title={failedText ? 'Could not load the runs' : 'No runs'} subtitle={failedText} />}
        pagination={all.length > HISTORY_PAGE_SIZE ? <ListPagination {...paginationProps} /> : undefined}
      />
    </SpaceBetween>
  );
}
