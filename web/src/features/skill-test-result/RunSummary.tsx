import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TestRun } from '@switchboard/shared';
import { formatDateTime } from '../../components/format/date-time';
import { passRateText, triggerText } from './run-format';

export function RunStatus({ status }: { status: TestRun['Status'] }) {
  return <StatusIndicator type={status === 'Passed' ? 'success' : 'error'}>{status}</StatusIndicator>;
}

const durationText = (run: TestRun) => {
  const ms = new Date(run.FinishedAt).getTime() - new Date(run.StartedAt).getTime();
  if (!Number.isFinite(ms)) return '–';
  return ms < 1000 ? `${Math.max(ms, 0)} ms` : `${(ms / 1000).toFixed(1)} s`;
};

/** The run at a glance: when, how, by whom, its result and its pass rate. */
export function RunSummary({ run }: { run: TestRun }) {
  return (
    <Container header={<Header variant="h2">Run</Header>}>
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Started', value: formatDateTime(run.StartedAt) },
          { label: 'Trigger', value: triggerText(run.Trigger) },
          { label: 'Run by', value: run.Trigger === 'schedule' ? 'The schedule' : run.RunBy },
          { label: 'Status', value: <RunStatus status={run.Status} /> },
          { label: 'Duration', value: durationText(run) },
          {
            label: 'Pass rate',
            value: (
              <ProgressBar
                value={run.PassRate}
                description={passRateText(run)}
                ariaLabel="Pass rate"
                status="in-progress"
              />
            ),
          },
        ]}
      />
    </Container>
  );
}
