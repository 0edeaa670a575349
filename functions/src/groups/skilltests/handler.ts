import { skillTestsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const runs = onFirstUse(() => import('./test-runs'));
const downloads = onFirstUse(() => import('../../services/skill-tests/download-service'));
const fromHelp = onFirstUse(() => import('../../services/skill-tests/from-help-service'));
const recipients = onFirstUse(() => import('../../services/skill-tests/report-recipients'));
const testFiles = onFirstUse(() => import('../../services/skill-tests/test-file-import-service'));

export const handler = groupHandler(
  bindGroup('skilltests', [skillTestsRoutes], {
    GetTestRuns: async ({ query, principal }) => (await runs()).listRuns(query.id, principal),
    GetTestRun: async ({ query, principal }) => (await runs()).getRun(query.RunID, principal),
    DownloadTestRun: async ({ query, principal }) => (await downloads()).downloadRun(query, principal),
    CreateTestFromHelp: async ({ body, principal }) => (await fromHelp()).createTestFromHelp(body, principal),
    ConvertTestFile: async ({ body, principal }) => (await testFiles()).convertTestFile(body, principal),
    ConfirmReportEmail: async ({ body }) => (await recipients()).confirmReportEmail(body.Token),
  }),
);
