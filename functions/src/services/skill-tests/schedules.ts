import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { scheduleTypes, type ScheduleType } from '@switchboard/shared';

const HOUR = 3_600_000;
const interval: Record<ScheduleType, number | null> = { '0': null, '1': HOUR, '2': 24 * HOUR, '3': 7 * 24 * HOUR };
const rate: Record<ScheduleType, string | null> = {
  '0': null,
  '1': 'rate(1 hour)',
  '2': 'rate(1 day)',
  '3': 'rate(7 days)',
};

/** When a test of this schedule runs next after `from` (null: not scheduled). */
export function nextRunAt(type: string, from: Date): string | null {
  const every = interval[type as ScheduleType] ?? null;
  return every === null ? null : new Date(from.getTime() + every).toISOString();
}

/**
 * When a newly scheduled test first runs: one period from now; on one machine SWITCHBOARD_SCHEDULE_FIRST_RUN_MS
 * (set by the API tests only) brings that first run close, so a test sees a schedule fire. Later runs keep the period.
 */
export function firstRunAt(type: string, from: Date): string | null {
  const soon = Number(process.env.SWITCHBOARD_SCHEDULE_FIRST_RUN_MS);
  const next = nextRunAt(type, from);
  return next && soon > 0 ? new Date(from.getTime() + soon).toISOString() : next;
}

export const describeSchedule = (type: string) => scheduleTypes[type as ScheduleType] ?? 'none';

/** What a schedule's run receives (the runner Lambda's event). */
export interface ScheduledRun {
  organizationId: string;
  testId: string;
}

let client: SchedulerClient | undefined;

/**
 * Deployed (SCHEDULE_GROUP set): one EventBridge Scheduler schedule per scheduled test, in the stack's schedule
 * group, targeting the runner Lambda. Without it (one machine) the runtime's timer runs the tests whose NextRunAt
 * has come (local/schedule-timer.ts), so there is nothing to create.
 */
export async function applySchedule(organizationId: string, testId: string, type: string): Promise<void> {
  const group = process.env.SCHEDULE_GROUP;
  if (!group) return;
  client ??= new SchedulerClient({});
  const name = `skill-test-${testId}`;
  const expression = rate[type as ScheduleType] ?? null;
  if (expression === null) return removeSchedule(testId);
  const input: ScheduledRun = { organizationId, testId };
  const schedule = {
    Name: name,
    GroupName: group,
    ScheduleExpression: expression,
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    Target: {
      Arn: process.env.SCHEDULE_TARGET_ARN,
      RoleArn: process.env.SCHEDULE_ROLE_ARN,
      Input: JSON.stringify(input),
    },
  };
  try {
    await client.send(new UpdateScheduleCommand(schedule));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateScheduleCommand(schedule));
  }
}

export async function removeSchedule(testId: string): Promise<void> {
  const group = process.env.SCHEDULE_GROUP;
  if (!group) return;
  client ??= new SchedulerClient({});
  try {
    await client.send(new DeleteScheduleCommand({ Name: `skill-test-${testId}`, GroupName: group }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
}
