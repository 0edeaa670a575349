import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SkillTest } from '@switchboard/shared';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../components/format/date-time';

/** The result page of a run (built apart: web/src/features/skill-test-result). */
export const resultHref = (runId: string) => `/skilltest/TestSkillResult?Id=${encodeURIComponent(runId)}`;

/** The last run: its pass rate and status, linking to its result page, and when it ran. */
export function LastRunCell({ test }: { test: SkillTest }) {
  const navigate = useNavigate();
  const run = test.LastRun;
  if (!run) return <Box color="text-status-inactive">Never run</Box>;
  const href = resultHref(run.RunID);
  return (
    <>
      <Link
        href={href}
        ariaLabel={`Last run of ${test.Name}: ${run.PassRate}% passed, ${run.Status}`}
        onFollow={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        <StatusIndicator type={run.Status === 'Passed' ? 'success' : 'error'}>
          {`${run.PassRate}% · ${run.Status}`}
        </StatusIndicator>
      </Link>
      <Box variant="small" display="block">
        {formatDateTime(run.StartedAt)}
      </Box>
    </>
  );
}
