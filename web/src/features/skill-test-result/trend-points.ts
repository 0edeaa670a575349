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
  return oldestFirst(runs).map((run, index) => ({ x: runLabel(index + 1), y: run.PassRate, startedAt: run.StartedAt }));
}

/** Each run's number among the test's runs (RunID → 1 for the oldest), the same numbers the trend's x axis shows. */
export function runNumbers(runs: readonly TestRun[]): Map<string, number> {
  return new Map(oldestFirst(runs).map((run, index) => [run.RunID, index + 1]));
}

export const runLabel = (runNumber: number) => `#${runNumber}`;

const oldestFirst = (runs: readonly TestRun[]) => [...runs].sort((a, b) => a.StartedAt.localeCompare(b.StartedAt));
