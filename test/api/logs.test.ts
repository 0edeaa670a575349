import type { UsageLog } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS, type CallOptions } from './client';
import { validBodies } from './content-fixtures';
import { foundingOwner } from './organization-people';
import { TEST_PASSWORD } from './global-setup';

/** Each test reads the logs of an organization of its own, so other test files' writes never count. */
let platform: string;
const owners: { cookie: string; organizationId: string; email: string }[] = [];
const freshOrganization = async () => {
  const owner = await foundingOwner(platform);
  owners.push(owner);
  return owner;
};

type Wrapper = { ResponseStatus: string; ResponseBody: string; ResponseMessage: string; NextCursor?: string };

async function relayLogs(name: 'UserLogsByTimeZone' | 'UserLogs', cookie: string, query: Record<string, string>) {
  const answer = await call<Wrapper>(name, { cookie, query });
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { logs: JSON.parse(answer.body.ResponseBody) as UsageLog[], next: answer.body.NextCursor };
}

/** Every page of a query, following the cursor; each page checked to hold at most 50 rows. */
async function allPages(name: 'UserLogsByTimeZone' | 'UserLogs', cookie: string, query: Record<string, string>) {
  const pages: UsageLog[][] = [];
  let cursor: string | undefined;
  do {
    const page = await relayLogs(name, cookie, { ...query, ...(cursor ? { Cursor: cursor } : {}) });
    expect(page.logs.length).toBeLessThanOrEqual(50);
    pages.push(page.logs);
    cursor = page.next;
  } while (cursor);
  return pages;
}

const today = (shiftDays = 0) => new Date(Date.now() + shiftDays * 86_400_000).toISOString().slice(0, 10);
const wholeToday = { StartDateTime: today(-1), EndDateTime: today(1), TimezoneOffset: '0' };

async function postBlog(cookie: string, title: string) {
  const answer = await call<{ BlogID: string; Version: number }>('PostBlog', {
    cookie,
    body: { ...validBodies.blog(), title },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

describe('who may read the usage logs', () => {
  const reads: [Parameters<typeof call>[0], CallOptions][] = [
    ['LogTypes', {}],
    ['UserLogs', { query: {} }],
    ['UserLogsByTimeZone', { query: wholeToday }],
    ['GetRecordHistory', { query: { type: 'Blog', id: randomUUID() } }],
    ['GetLogVolume', { query: { StartDate: today(-1), EndDate: today() } }],
  ];

  it('answers Redirect (401) signed out and 403 to Staff', async () => {
    const staff = await signIn(USERS.staff);
    for (const [name, options] of reads) {
      expect(await call(name, options), name).toMatchObject({ status: 401 });
      expect((await call(name, { ...options, cookie: staff })).status, name).toBe(403);
    }
  });

  it('lists the log types', async () => {
    const answer = await call<Wrapper>('LogTypes', { cookie: await signIn(USERS.orgAdmin) });
    expect(JSON.parse(answer.body.ResponseBody)).toEqual([
      'Create',
      'Update',
      'Delete',
      'SignIn',
      'SignOut',
      'FailedSignIn',
      'PasswordChange',
    ]);
  });

  it('refuses bad filters with a 400 naming the field and the rule', async () => {
    const admin = await signIn(USERS.orgAdmin);
    const cases: [Record<string, string>, string][] = [
      [
        { ...wholeToday, StartDateTime: 'yesterday' },
        'StartDateTime: must be a date written yyyy-MM-dd or yyyy-MM-ddTHH:mm',
      ],
      [
        { ...wholeToday, EndDateTime: '2026-02-30' },
        'EndDateTime: must be a date written yyyy-MM-dd or yyyy-MM-ddTHH:mm',
      ],
      [
        { ...wholeToday, StartDateTime: today(1), EndDateTime: today(-1) },
        'EndDateTime: must not be before StartDateTime',
      ],
      [{ ...wholeToday, LogType: 'Bogus' }, 'LogType: must be one of'],
      [{ ...wholeToday, TimezoneOffset: '2000' }, 'TimezoneOffset: must be at most 840'],
      [{ ...wholeToday, Detail: 'a\u202Eb' }, 'Detail:'],
    ];
    for (const [query, message] of cases) {
      const answer = await call<Wrapper>('UserLogsByTimeZone', { cookie: admin, query });
      expect(answer.status, message).toBe(400);
      expect(answer.body.ResponseMessage, message).toContain(message);
    }
    const history = await call<string>('GetRecordHistory', { cookie: admin, query: { type: 'Blog; DROP', id: 'x' } });
    expect(history).toMatchObject({ status: 400, body: expect.stringContaining('type: must be a record type') });
  });
});

describe('every write is a usage log', () => {
  it('logs a record’s create, update and delete with who and what changed; its history answers them', async () => {
    const owner = await freshOrganization();
    const blog = await postBlog(owner.cookie, 'Launch day');
    const update = { ...validBodies.blog(), BlogID: blog.BlogID, title: 'Launch week', Version: blog.Version };
    expect((await call('UpdateBlog', { cookie: owner.cookie, body: update })).status).toBe(200);
    expect((await call('DeleteBlog', { cookie: owner.cookie, query: { id: blog.BlogID } })).status).toBe(200);

    const history = await call<UsageLog[]>('GetRecordHistory', {
      cookie: owner.cookie,
      query: { type: 'Blog', id: blog.BlogID },
    });
    expect(history.status).toBe(200);
    expect(history.body.map((log) => log.LogType)).toEqual(['Delete', 'Update', 'Create']);
    for (const log of history.body) {
      expect(log).toMatchObject({ Email: owner.email, OrganizationID: owner.organizationId, ModuleName: 'Blog' });
      // The history names the person as their account does (the founder registered as Ina Vited), not only an address.
      expect(log.Name).toBe('Ina Vited');
      expect(log.LogClient).toMatch(/^198\.51\.100\.\d+; /);
    }
    expect(history.body[1]!.LogText).toContain("Title 'Launch day' → 'Launch week'");
    expect(history.body[2]!.LogText).toContain("Created blog post 'Launch day'");
    expect(history.body[0]!.LogText).toBe("Deleted blog post 'Launch week'");

    // Another organization learns nothing of it: no history (404), none of it in its logs.
    const other = await signIn(USERS.otherAdmin);
    expect((await call('GetRecordHistory', { cookie: other, query: { type: 'Blog', id: blog.BlogID } })).status).toBe(
      404,
    );
    const theirs = (await allPages('UserLogsByTimeZone', other, { ...wholeToday, Detail: blog.BlogID })).flat();
    expect(theirs).toEqual([]);
  });

  it('logs a sign-in, a failed sign-in and a sign-out of the organization’s account', async () => {
    const owner = await freshOrganization();
    const wrong = await call('Login', { body: { Email: owner.email, Password: 'Not-The-Password-1!' } });
    expect(wrong.status).toBe(400);
    const session = await call('Login', { body: { Email: owner.email, Password: TEST_PASSWORD } });
    const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await call('Logout', { cookie })).status).toBe(200);

    const logs = (await allPages('UserLogs', owner.cookie, {})).flat();
    const accountLogs = logs.filter((log) => log.ModuleName === 'Account').map((log) => [log.LogType, log.Email]);
    expect(accountLogs.slice(0, 3)).toEqual([
      ['SignOut', owner.email],
      ['SignIn', owner.email],
      ['FailedSignIn', owner.email],
    ]);
    const failed = await relayLogs('UserLogs', owner.cookie, { LogType: 'FailedSignIn' });
    expect(failed.logs.map((log) => log.LogText)).toEqual(['Failed sign-in: wrong password']);
  });
});

describe('a changed reference reads by name', () => {
  it("says which group a news item moved from and to: Group 'A' → 'B', never an id", async () => {
    const owner = await freshOrganization();
    type Groups = { Groups: { GroupID: string; GroupName: string }[] };
    const { Groups } = (await call<Groups>('GetNews', { cookie: owner.cookie, query: { PageSize: '1' } })).body;
    const [from, to] = Groups;
    expect(to, 'two seeded groups').toBeDefined();
    const body = { ...validBodies.news({ groupId: from!.GroupID } as never), ShortDescription: 'Canteen opens' };
    const added = await call<{ NewsID: string; Version: number }>('AddNews', { cookie: owner.cookie, body });
    expect(added.status).toBe(201);
    const { NewsID, Version } = added.body;
    const moved = { ...body, GroupID: to!.GroupID, NewsID, Version };
    expect((await call('UpdateNews', { cookie: owner.cookie, body: moved })).status).toBe(200);

    const history = await call<UsageLog[]>('GetRecordHistory', {
      cookie: owner.cookie,
      query: { type: 'News', id: NewsID },
    });
    const [updated, created] = history.body.map((log) => log.LogText);
    expect(updated).toBe(`Updated news item 'Canteen opens': Group '${from!.GroupName}' → '${to!.GroupName}'`);
    expect(created).toMatch(/^Created news item 'Canteen opens': /);
    expect(created).toContain(`Group '${from!.GroupName}'`);
  });
});

describe('paging and filters', () => {
  it('pages 50 at a time across the boundary, with type, detail and range filters', async () => {
    const owner = await freshOrganization();
    const marker = `paging-${randomUUID().slice(0, 8)}`;
    for (let index = 0; index < 55; index += 1) await postBlog(owner.cookie, `${marker} ${index}`);
    await postBlog(owner.cookie, 'not the marker');

    const first = await relayLogs('UserLogsByTimeZone', owner.cookie, {
      ...wholeToday,
      LogType: 'Create',
      Detail: marker,
    });
    expect(first.logs).toHaveLength(50);
    expect(first.next).toBeDefined();
    const pages = await allPages('UserLogsByTimeZone', owner.cookie, {
      ...wholeToday,
      LogType: 'Create',
      Detail: marker.toUpperCase(),
    });
    const titles = pages.flat().map((log) => /paging-\w+ (\d+)/.exec(log.LogText)![1]);
    // Newest first, each once, all 55.
    expect(titles).toEqual(Array.from({ length: 55 }, (_, index) => String(54 - index)));

    // Without a type: the organization's own sign-in and creates, 57 rows or more over two pages.
    const unfiltered = await allPages('UserLogsByTimeZone', owner.cookie, wholeToday);
    expect(unfiltered[0]).toHaveLength(50);
    expect(unfiltered.flat().length).toBeGreaterThanOrEqual(57);

    // A range before today finds nothing.
    const before = await relayLogs('UserLogsByTimeZone', owner.cookie, {
      StartDateTime: today(-3),
      EndDateTime: today(-2),
      TimezoneOffset: '0',
    });
    expect(before).toEqual({ logs: [], next: undefined });

    // A cursor of another organization's list is refused.
    const other = await signIn(USERS.otherAdmin);
    const stolen = await call<Wrapper>('UserLogsByTimeZone', {
      cookie: other,
      query: { ...wholeToday, Cursor: first.next! },
    });
    expect(stolen.status).toBe(400);
  });

  it('applies the time zone offset to the range and to the dates it answers', async () => {
    const owner = await freshOrganization();
    const blog = await postBlog(owner.cookie, 'Offset check');
    const created = new Date();
    // UTC+10 (offset -600): the local time is ten hours ahead of UTC.
    const local = (shiftMinutes: number) =>
      new Date(created.getTime() + (600 + shiftMinutes) * 60_000).toISOString().slice(0, 16);
    const aroundNow = { StartDateTime: local(-3), EndDateTime: local(1), Detail: blog.BlogID, LogType: 'Create' };
    const found = await relayLogs('UserLogsByTimeZone', owner.cookie, { ...aroundNow, TimezoneOffset: '-600' });
    expect(found.logs).toHaveLength(1);
    const answered = found.logs[0]!.LogDate;
    expect(answered).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+10:00$/);
    expect(Math.abs(new Date(answered).getTime() - created.getTime())).toBeLessThan(60_000);
    // The same wall-clock range read as UTC is ten hours later: nothing there.
    const asUtc = await relayLogs('UserLogsByTimeZone', owner.cookie, { ...aroundNow, TimezoneOffset: '0' });
    expect(asUtc.logs).toEqual([]);
  });

  it('counts the logs per day and type for the chart', async () => {
    const owner = await freshOrganization();
    await postBlog(owner.cookie, 'one');
    await postBlog(owner.cookie, 'two');
    const volume = await call<{ Day: string; LogType: string; Count: number }[]>('GetLogVolume', {
      cookie: owner.cookie,
      query: { StartDate: today(-1), EndDate: today(1) },
    });
    expect(volume.status).toBe(200);
    const creates = volume.body.filter((row) => row.LogType === 'Create').reduce((sum, row) => sum + row.Count, 0);
    expect(creates).toBeGreaterThanOrEqual(2);
    expect(volume.body.find((row) => row.LogType === 'SignIn')).toBeDefined();
  });
});
