import Box from '@cloudscape-design/components/box';
import LineChart from '@cloudscape-design/components/line-chart';
import type { TestRun } from '@switchboard/shared';
import { formatDateTime } from '../../components/format/date-time';
import { percentText } from './run-format';
import { trendPoints } from './trend-points';

const wholePercent = (value: number) => `${Math.round(value)} %`;

/**
 * The pass rate of the test's runs, run by run (#1 is the oldest), 0–100 %; a point's details say when it ran.
 * One run is not a trend: it says so.
 */
export function PassRateChart({
  runs,
  statusType,
}: {
  runs: readonly TestRun[];
  statusType: 'loading' | 'error' | 'finished';
}) {
  const points = trendPoints(runs);
  const startedAt = new Map(points.map((point) => [point.x, point.startedAt]));
  const trend = points.length >= 2;
  return (
    <LineChart
      series={
        trend
          ? [
              {
                title: 'Pass rate',
                type: 'line',
                data: points.map(({ x, y }) => ({ x, y })),
                valueFormatter: (value: number) => percentText(value),
              },
            ]
          : []
      }
      xScaleType="categorical"
      xDomain={trend ? points.map((point) => point.x) : undefined}
      yDomain={[0, 100]}
      xTitle="Run"
      yTitle="Pass rate"
      yTickFormatter={wholePercent}
      detailPopoverFooter={(x) => {
        const started = startedAt.get(String(x));
        return started ? <Box variant="small">Started {formatDateTime(started)}</Box> : null;
      }}
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
