import BarChart from '@cloudscape-design/components/bar-chart';
import { logTypeLabel } from './log-type-label';
import Box from '@cloudscape-design/components/box';
import { logTypes, type LogVolume } from '@switchboard/shared';
import { useRoute } from '../../api/use-route';
import { daysOfRange, type LogFilters } from './log-query';
import { formatPeriod } from '../../components/format/date-time';

/**
 * Stacked bars of one series per log type, over the days of the range (the per-day counters; UTC days): every day up
 * to EVERY_DAY_UP_TO days, so a quiet day shows as one; in a longer range, the days that have logs.
 */
export function LogVolumeChart({ filters }: { filters: LogFilters }) {
  const volume = useRoute('GetLogVolume', { StartDate: filters.start, EndDate: filters.end }, { keepPrevious: true });
  const rows: LogVolume[] = volume.data ?? [];
  const every = daysOfRange(filters.start, filters.end);
  const days = [...new Set([...every, ...rows.map((row) => row.Day)])].sort();
  const series = logTypes
    .filter((type) => !filters.type || type === filters.type)
    .map((type) => ({
      title: logTypeLabel(type),
      type: 'bar' as const,
      data: days.map((day) => ({
        x: day,
        y: rows.find((row) => row.Day === day && row.LogType === type)?.Count ?? 0,
      })),
    }))
    .filter((one) => one.data.some((point) => point.y > 0));
  return (
    <BarChart
      series={series}
      xDomain={days}
      xTitle="Day (UTC)"
      xTickFormatter={formatPeriod}
      yTitle="Logs"
      // Counts: no 0.2-log gridline labels when a range holds a handful.
      yTickFormatter={(count) => (Number.isInteger(count) ? count.toLocaleString() : '')}
      stackedBars
      height={180}
      hideFilter
      ariaLabel="Usage logs per day by type"
      statusType={volume.isError ? 'error' : volume.isPending ? 'loading' : 'finished'}
      errorText="The log volume could not be read."
      loadingText="Reading the log volume"
      empty={
        <Box textAlign="center" color="inherit">
          No logs in this range.
        </Box>
      }
    />
  );
}
