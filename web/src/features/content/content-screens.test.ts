import {
  blog,
  briefing,
  cafeteriaMenu,
  DEFAULT_KPI_GRAIN,
  employee,
  kpi,
  messages,
  news,
  notification,
} from '@switchboard/shared';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { ListScreenConfig } from '../../components/list-screen/types';
import { blogScreen } from './blogs/blog-screen';
import { briefingScreen } from './briefings/briefing-screen';
import { cafeteriaScreen } from './cafeteria/cafeteria-screen';
import { employeeScreen } from './employees/employee-screen';
import { kpiScreen } from './kpis/kpi-screen';
import { newsScreen } from './news/news-screen';
import { notificationScreen } from './notifications/notification-screen';

/**
 * Each content screen's declaration against its routes' schemas, fast: what e2e checked once per screen by adding,
 * editing and reading a record through the browser (content-screens.spec.ts keeps that flow for Blogs, the one
 * ListScreen every screen renders). A record is typed as the user would (the values the e2e typed), sent as the
 * create body, stored as an item, read back into the form and sent as the update body; its details show what the
 * user typed, with the lookups' names.
 */
/** GUIDs, as the server's ids are. */
const guid = (n: number) => `0000000${n}-0000-4000-8000-00000000000${n}`;
const ID = { emp1: guid(1), grp1: guid(2), grp2: guid(3), loc1: guid(4), loc2: guid(5), loc3: guid(6), dep1: guid(7) };

const locations = [
  { OfficeLocationID: ID.loc1, OfficeLocationName: 'Head office' },
  { OfficeLocationID: ID.loc2, OfficeLocationName: 'Branch office' },
  { OfficeLocationID: ID.loc3, OfficeLocationName: 'Remote' },
];

/** The lookups the list routes answer beside their rows, by the names their routes declare. */
const lookups = {
  Employees: [{ EmployeeID: ID.emp1, FirstName: 'Erin', LastName: 'Example', Email: 'erin@example.com' }],
  Groups: [
    { GroupID: ID.grp1, GroupName: 'Managers' },
    { GroupID: ID.grp2, GroupName: 'Front desk' },
  ],
  OfficeLocations: locations,
  // GetEmployees names its office locations Locations.
  Locations: locations,
  Departments: [{ DepartmentID: ID.dep1, DepartmentName: 'Engineering' }],
  KPI: [],
  loading: false,
};

interface Contract {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case pairs its own screen, item and values
  screen: ListScreenConfig<any, any>;
  item: z.ZodMiniType;
  idKey: string;
  /** What the user types over the form's empty values. */
  typed: Record<string, string>;
  /** The form's empty values the spec sets (a new post's likes start at 0, a KPI's grain is Daily). */
  defaults?: Record<string, string>;
  /** Shown in the details of the record typed. */
  details: string[];
  texts: { created: string; updated: string; deleted?: string };
}

const contracts: Contract[] = [
  {
    title: 'Blogs',
    screen: blogScreen(),
    item: blog,
    idKey: 'BlogID',
    typed: { title: 'Blogs check', body: 'First line\nsecond line' },
    defaults: { likes: '0' },
    details: ['Blogs check', 'First line', 'second line', '0'],
    texts: { created: messages.msg_blog_added, updated: messages.msg_blog_updated, deleted: messages.msg_blog_removed },
  },
  {
    title: 'Briefings',
    screen: briefingScreen(lookups),
    item: briefing,
    idKey: 'BriefingID',
    typed: {
      BriefingType: 'Safety',
      GroupID: ID.grp1,
      LocationID: ID.loc2,
      BriefingDetails: 'Briefings check',
      CreatedTime: '2026-05-01T09:00',
      ExpireTime: '2026-05-08T17:30',
    },
    details: ['Briefings check', 'Managers', 'Branch office', '1 May 2026, 09:00', '8 May 2026, 17:30'],
    texts: {
      created: messages.msg_briefing_added,
      updated: messages.msg_briefing_updated,
      deleted: messages.msg_briefing_removed,
    },
  },
  {
    title: 'KPIs',
    screen: kpiScreen(lookups),
    item: kpi,
    idKey: 'KpiID',
    typed: { Name: 'KPIs check', DataType: 'Percentage', Description: 'Calls answered by the assistant.' },
    defaults: { KPIGrain: DEFAULT_KPI_GRAIN },
    details: ['KPIs check', 'Percentage', 'Daily', 'Calls answered by the assistant.'],
    texts: { created: messages.msg_kpi_saved, updated: messages.msg_kpi_updated, deleted: messages.msg_kpi_removed },
  },
  {
    title: 'News',
    screen: newsScreen(lookups),
    item: news,
    idKey: 'NewsID',
    typed: {
      ShortDescription: 'News check',
      GroupID: ID.grp2,
      ReleaseTime: '2026-06-01T08:00',
      ExpireTime: '2026-06-30T18:00',
    },
    details: ['News check', 'Front desk', '1 Jun 2026, 08:00', '30 Jun 2026, 18:00'],
    texts: { created: messages.msg_news_added, updated: messages.msg_news_updated, deleted: messages.msg_news_removed },
  },
  {
    title: 'Notifications',
    screen: notificationScreen(lookups),
    item: notification,
    idKey: 'NotificationID',
    typed: {
      ShortDescription: 'Notifications check',
      LocationID: ID.loc3,
      ReleaseTime: '2026-07-01T07:15',
      ExpireTime: '2026-07-02T07:15',
    },
    details: ['Notifications check', 'Remote', '1 Jul 2026, 07:15'],
    texts: {
      created: messages.msg_notification_added,
      updated: messages.msg_notification_updated,
      deleted: messages.msg_notification_removed,
    },
  },
  {
    title: 'Employees',
    screen: employeeScreen(lookups),
    item: employee,
    idKey: 'EmployeeID',
    typed: {
      FirstName: 'Erin',
      LastName: 'Employees check',
      Email: 'erin.check@example.com',
      DepartmentID: ID.dep1,
      OfficeLocationID: ID.loc1,
    },
    details: ['Employees check', 'Engineering', 'Head office', 'erin.check@example.com'],
    texts: { created: messages.msg_employee_added, updated: messages.msg_employee_updated },
  },
  {
    title: 'Cafeteria menus',
    screen: cafeteriaScreen(lookups),
    item: cafeteriaMenu,
    idKey: 'CafeteriaMenuID',
    typed: {
      OfficeLocationID: ID.loc2,
      ShortMenuDescription: 'Cafeteria menus check',
      Date: '2026-09-14',
      OpenTime: '12:00',
      CloseTime: '14:30',
      RepeatMenu: 'true',
    },
    // A menu that repeats names the weekday it comes back on.
    details: ['Cafeteria menus check', 'Branch office', '14 Sep 2026', '12:00', '14:30', 'Every Monday'],
    texts: {
      created: messages.msg_cafeteria_added,
      updated: messages.msg_cafeteria_updated,
      deleted: messages.msg_cafeteria_removed,
    },
  },
];

type Shaped = { def: { type: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown } };

/** An object schema's keys, through the wrappers (optional, pipe, refinements). */
function shapeKeys(schema: z.ZodMiniType): string[] {
  let current = schema as unknown as Shaped | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.def.type === 'object') return Object.keys(current.def.shape ?? {});
    current = (current.def.innerType ?? current.def.in) as Shaped | undefined;
  }
  return [];
}

const text = (value: unknown) =>
  renderToStaticMarkup(createElement(Fragment, null, value as never))
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'");

/** The item the server stores of a create body: the body as parsed, its id and version, and the audit fields. */
function storedItem(c: Contract, body: Record<string, unknown>): Record<string, unknown> {
  const filled = Object.fromEntries(shapeKeys(c.item).map((key) => [key, /Date/.test(key) ? '2026-01-02' : '']));
  return { ...filled, ...body, [c.idKey]: guid(9), Version: 1 };
}

describe.each(contracts)('the $title screen as declared', (c) => {
  const { form, table, data } = c.screen;
  const values = { ...form.empty(), ...c.typed };
  const created = form.createSchema.safeParse(form.toCreateBody(values));

  it('has form fields within its create schema, and the spec’s empty values', () => {
    const createKeys = shapeKeys(form.createSchema);
    expect(Object.keys(form.toCreateBody(values) as object).filter((key) => !createKeys.includes(key))).toEqual([]);
    expect(created.error?.issues ?? []).toEqual([]);
    expect(form.empty()).toMatchObject(c.defaults ?? {});
    // A text field's limit is the schema's (the form counts toward it: "22/20,000 characters").
    const tooLongAt = (key: string, length: number) =>
      (form.createSchema.safeParse(form.toCreateBody({ ...values, [key]: 'x'.repeat(length) })).error?.issues ?? [])
        .filter((issue) => issue.path[0] === key && issue.code === 'too_big')
        .map((issue) => issue.path[0]);
    // A field that counts its characters counts toward its schema's maximum, read from the schema.
    expect(form.fields.filter((field) => field.countsLength && field.maxLength === undefined)).toEqual([]);
    for (const field of form.fields) {
      const maxLength = (field as { maxLength?: number }).maxLength;
      if (maxLength === undefined) continue;
      expect(tooLongAt(field.key, maxLength), `${field.key} at its limit`).toEqual([]);
      expect(tooLongAt(field.key, maxLength + 1), `${field.key} over its limit`).toEqual([field.key]);
    }
  });

  it('stores what was typed, reads it back into the form, and updates it within its update schema', () => {
    const item = storedItem(c, created.data as Record<string, unknown>);
    expect(c.item.safeParse(item).error?.issues ?? []).toEqual([]);
    const back = form.fromItem(item);
    expect(back).toEqual(values);
    const update = form.toUpdateBody(back, item) as Record<string, unknown>;
    const updateKeys = shapeKeys(form.updateSchema);
    expect(Object.keys(update).filter((key) => !updateKeys.includes(key))).toEqual([]);
    expect(form.updateSchema.safeParse(update).error?.issues ?? []).toEqual([]);
    expect(update).toMatchObject({ [c.idKey]: item[c.idKey], Version: 1 });
  });

  it('shows columns of the item and details with what was typed, by the lookups’ names', () => {
    const item = storedItem(c, created.data as Record<string, unknown>);
    const itemKeys = shapeKeys(c.item);
    for (const column of table.columns) {
      if (column.sortingField) expect(itemKeys, column.id).toContain(column.sortingField);
      text(column.cell(item));
    }
    const shown = c.screen
      .details(item)
      .map((detail) => `${detail.label}: ${text(detail.value)}`)
      .join('\n');
    for (const expected of c.details) expect(shown).toContain(expected);
  });

  it('says the spec’s messages and deletes only where the spec lets it', () => {
    expect(c.screen.messages.texts).toMatchObject({
      created: c.texts.created,
      updated: c.texts.updated,
      ...(c.texts.deleted ? { deleted: c.texts.deleted } : {}),
    });
    expect(data.remove !== undefined).toBe(c.texts.deleted !== undefined);
  });
});
