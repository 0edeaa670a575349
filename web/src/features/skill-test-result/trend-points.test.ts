import type { TestRun } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { runNumbers, trendPoints } from './trend-points';

const run = (StartedAt: string, PassRate: number) => ({ RunID: `run-${PassRate}`, StartedAt, PassRate }) as TestRun;

describe('trendPoints', () => {
  it('numbers the runs #1, #2… from the oldest, whatever order they come in', () => {
    const points = trendPoints([
      run('2026-11-23T10:05:00.000Z', 50),
      run('2026-11-20T09:00:00.000Z', 100),
      run('2026-11-23T10:04:00.000Z', 75),
    ]);
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      ['#1', 100],
      ['#2', 75],
      ['#3', 50],
    ]);
    expect(points[0]!.startedAt).toBe('2026-11-20T09:00:00.000Z');
  });

  it('gives the history table the same numbers as the chart', () => {
    const runs = [run('2026-11-23T10:05:00.000Z', 50), run('2026-11-20T09:00:00.000Z', 100)];
    expect([...runNumbers(runs)]).toEqual([
      ['run-100', 1],
      ['run-50', 2],
    ]);
  });
});
