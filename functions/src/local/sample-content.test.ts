import {
  briefingFamily,
  cafeteriaFamily,
  formatDayDate,
  newsFamily,
  notificationFamily,
  type FamilyDeclaration,
} from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { useStandIns } from './use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/** The demo organization's sample content, seeded through the content services like sample help (seed.ts). */
useStandIns();

const PASSWORD = 'Test-Password-123!';
const DEMO = '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60';
const OTHER = '2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50';
const admin = (organizationId: string): Principal => ({
  email: 'org.admin@example.com',
  role: 'OrgAdmin',
  organizationId,
  sessionHash: 'x',
});
type Row = Record<string, unknown>;

/** Every content list of an organization as the API answers it (items of each family, by its list's name). */
async function contentLists(organizationId: string): Promise<Record<string, Row[]>> {
  const { contentService } = await import('../services/content/content-kind');
  const { blogs } = await import('../services/content/blog-service');
  const { kpis } = await import('../services/content/kpi-service');
  const { kpiData } = await import('../services/content/kpi-data-service');
  const served = (family: FamilyDeclaration) => contentService(family as never);
  const services = {
    blogs,
    briefings: served(briefingFamily),
    kpis,
    kpiData,
    news: served(newsFamily),
    notifications: served(notificationFamily),
    cafeteria: served(cafeteriaFamily),
  };
  const lists: Record<string, Row[]> = {};
  for (const [name, service] of Object.entries(services)) {
    lists[name] = (await service.list({ PageSize: 100 }, admin(organizationId))).items as Row[];
  }
  return lists;
}
const counts = (lists: Record<string, Row[]>) =>
  Object.fromEntries(Object.entries(lists).map(([name, items]) => [name, items.length]));

describe('the sample content', () => {
  it('is not seeded in memory (the tests count rows)', async () => {
    const { seed } = await import('./seed');
    await seed(PASSWORD);
    expect(counts(await contentLists(DEMO))).toEqual({
      blogs: 0,
      briefings: 0,
      kpis: 0,
      kpiData: 0,
      news: 0,
      notifications: 0,
      cafeteria: 0,
    });
  }, 60_000);

  it('gives each content list of Demo Organization its sample records, stored as the API stores them', async () => {
    const { seed } = await import('./seed');
    await seed(PASSWORD, { sampleContent: true });
    const lists = await contentLists(DEMO);
    expect(counts(lists)).toEqual({
      blogs: 3,
      briefings: 3,
      kpis: 3,
      kpiData: 14 + 8 + 6,
      news: 3,
      notifications: 2,
      cafeteria: 3,
    });
    for (const item of Object.values(lists).flat()) {
      expect(item).toMatchObject({ OrganizationID: DEMO, CreatedBy: 'seed', LastUpdatedBy: 'seed', Version: 1 });
    }
    expect(new Set(lists.kpis!.map((kpi) => kpi.KPIGrain))).toEqual(new Set(['Daily', 'Weekly', 'Monthly']));
    expect(lists.news!.filter((item) => item.GroupID !== '')).toHaveLength(1);
    const tomorrow = formatDayDate(new Date(Date.now() + 86_400_000));
    expect(lists.cafeteria!.map((menu) => menu.Date)).toContain(tomorrow);

    // The chart's query: the daily KPI's last 14 days, one a day, up to today.
    const { listKpiData } = await import('../services/content/kpi-data-service');
    const daily = lists.kpis!.find((kpi) => kpi.KPIGrain === 'Daily')!;
    const chart = await listKpiData({ KpiID: String(daily.KpiID), KPIGrain: 'Daily', PageSize: 100 }, admin(DEMO));
    const today = new Date().toISOString().slice(0, 10);
    const twoWeeksAgo = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);
    expect(chart.items.map((value) => value.Period)).toHaveLength(14);
    expect([chart.items[0]!.Period, chart.items[13]!.Period]).toEqual([today, twoWeeksAgo]);
  }, 60_000);

  it('adds nothing when seeded again', async () => {
    const { seed } = await import('./seed');
    const before = await contentLists(DEMO);
    await seed(PASSWORD, { sampleContent: true });
    expect(await contentLists(DEMO)).toEqual(before);
  }, 60_000);

  it('leaves a family that has records of its own as it is, and fills the others', async () => {
    const { contentService } = await import('../services/content/content-kind');
    const { seedSampleContent } = await import('./sample-content');
    const own = await contentService(newsFamily).add(
      newsFamily.input.parse({
        NewsType: 'Company',
        ShortDescription: 'Our own news',
        ReleaseTime: '2026-05-01T09:00:00Z',
        ExpireTime: '2026-05-31T18:00:00Z',
      }),
      admin(OTHER),
    );
    const outcome = await seedSampleContent(OTHER);
    const lists = await contentLists(OTHER);
    expect(lists.news).toEqual([own]);
    expect(counts(lists)).toMatchObject({ blogs: 3, briefings: 3, kpis: 3, notifications: 2, cafeteria: 3 });
    expect(outcome.kept).toEqual(['news']);
  }, 60_000);
});
