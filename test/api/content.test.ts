import { contentFamilies, routes, type RouteName } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { added, contentLookups, derivedBody, newKpi, validBodies, type ContentLookups } from './content-fixtures';
import { changedField, changedValue } from './family-samples';
import { DEMO_ORG, OTHER_ORG } from './fixtures';

/**
 * Every content family the same way (spec part 2 §7): the list's shape and lookups, add, update with Version,
 * delete, another organization's ids, roles, and bad input naming its field with nothing stored.
 */
type Body = Record<string, unknown>;
interface Case {
  /** The lookups the list answers beside the records (the spec's, and those the forms need). */
  lookups: string[];
  body: (lookups: ContentLookups, cookie: string) => Promise<Body> | Body;
  change: Body;
  bad: [string, Body, string];
  /** Staff may not write (employees). */
  adminOnly?: boolean;
}
interface Family extends Case {
  list: RouteName;
  add: RouteName;
  update: RouteName;
  remove?: RouteName;
  id: string;
  /** The answer's key holding the records (none: the answer is the array). */
  items?: string;
}

type ContentFamily = (typeof contentFamilies)[number];

/**
 * What each family's tests send and expect, by the type the family is stored under; a family not here is tested
 * with what its declaration gives (derivedCase).
 */
const cases: Partial<Record<ContentFamily['type'], Case>> = {
  Blog: {
    lookups: [],
    body: () => validBodies.blog(),
    change: { title: 'Renamed post', likes: 7 },
    bad: ['an image that is no web address', { image: 'javascript:alert(1)' }, 'image: must be an http(s) URL'],
  },
  Briefing: {
    lookups: ['Employees', 'Groups', 'OfficeLocations'],
    body: (l) => validBodies.briefing(l),
    change: { BriefingDetails: 'Drill moved to eleven' },
    bad: [
      'an expiry before the start',
      { ExpireTime: '2026-04-01T09:00:00Z' },
      'ExpireTime: must be after CreatedTime',
    ],
  },
  Kpi: {
    lookups: ['Organizations', 'Employees'],
    body: (l) => validBodies.kpi(l),
    change: { Active: false },
    bad: ['an unknown grain', { KPIGrain: 'Fortnightly' }, 'KPIGrain: must be one of Hourly, Daily, Weekly'],
  },
  News: {
    lookups: ['Organizations', 'Groups'],
    body: (l) => validBodies.news(l),
    change: { ShortDescription: 'Changed' },
    bad: ['a release time that is no date', { ReleaseTime: '01/05/2026' }, 'ReleaseTime: must be a date and time'],
  },
  Employee: {
    lookups: ['Organizations', 'Locations', 'Departments'],
    body: (l) => validBodies.employee(l),
    change: { MobilePhone: '+1 555 0100' },
    adminOnly: true,
    bad: ['a malformed email', { Email: 'ada-at-example' }, 'Email: must be a valid email address'],
  },
  Notification: {
    lookups: ['Groups', 'Organizations', 'OfficeLocations', 'Employees'],
    body: (l) => validBodies.notification(l),
    change: { Active: false },
    bad: ['a missing short description', { ShortDescription: undefined }, 'ShortDescription: is required'],
  },
  CafeteriaMenu: {
    lookups: ['Organizations', 'OfficeLocations'],
    body: (l) => validBodies.cafeteria(l),
    change: { MealType: 'Dinner', OpenTime: '18:00', CloseTime: '21:00' },
    bad: ['closing before opening', { CloseTime: '10:00' }, 'CloseTime: must be after OpenTime'],
  },
  KpiData: {
    lookups: ['KPI', 'KPIGrainOptions', 'Employees', 'Groups', 'OfficeLocations', 'Organizations'],
    body: async (_, cookie) => validBodies.kpiData(String((await newKpi(cookie)).KpiID)),
    change: { Value: 43.5 },
    bad: ['an hour on a Daily value', { Hour: 9 }, 'Hour: must be empty for a Daily value'],
  },
};

/**
 * A family's case from its declaration: its declared lookups, a body from its field rules, its first searched text
 * changed, its first required field left out, and Staff writing only where the family lets them.
 */
function derivedCase(family: ContentFamily): Case {
  const shape = (family.input as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> })
    .shape;
  const references: Readonly<Record<string, string>> = 'references' in family ? family.references : {};
  const required = Object.keys(shape).find(
    (field) => !references[field] && !shape[field]!.safeParse(undefined).success,
  );
  if (!required) throw new Error(`derivedCase: ${family.type} has no required field to leave out`);
  return {
    lookups: Object.keys('lookups' in family.list ? family.list.lookups : {}),
    body: (_, cookie) => derivedBody(family, cookie),
    change: { [changedField(family)]: changedValue(family, changedField(family)) },
    bad: [`a missing ${required}`, { [required]: undefined }, `${required}: is required`],
    adminOnly: !(family.writers as readonly string[]).includes('Staff'),
  };
}

/** Each family's calls, id and list key as shared declares them (contentFamilies), with its cases. */
const families: Family[] = contentFamilies.map((family) => ({
  list: family.list.name,
  add: family.add.name,
  update: family.update.name,
  ...('remove' in family ? { remove: family.remove.name } : {}),
  id: family.id,
  ...('items' in family.list ? { items: family.list.items } : {}),
  ...(cases[family.type] ?? derivedCase(family)),
}));

let orgAdmin: string;
let otherAdmin: string;
let staff: string;
let platform: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  staff = await signIn(USERS.staff);
  platform = await signIn(USERS.platform);
});

const itemsOf = (f: Family, answer: unknown) =>
  f.items ? (answer as Record<string, Body[]>)[f.items]! : (answer as Body[]);

describe.each(families)('$list, $add, $update, $remove', (f) => {
  const body = async (cookie = orgAdmin) => f.body(await contentLookups(cookie), cookie);
  const listed = async (cookie = orgAdmin) => itemsOf(f, (await call(f.list, { cookie })).body);
  const stored = async (id: unknown, cookie = orgAdmin) => (await listed(cookie)).find((r) => r[f.id] === id);

  it('answers the spec shape, its lookups on the first page, and pages on the server', async () => {
    await added(f.add, orgAdmin, await body());
    await added(f.add, orgAdmin, await body());
    const first = await call(f.list, { cookie: orgAdmin, query: { PageSize: '1' } });
    expect(first.status).toBe(200);
    expect(routes[f.list].answer.safeParse(first.body).error).toBeUndefined();
    expect(itemsOf(f, first.body)).toHaveLength(1);
    for (const lookup of f.lookups)
      expect((first.body as Record<string, unknown[]>)[lookup]!.length).toBeGreaterThan(0);
    if (f.lookups.includes('Organizations')) {
      expect((first.body as { Organizations: unknown[] }).Organizations).toEqual([
        { OrganizationID: DEMO_ORG, OrganizationName: 'Demo Organization' },
      ]);
    }
    const cursor = first.headers.get('x-next-cursor')!;
    expect(cursor).toBeTruthy();
    const next = await call(f.list, { cookie: orgAdmin, query: { PageSize: '1', Cursor: cursor } });
    expect(itemsOf(f, next.body)).toHaveLength(1);
    expect(itemsOf(f, next.body)[0]![f.id]).not.toBe(itemsOf(f, first.body)[0]![f.id]);
    for (const lookup of f.lookups) expect(next.body).not.toHaveProperty(lookup);
  });

  it("adds to the caller's organization, whatever the body says", async () => {
    const record = await added<Body>(f.add, orgAdmin, { ...(await body()), OrganizationID: OTHER_ORG });
    expect(record).toMatchObject({ OrganizationID: DEMO_ORG, CreatedBy: USERS.orgAdmin, Version: 1 });
    expect(await stored(record[f.id])).toEqual(record);
    expect(await stored(record[f.id], otherAdmin)).toBeUndefined();
  });

  it('updates with the Version read, and refuses a stale one (409) keeping the winner', async () => {
    const record = await added<Body>(f.add, orgAdmin, await body());
    const answer = await call(f.update, { cookie: orgAdmin, body: { ...record, ...f.change } });
    expect(answer).toMatchObject({ status: 200, body: 'Success' });
    expect(await stored(record[f.id])).toMatchObject({ ...f.change, Version: 2, LastUpdatedBy: USERS.orgAdmin });
    const stale = await call(f.update, { cookie: orgAdmin, body: { ...record, Version: 1 } });
    expect(stale.status).toBe(409);
    expect(await stored(record[f.id])).toMatchObject({ ...f.change, Version: 2 });
    const unversioned = await call(f.update, { cookie: orgAdmin, body: { ...record, Version: undefined } });
    expect(unversioned).toMatchObject({ status: 400, body: 'Version: is required' });
  });

  it("answers 404 for another organization's record and changes nothing", async () => {
    const theirs = await added<Body>(f.add, otherAdmin, await body(otherAdmin));
    const update = await call(f.update, {
      cookie: orgAdmin,
      body: { ...(await body()), ...f.change, [f.id]: theirs[f.id], Version: 1 },
    });
    expect(update.status).toBe(404);
    if (f.remove) {
      expect((await call(f.remove, { cookie: orgAdmin, query: { id: String(theirs[f.id]) } })).status).toBe(404);
    }
    expect(await stored(theirs[f.id], otherAdmin)).toEqual(theirs);
  });

  it('refuses a PlatformAdmin (tenant content)' + (f.adminOnly ? ' and Staff writes' : ', admits Staff'), async () => {
    expect((await call(f.list, { cookie: platform })).status).toBe(403);
    expect((await call(f.add, { cookie: platform, body: await body() })).status).toBe(403);
    expect((await call(f.list, { cookie: staff })).status).toBe(200);
    const asStaff = await call(f.add, { cookie: staff, body: await body() });
    expect(asStaff.status).toBe(f.adminOnly ? 403 : 201);
  });

  it(`refuses ${f.bad[0]} naming the field, storing nothing`, async () => {
    const valid = await body();
    const before = (await listed()).length;
    const answer = await call<string>(f.add, { cookie: orgAdmin, body: { ...valid, ...f.bad[1] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(f.bad[2]);
    expect((await listed()).length).toBe(before);
  });
});

describe.each(families.filter((f) => f.remove))('$remove', (f) => {
  const listed = async () => itemsOf(f, (await call(f.list, { cookie: orgAdmin })).body);
  it('deletes by GET ?id=, then answers 404', async () => {
    const record = await added<Body>(f.add, orgAdmin, await f.body(await contentLookups(orgAdmin), orgAdmin));
    const remove = f.remove!;
    expect(await call(remove, { cookie: orgAdmin, query: { id: String(record[f.id]) } })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    expect((await listed()).find((r) => r[f.id] === record[f.id])).toBeUndefined();
    expect((await call(remove, { cookie: orgAdmin, query: { id: String(record[f.id]) } })).status).toBe(404);
    expect(await call(remove, { cookie: orgAdmin, query: { id: 'nope' } })).toMatchObject({
      status: 400,
      body: 'id: must be an id (GUID)',
    });
  });
});
