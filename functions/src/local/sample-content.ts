import {
  blogFamily,
  briefingFamily,
  cafeteriaFamily,
  kpiDataFamily,
  kpiFamily,
  newsFamily,
  notificationFamily,
} from '@switchboard/shared';
import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal';
import type { Listing } from '../data/list-query';
import { blogs } from '../services/content/blog-service';
import { contentService, type PageRequest } from '../services/content/content-kind';
import { employeeRepository, groupRepository, officeLocationRepository } from '../services/content/content-repository';
import { kpiData } from '../services/content/kpi-data-service';
import { kpis } from '../services/content/kpi-service';
import {
  sampleBlogs,
  sampleBriefings,
  sampleCafeteriaMenus,
  sampleNews,
  sampleNotifications,
  type SampleLookups,
} from './sample-content-records';
import { kpiValueInput, sampleKpis } from './sample-kpis';

/** What a content family's service is asked here: is there a record, and add one (as the API's calls do). */
interface Service {
  list(query: PageRequest, principal: Principal): Promise<Listing<unknown>>;
  add(input: object, principal: Principal): Promise<unknown>;
}
type Family = { what: string; input: z.ZodMiniType };

export interface SampleContentOutcome {
  /** Records added, by the family's name ('blog posts': 3). */
  added: Record<string, number>;
  /** Families left as they were: the organization has records of its own. */
  kept: string[];
}

/** The organization's seeded lookups the samples name, by name (the first one, or none, when renamed or deleted). */
async function lookupsOf(organizationId: string): Promise<SampleLookups> {
  const scope = { organizationId };
  const employees = await employeeRepository.all(scope);
  const groups = await groupRepository.all(scope);
  const offices = await officeLocationRepository.all(scope);
  const employee = (email: string) => (employees.find((e) => e.Email === email) ?? employees[0])?.EmployeeID ?? '';
  const office = (name: string) =>
    offices.find((o) => o.OfficeLocationName === name)?.OfficeLocationID ?? offices[0]?.OfficeLocationID ?? '';
  return {
    admin: employee('org.admin@example.com'),
    staff: employee('staff@example.com'),
    managers: (groups.find((g) => g.GroupName === 'Managers') ?? groups[0])?.GroupID ?? '',
    headOffice: office('Head office'),
    branchOffice: office('Branch office'),
  };
}

/**
 * A few current-looking records of each content family (blogs, briefings, KPIs and their values, news,
 * notifications, cafeteria menus), so `npm start` shows every content screen and the KPI chart with something on
 * them. They go through the content services as the API's calls do (the family's input schema, then add: audit
 * fields, Version and order keys as stored for a user). A family the organization already has records of is left
 * as it is; the caller runs it once per data directory (a marker), never in memory.
 */
export async function seedSampleContent(organizationId: string, now = new Date()): Promise<SampleContentOutcome> {
  const seeder: Principal = { email: 'seed', role: 'OrgAdmin', organizationId, sessionHash: '' };
  const lookups = await lookupsOf(organizationId);
  const outcome: SampleContentOutcome = { added: {}, kept: [] };
  const isEmpty = async (family: Family, service: Service) => {
    const empty = (await service.list({ PageSize: 1 }, seeder)).items.length === 0;
    if (!empty) outcome.kept.push(family.what);
    return empty;
  };
  const addAll = async (family: Family, service: Service, inputs: object[]) => {
    const added = [];
    for (const input of inputs) added.push(await service.add(family.input.parse(input) as object, seeder));
    if (inputs.length) outcome.added[family.what] = inputs.length;
    return added;
  };

  const families: [Family, Service, object[]][] = [
    [blogFamily, blogs, sampleBlogs()],
    [briefingFamily, contentService(briefingFamily), sampleBriefings(now, lookups)],
    [newsFamily, contentService(newsFamily), sampleNews(now, lookups)],
    [notificationFamily, contentService(notificationFamily), sampleNotifications(now, lookups)],
    [cafeteriaFamily, contentService(cafeteriaFamily), sampleCafeteriaMenus(now, lookups)],
  ];
  for (const [family, service, inputs] of families) {
    if (await isEmpty(family, service)) await addAll(family, service, inputs);
  }
  // The values name the sample KPIs: none of them beside an organization's own KPIs.
  if ((await isEmpty(kpiFamily, kpis)) && (await isEmpty(kpiDataFamily, kpiData))) {
    const samples = sampleKpis(now, lookups);
    const added = (await addAll(
      kpiFamily,
      kpis,
      samples.map((sample) => sample.input),
    )) as { KpiID: string }[];
    const values = samples.flatMap((sample, i) =>
      sample.values.map((value) => kpiValueInput(added[i]!.KpiID, sample.input.KPIGrain, value)),
    );
    await addAll(kpiDataFamily, kpiData, values);
  }
  return outcome;
}

/** What `npm start` prints of it (nothing when it was not run: in memory, or done on an earlier start). */
export function sampleContentLine(outcome: SampleContentOutcome | undefined): string {
  if (!outcome) return '';
  const added = Object.entries(outcome.added).map(([what, count]) => `${count} ${what}`);
  const kept = outcome.kept.length ? `; kept as they were (records of its own): ${outcome.kept.join(', ')}` : '';
  return `  sample content: ${added.join(', ') || 'none'} added to Demo Organization${kept}`;
}
