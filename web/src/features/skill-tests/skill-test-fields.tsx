import Box from '@cloudscape-design/components/box';
import { scheduleTypes, type ScheduleType, type SkillTest } from '@switchboard/shared';
import type { EntityFields } from '../../components/list-screen/entity-fields';
import type { CustomControlProps, FormValues } from '../../components/list-screen/types';
import { formatDateTime } from '../../components/format/date-time';
import { capitalize } from '../../components/format/text';
import { LastRunCell } from './LastRunCell';

export interface SkillTestValues extends FormValues {
  Id: string;
  Name: string;
  ScheduleType: string;
  SendReportAsEmail: string;
  ReportEmail: string;
  /** The stored definition's address (kept by an edit that chooses no new file). */
  Url: string;
  /** The name of the file chosen to upload ('' for none); the file itself waits in the screen's file store. */
  File: string;
}

export const scheduleLabel = (type: string) => capitalize(scheduleTypes[type as ScheduleType] ?? type);

const scheduleOptions = Object.keys(scheduleTypes).map((value) => ({ value, label: scheduleLabel(value) }));

/** The schedule and, for a scheduled test, when it runs next. */
function ScheduleCell({ test }: { test: SkillTest }) {
  return (
    <>
      {scheduleLabel(test.ScheduleType)}
      {test.NextRunAt && (
        <Box variant="small" display="block">
          Next run {formatDateTime(test.NextRunAt)}
        </Box>
      )}
    </>
  );
}

type Render = (props: CustomControlProps<SkillTestValues>) => React.ReactNode;

/** A skill test's fields, each named once (spec part 2 §3): column, form control and details row. */
export function skillTestFields(renderFile: Render): EntityFields<SkillTest, SkillTestValues, string> {
  return {
    Name: {
      label: 'Name',
      column: { width: '35%', isRowHeader: true },
      control: { kind: 'text', maxLength: 200, placeholder: 'e.g. Opening hours' },
    },
    ScheduleType: {
      label: 'Schedule',
      show: (test) => <ScheduleCell test={test} />,
      detail: (test) => scheduleLabel(test.ScheduleType),
      column: {
        width: '25%',
        sortingComparator: (a, b) => a.ScheduleType.localeCompare(b.ScheduleType),
        filterText: (test) => scheduleLabel(test.ScheduleType),
      },
      control: {
        kind: 'select',
        options: scheduleOptions,
        half: true,
        description: 'Runs the test by itself: every hour, day or week.',
      },
    },
    NextRunAt: {
      label: 'Next run',
      show: (test) => (test.NextRunAt ? formatDateTime(test.NextRunAt) : '-'),
    },
    LastRun: {
      label: 'Last run',
      show: (test) => <LastRunCell test={test} />,
      column: {
        width: '20%',
        sortingComparator: (a, b) => (a.LastRun?.StartedAt ?? '').localeCompare(b.LastRun?.StartedAt ?? ''),
        filterText: (test) => test.LastRun?.Status ?? 'Never run',
      },
    },
    SendReportAsEmail: {
      label: 'Send the report by email',
      show: (test) => (test.SendReportAsEmail ? 'Yes' : 'No'),
      control: { kind: 'toggle', half: true, description: 'After each run, the report goes to the address below.' },
    },
    ReportEmail: {
      label: 'Report email',
      show: (test) => test.ReportEmail || '-',
      control: {
        kind: 'text',
        optional: true,
        placeholder: 'qa@example.com',
        constraintText:
          'A user of your organization gets the reports at once; another address is first mailed a link its owner must confirm.',
        dynamic: (values) => ({ optional: values.SendReportAsEmail !== 'true' }),
      },
    },
    File: {
      label: 'Definition file',
      show: (test) => test.Url || '-',
      control: { kind: 'text', render: renderFile },
    },
    DateLastUpdated: { label: 'Last updated', show: (test) => formatDateTime(test.DateLastUpdated) },
    CreatedBy: { label: 'Created by' },
  };
}
