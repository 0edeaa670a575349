import Box from '@cloudscape-design/components/box';
import LineChart from '@cloudscape-design/components/line-chart';
import type { TestRun } from '@switchboard/shared';
import { formatDateTime } from '../../components/format/date-time';
import { percentText } from './run-format';

const wholePercent = (value: number) => `${Math.round(value)} %`;

/** The pass rate of the test's runs over time (oldest left), 0–100 %. One run is not a trend: it says so. */
export function PassRateChart({
  runs,
  statusType,
}: {
  runs: readonly TestRun[];
  statusType: 'loading' | 'error' | 'finished';
}) {
  const points = [...runs]
    .sort((a, b) => a.StartedAt.localeCompare(b.StartedAt))
    .map((run) => ({ x: new Date(run.StartedAt), y: run.PassRate }));
  const trend = points.length >= 2;
  return (
    <LineChart
      series={
        trend
          ? [{ title: 'Pass rate', type: 'line', data: points, valueFormatter: (value: number) => percentText(value) }]
          : []
      }
      xScaleType="time"
      yDomain={[0, 100]}
      xTitle="Run"
      yTitle="Pass rate"
      xTickFormatter={(date) => formatDateTime(date.toISOString())}
      yTickFormatter={wholePercent}
      height={200}
      hideFilter
      hideLegend
      statusType={statusType}
      loadingText="Loading the runs"
      errorText="The runs could not be read."
      ariaLabel="Pass rate over time"
      empty={
        <Box textAlign="center" color="inherit">
          <b>No trend yet</b>
          <Box variant="p" color="inherit">
            The trend shows from the test&apos;s second run.
          </Box>
        </Box>
      }
    />
  );
}
