import type { Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag, USERS, type Json } from './support';

/** The run's stamp in letters only (a person's name takes no digits). */
const letters = uniqueTag().replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

/** The organization's own lookups the content forms name (its seeded groups, office locations and employees). */
async function lookups(page: Page) {
  const first = <T>(list: unknown) => (list as T[])[0]!;
  const notifications = await send(page, 'GetNotifications', { query: { PageSize: 1 } });
  return {
    groupId: first<Json>(notifications.Groups).GroupID,
    locationId: first<Json>(notifications.OfficeLocations).OfficeLocationID,
    employeeId: first<Json>(notifications.Employees).EmployeeID,
  };
}

const moments = { ReleaseTime: '2026-05-01T09:00:00Z', ExpireTime: '2026-05-31T18:00:00Z' };

/**
 * One list screen whose records are logged: where it is, who manages it, how a record is made through the API
 * (`name` is unique to the run and shows in the row), and the record type the usage logs store for it.
 */
interface HistoryCase {
  screen: string;
  path: string;
  /** The table's plural (its filter is "Filter {plural}"). */
  plural: string;
  user: string;
  type: string;
  /** How the history's lines name the type, where it is not the type's stored name. */
  noun?: string;
  /** How the history's lines name the record (its name, never its id). */
  named?: (name: string) => string;
  add: (page: Page, name: string) => Promise<unknown>;
  /** Its rows have their own actions: the details open from the row's name (the row header's link), this text. */
  shownName?: (name: string) => string;
}

const cases: HistoryCase[] = [
  {
    screen: 'Blogs',
    path: '/content/blogs',
    plural: 'blogs',
    user: USERS.orgAdmin,
    type: 'Blog',
    add: (page, name) => send(page, 'PostBlog', { body: { title: name, body: 'We grew.', image: '' } }),
  },
  {
    screen: 'Briefings',
    path: '/content/briefings',
    plural: 'briefings',
    user: USERS.orgAdmin,
    type: 'Briefing',
    add: async (page, name) => {
      const l = await lookups(page);
      return send(page, 'AddBriefing', {
        body: {
          BriefingType: 'Safety',
          EmployeeID: '',
          GroupID: l.groupId,
          LocationID: l.locationId,
          BriefingDetails: name,
          CreatedTime: moments.ReleaseTime,
          ExpireTime: moments.ExpireTime,
        },
      });
    },
  },
  {
    screen: 'KPIs',
    path: '/content/kpis',
    plural: 'KPIs',
    user: USERS.orgAdmin,
    type: 'Kpi',
    add: (page, name) => send(page, 'AddKPI', { body: { Name: name, KPIGrain: 'Daily', DataType: 'Number' } }),
  },
  {
    screen: 'Voice dashboard KPI data',
    path: '/content/kpi-data',
    plural: 'KPI values',
    user: USERS.orgAdmin,
    type: 'KpiData',
    noun: 'KPI value',
    add: async (page, name) => {
      const kpi = await send(page, 'AddKPI', { body: { Name: name, KPIGrain: 'Daily', DataType: 'Number' } });
      const value = { KpiID: kpi.KpiID, Value: 42, KPIGrain: 'Daily', Year: 2026, Month: 5, Day: 14 };
      return send(page, 'AddVoiceDashboard', { body: value });
    },
  },
  {
    screen: 'News',
    path: '/content/news',
    plural: 'news',
    user: USERS.orgAdmin,
    type: 'News',
    add: async (page, name) => {
      const l = await lookups(page);
      const body = { NewsType: 'Company', GroupID: l.groupId, ShortDescription: name, LongDescription: '' };
      return send(page, 'AddNews', { body: { ...body, ...moments, Active: true } });
    },
  },
  {
    screen: 'Notifications',
    path: '/content/notifications',
    plural: 'notifications',
    user: USERS.orgAdmin,
    type: 'Notification',
    add: async (page, name) => {
      const l = await lookups(page);
      const body = { NewsType: 'Reminder', EmployeeID: l.employeeId, GroupID: '', LocationID: l.locationId };
      return send(page, 'AddNotification', {
        body: { ...body, ShortDescription: name, LongDescription: '', ...moments, Active: true },
      });
    },
  },
  {
    screen: 'Employees',
    path: '/content/employees',
    plural: 'employees',
    user: USERS.orgAdmin,
    type: 'Employee',
    add: (page, name) =>
      send(page, 'AddEmployees', {
        body: {
          FirstName: 'Ada',
          LastName: name.split(' ')[1],
          Email: `ada.${letters}@example.net`,
          Phone: '',
          MobilePhone: '',
          UserLoginId: `ada${letters}`,
          UserLoginPin: '',
          DepartmentID: '',
          OfficeLocationID: '',
          EmployeeManagerID: '',
        },
      }),
  },
  {
    screen: 'Cafeteria menus',
    path: '/content/cafeteria',
    plural: 'cafeteria menus',
    user: USERS.orgAdmin,
    type: 'CafeteriaMenu',
    noun: 'cafeteria menu',
    add: async (page, name) => {
      const l = await lookups(page);
      return send(page, 'AddCafeteria', {
        body: {
          OfficeLocationID: l.locationId,
          MealType: 'Lunch',
          ShortMenuDescription: name,
          LongMenuDescription: '',
          OpenTime: '11:30',
          CloseTime: '14:00',
          Date: '14/05/2026',
          RepeatMenu: false,
        },
      });
    },
  },
  {
    screen: 'Help Q&A',
    path: '/help',
    plural: 'help entries',
    // The other organization's admin (where help-bulk.spec.ts imports and downloads.spec.ts exports).
    user: USERS.otherAdmin,
    type: 'Help',
    noun: 'help entry',
    named: (name) => `Created help entry 'What is ${name}?': Questions 'What is ${name}?', Answer 'A test.'`,
    add: (page, name) =>
      send(page, 'AddHelp', {
        body: { ShortDescription: `What is ${name}?`, LongDescription: 'A test.', MediaType: '', MediaUrl: '' },
      }),
  },
  {
    screen: 'Collection categories',
    path: '/content/collection-categories',
    plural: 'collection categories',
    user: USERS.orgAdmin,
    type: 'CollectionCategory',
    noun: 'collection category',
    add: (page, name) => send(page, 'PostCollectionCategory', { body: { Name: name, Description: 'A test.' } }),
  },
  {
    screen: 'Invite users',
    path: '/access/invite-users',
    plural: 'invited users',
    user: USERS.orgAdmin,
    type: 'Invitation',
    noun: 'invitation',
    named: (name) =>
      `Created invitation 'Grace ${name.split(' ')[1]}': First name 'Grace', Last name '${name.split(' ')[1]}'`,
    shownName: (name) => `Grace ${name.split(' ')[1]}`,
    add: (page, name) =>
      send(page, 'SendInvitation', {
        body: { FirstName: 'Grace', LastName: name.split(' ')[1], Email: `grace.${letters}@example.net` },
      }),
  },
  ...(
    [
      ['Default setting fields', '/catalogue/default-setting-fields', 'SubmitSystemListDefaultSetting'],
      ['Connection fields', '/catalogue/connection-fields', 'SubmitSystemListConnectionFields'],
    ] as const
  ).map(([screen, path, submit]) => ({
    screen,
    path,
    plural: screen.toLowerCase(),
    user: USERS.platform,
    type: submit === 'SubmitSystemListDefaultSetting' ? 'DefaultSettingField' : 'ConnectionField',
    noun: submit === 'SubmitSystemListDefaultSetting' ? 'default setting field' : 'connection field',
    // Named by its label, its system by name (the first of the catalogue, not its id).
    named: (name: string) =>
      `Created ${submit === 'SubmitSystemListDefaultSetting' ? 'default setting field' : 'connection field'} '${name}': `,
    add: async (page: Page, name: string) => {
      const lists = await send(page, 'GetSystemLists');
      const system = (lists.SystemLists as Json[])[0]!;
      return send(page, submit, {
        body: {
          FieldName: `History_${letters}`,
          FieldLabel: name,
          FieldType: 'String',
          FieldShortDescription: '',
          SystemListID: system.SystemListID,
        },
      });
    },
  })),
];

for (const c of cases) {
  test(`${c.screen}: a record's details show its history (who, when, what)`, async ({ page }) => {
    const name = `History ${letters}`;
    await signIn(page, c.user);
    await c.add(page, name);
    await page.goto(c.path);
    await page.getByLabel(`Filter ${c.plural}`).fill(letters);
    const row = page.getByRole('row').filter({ hasText: letters });
    await expect(row).toHaveCount(1);
    if (c.shownName) await row.getByText(c.shownName(name), { exact: true }).click();
    else await row.getByRole('button', { name: /^Details of/ }).click();

    const details = page.getByRole('dialog');
    const history = details.getByRole('table', { name: 'History' });
    const created = history.getByRole('row').filter({ hasText: `Created ${c.noun ?? c.type} ` });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(c.user);
    if (c.named) await expect(created).toContainText(c.named(name));
    await expect(created).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    if (c.screen === 'Blogs') {
      await screenshot(page, 'record-history-blog');
      await expectNoAxeViolations(page);
    }
  });
}
