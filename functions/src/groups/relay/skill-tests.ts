import { skillTestsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on an operation's first call (their own chunk of the bundle): see bindGroup.
const runs = onFirstUse(() => import('../../services/skill-tests/run-service'));
const tests = onFirstUse(() => import('../../services/skill-tests/skill-test-service'));

export const skillTestsRelay = bindRelay('skilltests', [skillTestsRoutes], {
  GetTests: async ({ query, principal }) => (await tests()).listTests(query, principal),
  GetTest: async ({ query, principal }) => (await tests()).getTest(query.id, principal),
  addSkillTest: async ({ body, principal }) => (await tests()).addTest(body, principal),
  EditSkillTest: async ({ body, principal }) => (await tests()).editTest(body, principal),
  deleteSkillTest: async ({ query, principal }) => (await tests()).deleteTest(query.id, principal),
  RunSingleTest: async ({ query, principal }) => (await runs()).runTest(query.id, principal),
  GetTestJSONFromS3: async ({ query, principal }) => (await tests()).getTestJson(query.id, principal),
  UpdateTestJson: async ({ query, body, principal }) => (await tests()).updateTestJson(query.id, body, principal),
});
