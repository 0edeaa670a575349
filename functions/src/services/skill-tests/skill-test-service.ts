import {
  checkTestDefinition,
  fillMessage,
  messages,
  type PageQuery,
  type SearchQuery,
  type SkillTest,
  type SkillTestInput,
  type SkillTestUpdate,
  type TestDefinition,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Listing } from '../../data/list-query';
import { searchFilter } from '../../data/search-filter';
import { AppError, invalid } from '../../errors';
import { deleteDefinitionFile, readDefinitionFile, storeDefinitionFile, writeDefinitionFile } from './definition-files';
import { askToConfirm } from './report-recipients';
import { watchFile } from './upload-ledger';
import { applySchedule, firstRunAt, removeSchedule } from './schedules';
import {
  skillTestRepository as tests,
  stepId,
  stepResultsOf,
  testRunRepository as runs,
} from './skill-test-repository';
import { SKILL_TESTS_PAGE_SIZE } from '@switchboard/shared';
import { organizationScope as scopeOf } from '../../data/entity-repository';

export async function listTests(query: PageQuery & SearchQuery, principal: Principal) {
  const request = { pageSize: query.PageSize ?? SKILL_TESTS_PAGE_SIZE, cursor: query.Cursor };
  const keep = searchFilter(query.Search, ['Name', 'ReportEmail']);
  const listing = await tests.list(scopeOf(principal), request, undefined, keep);
  return listing as Listing<SkillTest>;
}

/** The caller's test, or 404 (another organization's id is not found either). */
export async function getTest(id: string, principal: { organizationId: string }): Promise<SkillTest> {
  const test = await tests.get(scopeOf(principal), id);
  if (!test) throw new AppError('notFound');
  return test as SkillTest;
}

const definitionProblem = (problems: string[]) =>
  invalid(
    `TestDefinitionJson: ${fillMessage(messages.msg_skill_test_invalid_content, { problems: problems.join('; ') })}`,
  );

/** A Url must name a file the organization uploaded (an upload answers it). */
async function requireFile(organizationId: string, url: string) {
  if (url && (await readDefinitionFile(organizationId, url)) === undefined) {
    throw invalid(`Url: ${messages.msg_skill_test_file_not_found}`);
  }
}

/** A report address the organization may not mail yet gets its confirmation link first (429 past the day's limit). */
const checkReportEmail = (input: { SendReportAsEmail: boolean; ReportEmail: string }, principal: Principal) =>
  input.SendReportAsEmail && input.ReportEmail
    ? askToConfirm(principal.organizationId, input.ReportEmail, principal.email)
    : Promise.resolve();

export async function addTest(input: SkillTestInput, principal: Principal): Promise<SkillTest> {
  const scope = scopeOf(principal);
  await checkReportEmail(input, principal);
  let url = input.Url;
  if (input.TestDefinitionJson.trim()) {
    const check = checkTestDefinition(input.TestDefinitionJson);
    if (!check.ok) throw definitionProblem(check.problems);
    if (await tests.get(scope, input.Id)) throw new AppError('exists');
    url = await storeDefinitionFile(principal.organizationId, JSON.stringify(check.definition, null, 2));
  } else await requireFile(principal.organizationId, url);
  const now = new Date();
  const created = await tests.create(scope, input.Id, {
    Id: input.Id,
    Name: input.Name,
    ScheduleType: input.ScheduleType,
    SendReportAsEmail: input.SendReportAsEmail,
    ReportEmail: input.ReportEmail,
    Url: url,
    // The definition lives in the file; the record keeps only where it is.
    TestDefinitionJson: '',
    OrganizationID: principal.organizationId,
    CreatedBy: principal.email,
    DateCreated: now.toISOString(),
    DateLastUpdated: now.toISOString(),
    LastRun: null,
    NextRunAt: firstRunAt(input.ScheduleType, now),
  });
  await applySchedule(principal.organizationId, input.Id, input.ScheduleType);
  return created as SkillTest;
}

export async function editTest(input: SkillTestUpdate, principal: Principal): Promise<SkillTest> {
  const scope = scopeOf(principal);
  const current = await tests.get(scope, input.Id);
  if (!current) throw new AppError('notFound');
  if (input.Version !== undefined && input.Version !== current.Version) throw new AppError('conflict');
  // In edit mode the existing Url alone is enough (spec part 2 §5); a new one must be an uploaded file.
  if (input.Url !== current.Url) await requireFile(principal.organizationId, input.Url);
  await checkReportEmail(input, principal);
  const now = new Date();
  const rescheduled = input.ScheduleType !== current.ScheduleType;
  const changed = await tests.change(scope, input.Id, current, {
    Name: input.Name,
    ScheduleType: input.ScheduleType,
    SendReportAsEmail: input.SendReportAsEmail,
    ReportEmail: input.ReportEmail,
    Url: input.Url || current.Url,
    DateLastUpdated: now.toISOString(),
    NextRunAt: rescheduled ? firstRunAt(input.ScheduleType, now) : current.NextRunAt,
  });
  if (rescheduled) await applySchedule(principal.organizationId, input.Id, input.ScheduleType);
  // The file the test named before is due at the next sweep, which removes it unless another test names it.
  if (input.Url && current.Url && input.Url !== current.Url)
    await watchFile(principal.organizationId, current.Url, now);
  return changed as SkillTest;
}

/** Removes the schedule, the results and the file first, the record last: a failure halfway leaves it to retry. */
export async function deleteTest(id: string, principal: Principal): Promise<'Success'> {
  const scope = scopeOf(principal);
  const test = await getTest(id, principal);
  await removeSchedule(id);
  for (const run of await runs.list(scope, {}, `${id}#`).then((listing) => listing.items)) {
    const steps = stepResultsOf(run.RunID);
    for (const step of await steps.all(scope)) await steps.delete(scope, stepId(step.Index));
    await runs.delete(scope, run.RunID);
  }
  if (test.Url) await deleteDefinitionFile(principal.organizationId, test.Url);
  await tests.delete(scope, id);
  return 'Success';
}

/** The definition text of a test (GetTestJSONFromS3): Status false with the reason when there is none. */
export async function getTestJson(id: string, principal: Principal) {
  const test = await getTest(id, principal);
  const json = test.Url ? await readDefinitionFile(principal.organizationId, test.Url) : undefined;
  if (json === undefined) return { Status: false, Message: messages.msg_skill_test_file_not_found, JsonData: '' };
  return { Status: true, Message: messages.msg_skill_test_json_loaded, JsonData: json };
}

/** Saves a definition the schema accepted (the route validated it) into the test's file, creating one if needed. */
export async function updateTestJson(id: string, definition: TestDefinition, principal: Principal) {
  const scope = scopeOf(principal);
  const test = await tests.get(scope, id);
  if (!test) throw new AppError('notFound');
  const json = JSON.stringify(definition, null, 2);
  if (test.Url) await writeDefinitionFile(principal.organizationId, test.Url, json);
  else {
    const url = await storeDefinitionFile(principal.organizationId, json);
    await tests.change(scope, id, test, { Url: url, DateLastUpdated: new Date().toISOString() });
  }
  return { Status: true, Message: messages.msg_skill_test_json_saved };
}
