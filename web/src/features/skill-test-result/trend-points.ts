import type { TestRun } from '@switchboard/shared';

export interface TrendPoint {
  /** "#1" for the test's first run, "#2" for the next… */
  x: string;
  y: number;
  startedAt: string;
}

/**
 * The pass-rate trend's points: one per run, oldest first, named by its number among the test's runs. Run numbers,
 * not dates, on the x axis: runs a minute apart and runs a week apart get the same room, and the labels stay short.
 */
export function trendPoints(runs: readonly TestRun[]): TrendPoint[] {
  return [...runs]
    .sort((a, b) => a.StartedAt.localeCompare(b.StartedAt))
    .map((run, index) => ({ x: `#${index + 1}`, y: run.PassRate, startedAt: run.StartedAt }));
}
