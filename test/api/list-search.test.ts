import { contentFamilies, routes, type RouteDef, type RouteName } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { added, contentLookups, derivedBody, shortId, validBodies } from './content-fixtures';
import { changedField } from './family-samples';
import { newCollectionCategory } from './collections-fixtures';
import { validInvoice } from './fixtures';
import { addedHelp, helpBody } from './help-fixtures';
import { addedTest } from './skill-test-fixtures';

/**
 * Every paged list's Search (issue 29 item 10): the server finds a record that is not on the list's first page, by
 * a word of its own text, and (for a record naming another) by that record's name, as the table shows it.
 */
type Item = Record<string, unknown>;
interface Page {
  status: number;
  items: Item[];
  next?: string;
  refusal: string;
}

let orgAdmin: string;
let otherAdmin: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
});

/** One page of a list route, direct or relayed, as its items and the next page's cursor. */
async function listPage(name: RouteName, cookie: string, query: Record<string, string>): Promise<Page> {
  const def = routes[name] as RouteDef;
  const answer = await call<unknown>(name, { cookie, query });
  if (def.via === 'relay') {
    const wrapper = answer.body as { ResponseBody?: string; ResponseMessage?: string; NextCursor?: string };
    const items = answer.status === 200 ? (JSON.parse(wrapper.ResponseBody ?? '[]') as Item[]) : [];
    return { status: answer.status, items, next: wrapper.NextCursor, refusal: String(wrapper.ResponseMessage) };
  }
  const body = answer.body as Item;
  const items = (answer.status !== 200 ? [] : def.listKey ? body[def.listKey] : body) as Item[];
  const next = answer.headers.get('x-next-cursor') ?? undefined;
  return { status: answer.status, items, next, refusal: String(answer.body) };
}

/** Every record a search finds, page after page (one record a page, so each cursor is used). */
async function searched(name: RouteName, cookie: string, Search: string): Promise<Item[]> {
  const found: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPage(name, cookie, { Search, PageSize: '1', ...(cursor ? { Cursor: cursor } : {}) });
    expect(page.status).toBe(200);
    found.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return found;
}

/** A record with `word` in a text the table shows, and its id field; `more` adds a record the list shows before it. */
interface Case {
  id: string;
  make(word: string): Promise<Item>;
  /** The n-th record listed before the target. */
  more(target: Item, n: number): Promise<Item>;
  /** Those records hold the word too (values of the KPI it names). */
  moreMatch?: boolean;
}

/** A word of 8 random letters (a person's name refuses digits). */
const letters = () => shortId().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
const content = (route: RouteName, id: string, body: (word: string) => Promise<Item>): Case => ({
  id,
  make: async (word) => added(route, orgAdmin, await body(word)),
  more: async () => added(route, orgAdmin, await body(letters())),
});
const lookups = () => contentLookups(orgAdmin);

/** A content family without a case below: a record from its field rules with the word in its first searched text. */
const familyCases: Partial<Record<RouteName, Case>> = Object.fromEntries(
  contentFamilies.map((family) => [
    family.list.name,
    content(family.add.name, family.id, async (word) => ({
      ...(await derivedBody(family, orgAdmin)),
      [changedField(family)]: `The ${word} plan.`,
    })),
  ]),
);

const cases: Partial<Record<RouteName, Case>> = {
  ...familyCases,
  GetBlogs: content('PostBlog', 'BlogID', async (word) => ({ ...validBodies.blog(), body: `The ${word} plan.` })),
  GetBriefings: content('AddBriefing', 'BriefingID', async (word) => ({
    ...validBodies.briefing(await lookups()),
    BriefingDetails: `Drill at ${word}`,
  })),
  GetKPI: content('AddKPI', 'KpiID', async (word) => ({ ...validBodies.kpi(await lookups()), Description: word })),
  GetNews: content('AddNews', 'NewsID', async (word) => ({
    ...validBodies.news(await lookups()),
    LongDescription: `Opens ${word}.`,
  })),
  // Employees list A to Z: a name late in the alphabet is past the first page.
  GetEmployees: content('AddEmployees', 'EmployeeID', async (word) => ({
    ...validBodies.employee(await lookups()),
    FirstName: 'Zoe',
    LastName: `Zz${word}`,
  })),
  GetNotifications: content('AddNotification', 'NotificationID', async (word) => ({
    ...validBodies.notification(await lookups()),
    ShortDescription: `Timesheets ${word}`,
  })),
  GetCafeteria: content('AddCafeteria', 'CafeteriaMenuID', async (word) => ({
    ...validBodies.cafeteria(await lookups()),
    LongMenuDescription: `With ${word} bread.`,
  })),
  GetVoiceDashboardKPI: {
    id: 'KpiDataID',
    // A value of a KPI named by the word: found by its KPI's name, the table's KPI column. Listed by KPI, then
    // newest period first: the same KPI's later days come before it.
    make: async (word) => {
      const kpi = await added('AddKPI', orgAdmin, { ...validBodies.kpi(await lookups()), Name: `Calls ${word}` });
      return added('AddVoiceDashboard', orgAdmin, { ...validBodies.kpiData(String(kpi.KpiID)), Day: 1 });
    },
    more: (target, n) =>
      added('AddVoiceDashboard', orgAdmin, { ...validBodies.kpiData(String(target.KpiID)), Day: 2 + n, Value: n }),
    moreMatch: true,
  },
  // Newest by invoice date first: an older invoice is past the first page.
  GetInvoices: {
    id: 'InvoiceID',
    make: async (word) =>
      added('PostInvoice', orgAdmin, validInvoice({ Notes: word, InvoiceCreatedDate: '01/01/2020' })),
    more: async () => added('PostInvoice', orgAdmin, validInvoice()),
  },
  GetHelp: {
    id: 'HelpID',
    make: (word) => addedHelp(orgAdmin, helpBody({ LongDescription: `Ask the ${word} desk.` })),
    more: () => addedHelp(orgAdmin),
  },
  GetTests: {
    id: 'Id',
    make: async (word) => addedTest(orgAdmin, { Name: `Skill test ${word}` }),
    more: () => addedTest(orgAdmin),
  },
  // Categories list A to Z.
  GetCollectionCategories: {
    id: 'Id',
    make: async (word) => newCollectionCategory(orgAdmin, { Name: `Zz ${word}` }) as Promise<Item>,
    more: () => newCollectionCategory(orgAdmin),
  },
};

const searchable = (Object.keys(routes) as RouteName[]).filter((name) => (routes[name] as RouteDef).searchable);

describe('Search on every paged list', () => {
  it('is declared on every paged list a list screen pages, and each has a case here', () => {
    expect(searchable.sort()).toEqual(Object.keys(cases).sort());
    for (const name of searchable) expect((routes[name] as RouteDef).paged).toBe(true);
  });

  it.each(searchable)(
    '%s finds a record past the first page, case and accents aside, and pages its matches',
    async (name) => {
      const test = cases[name]!;
      const word = `xylo${letters()}`;
      const target = await test.make(word);
      const before = [await test.more(target, 0), await test.more(target, 1)];
      const expected = [target, ...(test.moreMatch ? before : [])].map((item) => item[test.id]).sort();
      const first = await listPage(name, orgAdmin, { PageSize: '1' });
      expect(first.items.map((item) => item[test.id])).not.toContain(target[test.id]);
      expect(first.next).toBeTruthy();

      const found = await searched(name, orgAdmin, ` ${word.toUpperCase().replace('Y', 'Ý')} `);
      expect(found.map((item) => item[test.id]).sort()).toEqual(expected);
      // All the matches on one page: no cursor to a next one.
      const one = await listPage(name, orgAdmin, { Search: word, PageSize: '10' });
      expect(one.items).toHaveLength(expected.length);
      expect(one.next).toBeUndefined();
      expect(await searched(name, otherAdmin, word)).toEqual([]);
    },
  );

  it.each(searchable)('%s refuses a Search over 200 characters, naming Search', async (name) => {
    const refused = await listPage(name, orgAdmin, { Search: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.refusal).toMatch(/Search: must be at most 200 characters/);
  });
});

describe('Search by the name of a record a row names', () => {
  it('finds briefings by their group and notifications by their employee, as their tables show them', async () => {
    const l = await lookups();
    const groups = (await call<{ Groups: Item[] }>('GetBriefings', { cookie: orgAdmin, query: { PageSize: '1' } })).body
      .Groups;
    const group = groups.find((g) => g.GroupID === l.groupId)!;
    const briefing = await added('AddBriefing', orgAdmin, validBodies.briefing(l));
    const byGroup = await searched('GetBriefings', orgAdmin, String(group.GroupName));
    expect(byGroup.map((item) => item.BriefingID)).toContain(briefing.BriefingID);
    expect(byGroup.every((item) => item.GroupID === l.groupId)).toBe(true);

    const word = letters();
    const person = await added('AddEmployees', orgAdmin, {
      ...validBodies.employee(l),
      FirstName: 'Grace',
      LastName: `Hopper${word}`,
    });
    const reminder = await added('AddNotification', orgAdmin, {
      ...validBodies.notification(l),
      EmployeeID: person.EmployeeID,
    });
    const byName = await searched('GetNotifications', orgAdmin, `grace hopper${word}`);
    expect(byName.map((item) => item.NotificationID)).toEqual([reminder.NotificationID]);
  });
});

describe('Search as the table shows a date', () => {
  it('finds KPI values by their period as written (20 Nov 2026; 20 Nov, 04:00) and as stored', async () => {
    const kpi = await added('AddKPI', orgAdmin, { ...validBodies.kpi(await lookups()), KPIGrain: 'Hourly' });
    const hour = (Day: number) => ({
      ...validBodies.kpiData(String(kpi.KpiID)),
      KPIGrain: 'Hourly',
      Month: 11,
      Day,
      Hour: 4,
    });
    const target = await added('AddVoiceDashboard', orgAdmin, hour(20));
    await added('AddVoiceDashboard', orgAdmin, hour(21));
    for (const Search of ['20 nov 2026', '20 Nov, 04:00', '2026-11-20T04']) {
      const page = await listPage('GetVoiceDashboardKPI', orgAdmin, {
        KpiID: String(kpi.KpiID),
        Search,
        PageSize: '10',
      });
      expect(
        page.items.map((item) => item.Period),
        Search,
      ).toEqual([target.Period]);
    }
  });

  it('finds invoices by their dates as written (17 Mar 1953) and as stored (17/03/1953)', async () => {
    const year = 1900 + Math.floor(Math.random() * 99);
    const target = await added('PostInvoice', orgAdmin, validInvoice({ InvoiceCreatedDate: `17/03/${year}` }));
    await added('PostInvoice', orgAdmin, validInvoice({ InvoiceCreatedDate: `18/03/${year}` }));
    for (const Search of [`17 Mar ${year}`, `17/03/${year}`]) {
      const found = await searched('GetInvoices', orgAdmin, Search);
      expect(
        found.map((item) => item.InvoiceID),
        Search,
      ).toContain(target.InvoiceID);
      expect(
        found.every((item) => item.InvoiceCreatedDate === `17/03/${year}`),
        Search,
      ).toBe(true);
    }
  });

  it("finds invoices across organizations by their organization's name, for a PlatformAdmin", async () => {
    const platform = await signIn(USERS.platform);
    const theirs = await added('PostInvoice', otherAdmin, validInvoice({ Notes: `Billed ${letters()}` }));
    const name = String(theirs.OrganizationName);
    const found: Item[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPage('GetInvoices', platform, {
        Search: name,
        PageSize: '100',
        ...(cursor ? { Cursor: cursor } : {}),
      });
      expect(page.status).toBe(200);
      found.push(...page.items);
      cursor = page.next;
    } while (cursor);
    expect(found.map((item) => item.InvoiceID)).toContain(theirs.InvoiceID);
    const named = (item: Item) => String(item.OrganizationName).toLowerCase().includes(name.toLowerCase());
    expect(found.every(named)).toBe(true);
  });
});
