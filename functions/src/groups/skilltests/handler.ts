import { skillTestsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { createTestFromHelp } from '../../services/skill-tests/from-help-service';
import { downloadRun } from '../../services/skill-tests/download-service';
import { getRun, listRuns } from '../../services/skill-tests/run-service';

export const handler = groupHandler(
  bindGroup('skilltests', [skillTestsRoutes], {
    GetTestRuns: ({ query, principal }) => listRuns(query.id, principal),
    GetTestRun: ({ query, principal }) => getRun(query.RunID, principal),
    DownloadTestRun: ({ query, principal }) => downloadRun(query, principal),
    CreateTestFromHelp: ({ body, principal }) => createTestFromHelp(body, principal),
  }),
);
