import * as z from 'zod/mini';
import { success } from '../core/answers';
import { relayRoute, route } from '../core/route';
import { testDefinition } from './definition';
import { testFileBody, testFileConversion } from './import-schemas';
import { reportConfirmation } from './report-mail';
import {
  fromHelpBody,
  mediaUploadQuery,
  runAnswerItem,
  runDownloadQuery,
  runQuery,
  skillTest,
  skillTestIdQuery,
  skillTestInput,
  skillTestListQuery,
  skillTestUpdate,
  statusAnswer,
  stepResult,
  testJsonAnswer,
  testRun,
} from './schemas';
import { lazySchema } from '../core/lazy-schema';

const testers = ['OrgAdmin', 'Staff'] as const;
const S = '/SkillTests';

/** The skill tests' relay operations (spec part 2 §7), the upload, and our own routes for results and schedules. */
export const skillTestsRoutes = {
  GetTests: relayRoute({
    method: 'GET',
    path: '/api/GetTests',
    group: 'skilltests',
    access: testers,
    ...skillTestListQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(skillTest)),
    summary: "The organization's skill tests, newest first, 25 a page unless PageSize says otherwise.",
  }),
  GetTest: relayRoute({
    method: 'GET',
    path: '/api/GetTest',
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    answer: skillTest,
    summary: 'One skill test.',
  }),
  addSkillTest: relayRoute({
    method: 'POST',
    path: '/api/addSkillTest',
    group: 'skilltests',
    access: testers,
    body: skillTestInput,
    answer: skillTest,
    summary: 'Creates a skill test (the client names its GUID); its definition is the uploaded Url or the JSON given.',
  }),
  EditSkillTest: relayRoute({
    method: 'POST',
    path: '/api/EditSkillTest',
    group: 'skilltests',
    access: testers,
    body: skillTestUpdate,
    answer: skillTest,
    summary: 'Changes a skill test (Version guards against lost updates); its schedule follows.',
  }),
  deleteSkillTest: relayRoute({
    method: 'POST',
    path: '/api/deleteSkillTest',
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    answer: success,
    summary: 'Deletes a skill test with its definition file, its results and its schedule.',
  }),
  RunSingleTest: relayRoute({
    method: 'POST',
    path: '/api/RunSingleTest',
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(runAnswerItem)),
    summary: "Runs every step against the organization's answering engine and stores the run.",
  }),
  GetTestJSONFromS3: relayRoute({
    method: 'GET',
    path: '/api/GetTestJSONFromS3',
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    answer: testJsonAnswer,
    summary: "The test's definition as JSON text.",
  }),
  UpdateTestJson: relayRoute({
    method: 'POST',
    path: '/api/UpdateTestJson',
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    body: testDefinition,
    answer: statusAnswer,
    summary: "Saves the test's definition; one the schema refuses is not stored (400 naming the step and field).",
  }),

  GetTestRuns: route({
    method: 'GET',
    path: `${S}/GetTestRuns`,
    group: 'skilltests',
    access: testers,
    query: skillTestIdQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(testRun)),
    summary: "A test's runs, newest first (the result page's history and pass-rate trend).",
  }),
  GetTestRun: route({
    method: 'GET',
    path: `${S}/GetTestRun`,
    group: 'skilltests',
    access: testers,
    query: runQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.object({ Run: testRun, Steps: z.array(stepResult) })),
    summary: "One run with every step's result.",
  }),
  DownloadTestRun: route({
    method: 'GET',
    path: `${S}/DownloadTestRun`,
    group: 'skilltests',
    access: testers,
    query: runDownloadQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.string()),
    summary: 'A run as CSV or JUnit XML, as a file to save.',
  }),
  CreateTestFromHelp: route({
    method: 'POST',
    path: `${S}/CreateTestFromHelp`,
    group: 'skilltests',
    access: testers,
    body: fromHelpBody,
    answer: skillTest,
    status: 201,
    summary: 'A regression test asking every question of every live Help Q&A entry, expecting that entry.',
  }),
  ConvertTestFile: route({
    method: 'POST',
    path: `${S}/ConvertTestFile`,
    group: 'skilltests',
    access: testers,
    body: testFileBody,
    answer: testFileConversion,
    summary:
      'Converts a Botium convo, Rasa test stories or a QnA Maker batch test into skill-test definitions (expected intents looked up among the help entries) with their warnings; stores nothing.',
  }),
  ConfirmReportEmail: route({
    method: 'POST',
    path: `${S}/ConfirmReportEmail`,
    group: 'skilltests',
    access: 'public',
    body: reportConfirmation,
    answer: /* @__PURE__ */ lazySchema(() => z.string()),
    summary:
      "The owner of an address outside the organization confirms, with the link mailed to it, that it wants the organization's skill test reports.",
  }),
  UploadFiles: route({
    method: 'POST',
    path: '/Media/UploadFiles',
    group: 'media',
    access: testers,
    query: mediaUploadQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.string()),
    summary: "Stores an uploaded .json test definition (multipart) in the organization's files: 'name|url', or ''.",
  }),
};
