import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { runQuery, type TestRun } from '@switchboard/shared';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useRoute } from '../../api/use-route';
import { usePageTrail } from '../../components/page/page-trail';
import { FullPageSpinner } from '../../components/page/FullPageSpinner';
import { formatDateTime } from '../../components/format/date-time';
import { usePageTitle } from '../../components/page/use-page-title';
import { DownloadButtons } from './DownloadButtons';
import { passRateText, resultPathOf, SKILL_TESTS_PATH } from './run-format';
import { RunHistory } from './RunHistory';
import { RunNotFound, RunProblem } from './RunNotFound';
import { RunSummary } from './RunSummary';
import { StepsTable } from './StepsTable';
import './skill-test-result.css';

const runLabel = (run: TestRun) => `Run of ${formatDateTime(run.StartedAt)}`;

/**
 * /skilltest/TestSkillResult?Id=<RunID> (the spec's page, opened after a run): the run's summary and pass rate, every
 * step with why it failed, the run as CSV or JUnit XML, and the test's earlier runs with their pass-rate trend.
 */
export default function TestRunResultPage() {
  const [params] = useSearchParams();
  const runId = params.get('Id') ?? '';
  // An Id that is no RunID is not sent: it is as unknown as another organization's run.
  const wellFormed = runQuery.safeParse({ RunID: runId }).success;
  const result = useRoute('GetTestRun', { RunID: runId }, { enabled: wellFormed, retry: false });
  const run = result.data?.Run;
  const { pathname } = useLocation();
  usePageTitle(run ? `${run.TestName} · ${runLabel(run)}` : 'Skill test result');
  usePageTrail(
    pathname,
    run && [
      { text: 'Skill tests', href: SKILL_TESTS_PATH },
      // A test has no page of its own: its name leads to the list it is kept in.
      { text: run.TestName, href: SKILL_TESTS_PATH },
      { text: runLabel(run), href: resultPathOf(run.RunID) },
    ],
  );

  if (!wellFormed) return <RunNotFound />;
  if (result.isPending) return <FullPageSpinner label="Loading the test run" />;
  if (result.isError) {
    if (isApiError(result.error) && [400, 404].includes(result.error.status)) return <RunNotFound />;
    return (
      <RunProblem
        title="Could not load the test run"
        action={
          <Button variant="primary" onClick={() => void result.refetch()}>
            Retry
          </Button>
        }
      >
        {result.error.message}
      </RunProblem>
    );
  }

  const { Run, Steps } = result.data;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${runLabel(Run)} · ${passRateText(Run)}`}
          actions={<DownloadButtons runId={Run.RunID} />}
        >
          {Run.TestName}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <RunSummary run={Run} />
        <StepsTable steps={Steps} />
        <RunHistory testId={Run.TestId} currentRunId={Run.RunID} />
      </SpaceBetween>
    </ContentLayout>
  );
}
