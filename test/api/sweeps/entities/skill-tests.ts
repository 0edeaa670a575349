import { addedTest, definition, relay, testBody } from '../../skill-test-fixtures';
import { cookieOf } from '../context';
import { body, query, read, renamed, type Fixture } from './fixture';

/**
 * Skill tests, made fresh through the relay as the Demo organization's Staff (test/api/skill-test-fixtures.ts).
 * A run is made by running a fresh test. The upload's valid call is JSON here (the sweeps send JSON): it serves
 * the access and query sweeps, which refuse before the body is read; test/api/skill-tests.test.ts uploads forms.
 */
const staff = () => cookieOf('staff');
const idOf = async () => ({ id: String((await addedTest(await staff())).Id) });
const runOf = async () => {
  const { id } = await idOf();
  const run = await relay<{ RunID: string }[]>('RunSingleTest', await staff(), { query: { id } });
  return run.body[0]!.RunID;
};

export const skillTestFixtures: Record<string, Fixture> = {
  'GET /api/GetTests': read(),
  'GET /api/GetTest': read(async () => query(await idOf())),
  'POST /api/addSkillTest': { kind: 'create', valid: async () => body(testBody()) },
  'POST /api/EditSkillTest': {
    kind: 'update',
    valid: async () => body(await addedTest(await staff())),
    writer: renamed('Name'),
    readBack: { list: 'GET /api/GetTests', id: 'Id' },
  },
  'POST /api/deleteSkillTest': { kind: 'delete', valid: async () => query(await idOf()) },
  'POST /api/RunSingleTest': { kind: 'action', valid: async () => query(await idOf()) },
  'GET /api/GetTestJSONFromS3': read(async () => query(await idOf())),
  'POST /api/UpdateTestJson': { kind: 'action', valid: async () => ({ ...query(await idOf()), body: definition() }) },
  GetTestRuns: read(async () => query(await idOf())),
  GetTestRun: read(async () => query({ RunID: await runOf() })),
  DownloadTestRun: read(async () => query({ RunID: await runOf(), Format: 'csv' })),
  CreateTestFromHelp: { kind: 'create', valid: async () => body({ Name: 'Sweep regression' }) },
  // Converts and stores nothing (skill-test-import.test.ts imports real files).
  ConvertTestFile: read(async () => body({ FileName: 'hello.convo.txt', Content: 'hello\n\n#me\nhi\n\n#bot\nhello' })),
  // A link no mail sent: the valid call answers 404 and changes nothing (skill-test-report-mail.test.ts confirms).
  ConfirmReportEmail: { kind: 'action', valid: async () => body({ Token: 'c'.repeat(43) }) },
  UploadFiles: { kind: 'action', valid: async () => query({ MediaType: 'application/json' }) },
};
