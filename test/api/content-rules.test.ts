import { SECRET_MASK } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { added, contentLookups, newKpi, validBodies, type ContentLookups } from './content-fixtures';

/** The rules of single content families beyond the shared behaviour content.test.ts checks for all. */
type Body = Record<string, unknown>;
type Page = Record<string, Body[]>;

let orgAdmin: string;
let otherAdmin: string;
let lookups: ContentLookups;
beforeAll(async () => {
  [orgAdmin, otherAdmin] = await Promise.all([signIn(USERS.orgAdmin), signIn(USERS.otherAdmin)]);
  lookups = await contentLookups(orgAdmin);
});

const page = async (name: 'GetVoiceDashboardKPI' | 'GetEmployees' | 'GetKPI' | 'GetBlogs', query = {}) =>
  (await call<Page>(name, { cookie: orgAdmin, query })).body;

describe('voice dashboard KPI data', () => {
  const value = async (kpiId: string, period: Body) =>
    call<Body>('AddVoiceDashboard', { cookie: orgAdmin, body: { KpiID: kpiId, Value: 1, ...period } });

  it('is Daily unless told otherwise, and answers the object with its KpiDataID and Period', async () => {
    const kpi = await newKpi(orgAdmin);
    const answer = await value(String(kpi.KpiID), { Year: 2026, Month: 3, Day: 14 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ KPIGrain: 'Daily', Period: '2026-03-14', Hour: null, Week: null });
    expect(answer.body.KpiDataID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['a Daily value without a day', { Year: 2026, Month: 3 }, 'Day: is required for a Daily value'],
    ['a Daily value with an hour', { Year: 2026, Month: 3, Day: 1, Hour: 9 }, 'Hour: must be empty for a Daily value'],
    [
      'a day the month lacks',
      { Year: 2026, Month: 2, Day: 30 },
      'Day: must be a day of the month: February 2026 has 28 days',
    ],
    [
      'week 53 of a 52-week year',
      { KPIGrain: 'Weekly', Year: 2025, Week: 53 },
      'Week: must be a week of the year: 2025 has 52 ISO weeks',
    ],
    ['a quarter 5', { KPIGrain: 'Quarterly', Year: 2026, Quarter: 5 }, 'Quarter: must be at most 4'],
    [
      'a Monthly value with a quarter',
      { KPIGrain: 'Monthly', Year: 2026, Month: 1, Quarter: 1 },
      'Quarter: must be empty for a Monthly value',
    ],
    ['a value as text', { Year: 2026, Month: 1, Day: 1, Value: '12' }, 'Value: must be a number, not text'],
  ])('refuses %s', async (_, period, message) => {
    const kpi = await newKpi(orgAdmin);
    const answer = await value(String(kpi.KpiID), period);
    expect(answer).toMatchObject({ status: 400, body: message });
    expect((await page('GetVoiceDashboardKPI', { KpiID: String(kpi.KpiID) })).KPIData).toEqual([]);
  });

  it('takes week 53 of a 53-week year and every grain with its own fields', async () => {
    const kpi = String((await newKpi(orgAdmin)).KpiID);
    const periods: [Body, string][] = [
      [{ KPIGrain: 'Weekly', Year: 2026, Week: 53 }, '2026-W53'],
      [{ KPIGrain: 'Hourly', Year: 2026, Month: 1, Day: 2, Hour: 0 }, '2026-01-02T00'],
      [{ KPIGrain: 'Monthly', Year: 2026, Month: 12 }, '2026-12'],
      [{ KPIGrain: 'Quarterly', Year: 2026, Quarter: 4 }, '2026-Q4'],
      [{ KPIGrain: 'Yearly', Year: 2026 }, '2026'],
    ];
    for (const [period, expected] of periods) {
      const answer = await value(kpi, period);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.Period).toBe(expected);
    }
  });

  it("lists one KPI's values of one grain, newest period first, for the chart", async () => {
    const [kpi, other] = [String((await newKpi(orgAdmin)).KpiID), String((await newKpi(orgAdmin)).KpiID)];
    for (const day of [3, 1, 2]) await value(kpi, { Year: 2026, Month: 4, Day: day });
    await value(kpi, { KPIGrain: 'Monthly', Year: 2026, Month: 4 });
    await value(other, { Year: 2026, Month: 4, Day: 9 });
    const daily = await page('GetVoiceDashboardKPI', { KpiID: kpi, KPIGrain: 'Daily' });
    expect(daily.KPIData!.map((v) => v.Period)).toEqual(['2026-04-03', '2026-04-02', '2026-04-01']);
    expect((await page('GetVoiceDashboardKPI', { KpiID: kpi })).KPIData).toHaveLength(4);
    expect(daily.KPIGrainOptions).toEqual(['Hourly', 'Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly']);
    expect(daily.KPI!.map((k) => k.KpiID)).toEqual(expect.arrayContaining([kpi, other]));
    expect(await call('GetVoiceDashboardKPI', { cookie: orgAdmin, query: { KPIGrain: 'Daily' } })).toMatchObject({
      status: 400,
      body: 'KPIGrain: needs KpiID (the values of one KPI by grain)',
    });
  });

  it("refuses another organization's KPI (404 naming KpiID) and keeps a KPI that has values", async () => {
    const theirs = await newKpi(otherAdmin);
    expect(await value(String(theirs.KpiID), { Year: 2026, Month: 1, Day: 1 })).toMatchObject({
      status: 404,
      body: 'KpiID: there is no such KPI in your organization.',
    });
    const kpi = await newKpi(orgAdmin);
    await value(String(kpi.KpiID), { Year: 2026, Month: 1, Day: 1 });
    const remove = await call('DeleteKPI', { cookie: orgAdmin, query: { id: String(kpi.KpiID) } });
    expect(remove).toMatchObject({
      status: 409,
      body: `${String(kpi.Name)} has values on the voice dashboard: delete them first.`,
    });
    expect((await page('GetKPI')).KPIs!.some((k) => k.KpiID === kpi.KpiID)).toBe(true);
  });
});

describe('employees', () => {
  it('lists the employees configured invitations made, by name, with every field', async () => {
    const { Employees } = await page('GetEmployees');
    const names = Employees!.map((e) => `${String(e.LastName)}, ${String(e.FirstName)}`);
    expect(names).toEqual(expect.arrayContaining(['Admin, Olivia', 'Staff, Sam']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(Employees!.find((e) => e.Email === USERS.staff)).toMatchObject({ DepartmentID: '', UserLoginPin: '' });
  });

  it('keeps the voice PIN hashed: answered masked, kept when the mask comes back, removed by an empty one', async () => {
    const employee = await added<Body>('AddEmployees', orgAdmin, {
      ...validBodies.employee(lookups),
      UserLoginPin: '482913',
    });
    expect(employee.UserLoginPin).toBe(SECRET_MASK);
    expect(JSON.stringify(await page('GetEmployees'))).not.toContain('482913');
    await call('UpdateEmployees', { cookie: orgAdmin, body: { ...employee, Phone: '+1 555 0199' } });
    const find = async () => (await page('GetEmployees')).Employees!.find((e) => e.EmployeeID === employee.EmployeeID)!;
    expect(await find()).toMatchObject({ UserLoginPin: SECRET_MASK, Phone: '+1 555 0199', Version: 2 });
    await call('UpdateEmployees', { cookie: orgAdmin, body: { ...(await find()), UserLoginPin: '' } });
    expect((await find()).UserLoginPin).toBe('');
    const bad = await call('UpdateEmployees', { cookie: orgAdmin, body: { ...(await find()), UserLoginPin: '12ab' } });
    expect(bad).toMatchObject({ status: 400, body: 'UserLoginPin: must be 4 to 8 digits' });
  });

  it('refuses an employee as their own manager, and a manager of another organization', async () => {
    const employee = await added<Body>('AddEmployees', orgAdmin, validBodies.employee(lookups));
    const self = await call('UpdateEmployees', {
      cookie: orgAdmin,
      body: { ...employee, EmployeeManagerID: employee.EmployeeID },
    });
    expect(self).toMatchObject({ status: 400, body: 'EmployeeManagerID: an employee cannot be their own manager' });
    const theirs = await added<Body>(
      'AddEmployees',
      otherAdmin,
      validBodies.employee(await contentLookups(otherAdmin)),
    );
    const foreign = await call('AddEmployees', {
      cookie: orgAdmin,
      body: { ...validBodies.employee(lookups), EmployeeManagerID: theirs.EmployeeID },
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: 'EmployeeManagerID: there is no such employee in your organization.',
    });
  });

  it('is in the Employees lookup of the other content lists once added', async () => {
    const employee = await added<Body>('AddEmployees', orgAdmin, validBodies.employee(lookups));
    const { Employees } = await page('GetKPI', { PageSize: '1' });
    expect(Employees).toContainEqual({
      EmployeeID: employee.EmployeeID,
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: employee.Email,
    });
  });
});

describe('content fields', () => {
  it('gives a blog 0 likes and the poster as author, and keeps createdOn', async () => {
    const blog = await added<Body>('PostBlog', orgAdmin, validBodies.blog());
    expect(blog).toMatchObject({ likes: 0, author: 'Olivia Admin', Comments: '' });
    await call('UpdateBlog', { cookie: orgAdmin, body: { ...blog, author: 'Guest writer' } });
    const stored = ((await page('GetBlogs')) as unknown as Body[]).find((b) => b.BlogID === blog.BlogID)!;
    expect(stored).toMatchObject({ author: 'Guest writer', createdOn: blog.createdOn });
  });

  it('stores moments in UTC and refuses days that do not exist', async () => {
    const news = await added<Body>('AddNews', orgAdmin, {
      ...validBodies.news(lookups),
      ReleaseTime: '2026-05-01T11:00+02:00',
      ExpireTime: '2026-05-01T10:30:15.250Z',
    });
    expect(news).toMatchObject({ ReleaseTime: '2026-05-01T09:00:00Z', ExpireTime: '2026-05-01T10:30:15Z' });
    const impossible = await call('AddNews', {
      cookie: orgAdmin,
      body: { ...validBodies.news(lookups), ReleaseTime: '2026-02-30T10:00Z' },
    });
    expect(impossible).toMatchObject({ status: 400 });
    expect(impossible.body).toContain('ReleaseTime: must be a date and time written yyyy-MM-ddTHH:mm:ssZ');
  });

  it.each([
    [
      'a line break in a single-line field',
      { ShortDescription: 'two\nlines' },
      'ShortDescription: must be a single line',
    ],
    ['a direction override', { NewsType: 'abc\u202Edef' }, 'NewsType: must not contain text-direction override'],
    [
      'a text over its limit',
      { LongDescription: 'x'.repeat(4001) },
      'LongDescription: must be at most 4000 characters',
    ],
    [
      'a lone carriage return in a multi-line field',
      { LongDescription: 'a\rb' },
      'LongDescription: must be a single line',
    ],
    ['a group of another organization', { GroupID: 'other' }, 'GroupID: there is no such group in your organization.'],
  ])('refuses %s', async (_, overrides, message) => {
    const theirGroup = (await contentLookups(otherAdmin)).groupId;
    const body = { ...validBodies.news(lookups), ...overrides };
    if (body.GroupID === 'other') body.GroupID = theirGroup;
    const answer = await call<string>('AddNews', { cookie: orgAdmin, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toContain(message);
  });

  it('takes line breaks in multi-line fields and the empty GUID as no choice', async () => {
    const news = await added<Body>('AddNews', orgAdmin, {
      ...validBodies.news(lookups),
      LongDescription: 'line one\nline two',
      GroupID: '00000000-0000-0000-0000-000000000000',
    });
    expect(news).toMatchObject({ LongDescription: 'line one\nline two', GroupID: '' });
  });

  it('stores a multi-line field sent with CRLF line breaks with LF, as every multi-line field does', async () => {
    const news = await added<Body>('AddNews', orgAdmin, {
      ...validBodies.news(lookups),
      LongDescription: 'line one\r\nline two\r\n\r\nline four',
    });
    expect(news).toMatchObject({ LongDescription: 'line one\nline two\n\nline four' });
  });
});

describe('employees', () => {
  it('say an empty email is required, not malformed, and store nothing', async () => {
    const before = (await page('GetEmployees')).Employees!.length;
    const answer = await call('AddEmployees', {
      cookie: orgAdmin,
      body: { ...validBodies.employee(lookups), Email: ' ' },
    });
    expect(answer).toMatchObject({ status: 400, body: 'Email: is required' });
    expect((await page('GetEmployees')).Employees!.length).toBe(before);
  });
});
