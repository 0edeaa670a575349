import { skillTestsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { runTest } from '../../services/skill-tests/run-service';
import {
  addTest,
  deleteTest,
  editTest,
  getTest,
  getTestJson,
  listTests,
  updateTestJson,
} from '../../services/skill-tests/skill-test-service';

export const skillTestsRelay = bindRelay('skilltests', [skillTestsRoutes], {
  GetTests: ({ query, principal }) => listTests(query, principal),
  GetTest: ({ query, principal }) => getTest(query.id, principal),
  addSkillTest: ({ body, principal }) => addTest(body, principal),
  EditSkillTest: ({ body, principal }) => editTest(body, principal),
  deleteSkillTest: ({ query, principal }) => deleteTest(query.id, principal),
  RunSingleTest: ({ query, principal }) => runTest(query.id, principal),
  GetTestJSONFromS3: ({ query, principal }) => getTestJson(query.id, principal),
  UpdateTestJson: ({ query, body, principal }) => updateTestJson(query.id, body, principal),
});
