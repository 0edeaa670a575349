import type { contentFamilies, RouteName } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { call } from './client';
import { changedField, familySample } from './family-samples';

/**
 * Valid content records for the API tests and the sweeps, naming real lookups of the caller's organization (its
 * seeded groups, office locations, departments, its employees, a KPI of its own).
 */
export interface ContentLookups {
  groupId: string;
  locationId: string;
  departmentId: string;
  employeeId: string;
}

const lookupsByCookie = new Map<string, ContentLookups>();

export async function contentLookups(cookie: string): Promise<ContentLookups> {
  const known = lookupsByCookie.get(cookie);
  if (known) return known;
  type Answer = Record<string, Record<string, string>[]>;
  const notifications = (await call<Answer>('GetNotifications', { cookie, query: { PageSize: '1' } })).body;
  const employees = (await call<Answer>('GetEmployees', { cookie, query: { PageSize: '1' } })).body;
  const lookups = {
    groupId: notifications.Groups![0]!.GroupID!,
    locationId: notifications.OfficeLocations![0]!.OfficeLocationID!,
    departmentId: employees.Departments![0]!.DepartmentID!,
    employeeId: notifications.Employees![0]!.EmployeeID!,
  };
  lookupsByCookie.set(cookie, lookups);
  return lookups;
}

export const shortId = () => randomUUID().slice(0, 8);

const moments = { from: '2026-05-01T09:00:00Z', to: '2026-05-31T18:00:00Z' };

export const validBodies = {
  blog: () => ({
    title: `Quarterly results ${shortId()}`,
    body: 'We grew.\nThanks, everyone.',
    image: 'https://example.com/q.png',
  }),
  briefing: (l: ContentLookups) => ({
    BriefingType: 'Safety',
    EmployeeID: '',
    GroupID: l.groupId,
    LocationID: l.locationId,
    BriefingDetails: `Fire drill at ten ${shortId()}`,
    CreatedTime: moments.from,
    ExpireTime: moments.to,
  }),
  kpi: (l: ContentLookups) => ({
    Name: `Calls answered ${shortId()}`,
    KPIGrain: 'Daily',
    DataType: 'Number',
    KPIOwnerEmployeeID: l.employeeId,
    Description: 'Calls the assistant answered',
    Active: true,
  }),
  news: (l: ContentLookups) => ({
    NewsType: 'Company',
    GroupID: l.groupId,
    ShortDescription: `New canteen ${shortId()}`,
    LongDescription: 'Opens on Monday.',
    ReleaseTime: moments.from,
    ExpireTime: moments.to,
    Active: true,
  }),
  employee: (l: ContentLookups) => ({
    FirstName: 'Ada',
    LastName: `Lovelace`,
    Email: `ada.${shortId()}@example.net`,
    Phone: '+44 20 7946 0000',
    MobilePhone: '',
    UserLoginId: 'ada',
    UserLoginPin: '',
    DepartmentID: l.departmentId,
    OfficeLocationID: l.locationId,
    EmployeeManagerID: l.employeeId,
  }),
  notification: (l: ContentLookups) => ({
    NewsType: 'Reminder',
    EmployeeID: l.employeeId,
    GroupID: '',
    LocationID: l.locationId,
    ShortDescription: `Timesheets due ${shortId()}`,
    LongDescription: '',
    ReleaseTime: moments.from,
    ExpireTime: moments.to,
    Active: true,
  }),
  cafeteria: (l: ContentLookups) => ({
    OfficeLocationID: l.locationId,
    MealType: 'Lunch',
    ShortMenuDescription: `Tomato soup ${shortId()}`,
    LongMenuDescription: 'With bread.',
    OpenTime: '11:30',
    CloseTime: '14:00',
    Date: '14/05/2026',
    RepeatMenu: false,
  }),
  kpiData: (kpiId: string) => ({ KpiID: kpiId, Value: 42, KPIGrain: 'Daily', Year: 2026, Month: 5, Day: 14 }),
};

/** Adds a record through the API and answers it (fails loudly when the add is refused). */
export async function added<T = Record<string, unknown>>(name: RouteName, cookie: string, body: unknown): Promise<T> {
  const answer = await call<T>(name, { cookie, body });
  if (answer.status !== 201) throw new Error(`${name} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function newKpi(cookie: string): Promise<Record<string, unknown>> {
  return added('AddKPI', cookie, validBodies.kpi(await contentLookups(cookie)));
}

type Body = Record<string, unknown>;

type Family = (typeof contentFamilies)[number];
interface Sample {
  body: (cookie: string) => Promise<Body>;
  changes: string;
}

/** A real record of the caller's organization of each kind a content family's references name. */
export async function referenceOf(kind: string, cookie: string): Promise<string> {
  if (kind === 'kpi') return String((await newKpi(cookie)).KpiID);
  const l = await contentLookups(cookie);
  const ids: Record<string, string> = {
    group: l.groupId,
    officeLocation: l.locationId,
    department: l.departmentId,
    employee: l.employeeId,
  };
  if (!ids[kind]) throw new Error(`referenceOf: no ${kind} to name`);
  return ids[kind];
}

/** A valid body of a family read from its field rules (family-samples.ts), naming the caller's own lookups. */
export const derivedBody = (family: Family, cookie: string) =>
  familySample(family, (kind) => referenceOf(kind, cookie));

/**
 * The content families whose bodies are written out (the other API tests name their fields), by the type they are
 * stored under, and the field a concurrent writer changes. A family not here gets its body from its field rules
 * (derivedBody) and its first searched text as the field that changes.
 */
const writtenSamples: Partial<Record<Family['type'], Sample>> = {
  Blog: { body: async () => validBodies.blog(), changes: 'title' },
  Briefing: { body: async (cookie) => validBodies.briefing(await contentLookups(cookie)), changes: 'BriefingDetails' },
  Kpi: { body: async (cookie) => validBodies.kpi(await contentLookups(cookie)), changes: 'Name' },
  News: { body: async (cookie) => validBodies.news(await contentLookups(cookie)), changes: 'ShortDescription' },
  Employee: { body: async (cookie) => validBodies.employee(await contentLookups(cookie)), changes: 'UserLoginId' },
  Notification: {
    body: async (cookie) => validBodies.notification(await contentLookups(cookie)),
    changes: 'ShortDescription',
  },
  CafeteriaMenu: {
    body: async (cookie) => validBodies.cafeteria(await contentLookups(cookie)),
    changes: 'ShortMenuDescription',
  },
  KpiData: { body: async (cookie) => validBodies.kpiData(String((await newKpi(cookie)).KpiID)), changes: 'Value' },
};

/**
 * For each content family: a valid body naming the caller's own lookups, and the field a concurrent writer changes.
 * The sweeps read every family's calls, id and list key from the family itself (test/api/sweeps/entities/content.ts).
 */
export const contentSample = (family: Family): Sample =>
  writtenSamples[family.type] ?? {
    body: (cookie) => derivedBody(family, cookie),
    changes: changedField(family),
  };
