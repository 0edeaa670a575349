import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, signIn, USERS } from './client';
import { addedTest, definition, relay, testBody, upload, type Body } from './skill-test-fixtures';

let staff: string;
let orgAdmin: string;
let otherAdmin: string;

beforeAll(async () => {
  staff = await signIn(USERS.staff);
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
});

describe('uploading a test definition', () => {
  it("stores a .json file (any case) and answers 'name|url', which a new test then names", async () => {
    const uploaded = await upload(staff, 'greetings.JSON', JSON.stringify(definition()));
    expect(uploaded.status).toBe(200);
    const [name, url] = uploaded.body.split('|');
    expect(name).toBe('greetings.JSON');
    expect(url).toMatch(/^\/Media\/Files\/[\w-]+\.json$/);
    const test = await addedTest(staff, { TestDefinitionJson: '', Url: url });
    const json = await relay<Body>('GetTestJSONFromS3', staff, { query: { id: String(test.Id) } });
    expect(json.body).toMatchObject({ Status: true });
    expect(JSON.parse(String(json.body.JsonData))).toEqual(definition());
  });

  it('refuses other file types, content the schema refuses, and files over 1 MB', async () => {
    expect(await upload(staff, 'notes.txt', '{}')).toEqual({
      status: 400,
      body: 'file: Please choose a valid .json file.',
    });
    const broken = await upload(
      staff,
      'broken.json',
      JSON.stringify({ steps: [{ say: 'hi', expect: { minScore: 3 } }] }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toContain('steps[0].expect.minScore: must be at most 1');
    const notJson = await upload(staff, 'broken.json', '{"steps": [');
    expect(notJson.body).toContain('The file is not valid JSON');
    const huge = await upload(staff, 'huge.json', JSON.stringify({ steps: [], pad: 'x'.repeat(1024 * 1024) }));
    expect(huge).toEqual({ status: 413, body: 'The file is too large: a test definition may be at most 1 MB.' });
  });

  it('answers empty when the form carries no file, and refuses a body that is no form', async () => {
    const empty = await fetch(new URL('/Media/UploadFiles?MediaType=application/json', baseUrl()), {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: staff },
      body: new FormData(),
    });
    expect(await empty.json()).toBe('');
    const json = await call('UploadFiles', { cookie: staff, query: { MediaType: 'application/json' }, body: {} });
    expect(json.status).toBe(400);
  });

  it('is for Staff and OrgAdmin of a signed-in session', async () => {
    const platform = await signIn(USERS.platform);
    expect((await upload(platform, 'a.json', JSON.stringify(definition()))).status).toBe(403);
    expect(await upload('', 'a.json', JSON.stringify(definition()))).toEqual({ status: 401, body: 'Redirect' });
  });
});

describe('skill tests through the relay', () => {
  it('adds, reads, lists, edits and deletes a test', async () => {
    const added = await addedTest(orgAdmin, { SendReportAsEmail: true, ReportEmail: 'qa@example.com' });
    expect(added).toMatchObject({
      ScheduleType: '0',
      NextRunAt: null,
      TestDefinitionJson: '',
      Version: 1,
      LastRun: null,
    });
    expect(added.Url).toMatch(/^\/Media\/Files\//);
    const read = await relay<Body>('GetTest', staff, { query: { id: String(added.Id) } });
    expect(read.body).toEqual(added);
    const page = await relay<Body[]>('GetTests', staff);
    expect(page.body.length).toBeLessThanOrEqual(25);
    const edited = await relay<Body>('EditSkillTest', staff, {
      body: { ...testBody({ Id: added.Id, Name: 'Renamed', Url: added.Url, ScheduleType: 0 }), Version: added.Version },
    });
    expect(edited.body).toMatchObject({ Name: 'Renamed', ScheduleType: '0', SendReportAsEmail: false, Version: 2 });
    const stale = await relay('EditSkillTest', staff, {
      body: { ...testBody({ Id: added.Id, Url: added.Url }), Version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await relay('deleteSkillTest', staff, { query: { id: String(added.Id) } })).toMatchObject({ status: 200 });
    expect((await relay('GetTest', staff, { query: { id: String(added.Id) } })).status).toBe(404);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const body = testBody({ SendReportAsEmail: true, ReportEmail: '' });
    const refused = await relay('addSkillTest', staff, { body });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toContain('ReportEmail: is required when the report is sent by email');
    expect((await relay('GetTest', staff, { query: { id: String(body.Id) } })).status).toBe(404);
    const schedule = await relay('addSkillTest', staff, { body: testBody({ ScheduleType: '7' }) });
    expect(schedule.message).toContain('ScheduleType: must be 0 (none), 1 (hourly), 2 (daily) or 3 (weekly)');
    const content = await relay('addSkillTest', staff, { body: testBody({ TestDefinitionJson: '{"steps":[]}' }) });
    expect(content.message).toContain('steps: must have at least one step');
    const url = await relay('addSkillTest', staff, {
      body: testBody({ TestDefinitionJson: '', Url: '/Media/Files/none.json' }),
    });
    expect(url).toMatchObject({ status: 400 });
    expect(url.message).toContain('Url: The test definition file was not found');
  });

  it('saves a definition the schema accepts and refuses one it does not, keeping the stored one', async () => {
    const test = await addedTest(staff);
    const id = String(test.Id);
    const next = definition([{ say: 'where is the cafeteria', expect: { contains: ['cafeteria'] } }]);
    expect((await relay('UpdateTestJson', staff, { query: { id }, body: next })).body).toEqual({
      Status: true,
      Message: 'Test JSON saved successfully.',
    });
    const bad = await relay('UpdateTestJson', staff, {
      query: { id },
      body: { steps: [next.steps[0], { say: 'x', expect: { minScore: 2 } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('steps.1.expect.minScore: must be at most 1');
    const stored = await relay<Body>('GetTestJSONFromS3', staff, { query: { id } });
    expect(JSON.parse(String(stored.body.JsonData))).toEqual(next);
  });

  it("answers 404 for another organization's test on every operation, and 403 to a PlatformAdmin", async () => {
    const id = String((await addedTest(staff)).Id);
    for (const name of ['GetTest', 'deleteSkillTest', 'RunSingleTest', 'GetTestJSONFromS3'] as const) {
      expect((await relay(name, otherAdmin, { query: { id } })).status, name).toBe(404);
    }
    expect((await relay('UpdateTestJson', otherAdmin, { query: { id }, body: definition() })).status).toBe(404);
    expect((await relay('EditSkillTest', otherAdmin, { body: testBody({ Id: id }) })).status).toBe(404);
    expect((await call('GetTestRuns', { cookie: otherAdmin, query: { id } })).status).toBe(404);
    expect((await relay('GetTest', await signIn(USERS.platform), { query: { id } })).status).toBe(403);
    expect((await relay('GetTest', staff, { query: { id } })).status).toBe(200);
  });
});
