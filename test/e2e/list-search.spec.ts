import type { Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, send, signIn, uniqueTag } from './support';

/**
 * A paged list's filter is a search on the server (issue 29 items 10 and 16's neighbour, item 2 of the brief): a
 * record under 100 newer ones is found, the count says what the server found, and a search the server would refuse
 * (over 200 characters) says the rule under the filter instead of "There was an error getting data".
 */
const NEWER = 100;

/** Adds `count` records one after another through the API (newest last). */
async function addMany(page: Page, count: number, add: (index: number) => Promise<unknown>) {
  for (let index = 0; index < count; index += 1) await add(index);
}

async function expectFoundPastFirstPage(page: Page, path: string, title: string, plural: string, wanted: string) {
  await page.goto(path);
  const table = page.getByRole('table', { name: title });
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) });
  await expect(heading).toContainText(/\(\d+\+\)/);
  await expect(table.getByText(wanted)).toHaveCount(0);

  const filter = page.getByRole('searchbox', { name: `Filter ${plural}` });
  await filter.fill(wanted.toUpperCase());
  await expect(page.getByText('1 match', { exact: true }).first()).toBeVisible();
  await expect(heading).toContainText('(1)');
  await expect(table.getByText(wanted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]filter=/);
  await expectNoAxeViolations(page);
  return { filter, heading, table };
}

test('Blogs and News search the server: a record under 100 newer ones is found and counted as 1', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  await signIn(page, await newOrganizationOwner(request, `List search ${tag}`));

  const oldBlog = `Harbour lighthouse ${tag}`;
  await send(page, 'PostBlog', { body: { title: oldBlog, body: 'The oldest post.', image: '' } });
  await addMany(page, NEWER, (n) =>
    send(page, 'PostBlog', { body: { title: `Weekly note ${n}`, body: 'Nothing new.', image: '' } }),
  );
  const blogs = await expectFoundPastFirstPage(page, '/content/blogs', 'Blogs', 'blogs', oldBlog);

  // Over 200 characters: the server's rule under the filter, the last search's rows kept, no load error.
  await blogs.filter.fill('x'.repeat(201));
  await expect(page.getByText('Search must be at most 200 characters. The list shows the last search.')).toBeVisible();
  await expect(blogs.table.getByText(oldBlog)).toBeVisible();
  await expect(page.getByText(/There was an error getting data/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await blogs.filter.fill('');
  await expect(blogs.heading).toContainText(/\(\d+\+\)/);

  const { Groups } = await send(page, 'GetNews', { query: { PageSize: 1 } });
  const group = Groups![0]!;
  const news = (ShortDescription: string) => ({
    NewsType: 'Company',
    GroupID: group.GroupID,
    ShortDescription,
    LongDescription: 'Opens on Monday.',
    ReleaseTime: '2026-05-01T09:00:00Z',
    ExpireTime: '2026-05-31T18:00:00Z',
    Active: true,
  });
  const oldNews = `Canteen reopens ${tag}`;
  await send(page, 'AddNews', { body: news(oldNews) });
  await addMany(page, NEWER, (n) => send(page, 'AddNews', { body: news(`Bulletin ${n}`) }));
  const found = await expectFoundPastFirstPage(page, '/content/news', 'News', 'news', oldNews);

  // A reload (or a shared link) searches again; the name of the group a row names finds it too.
  await page.reload();
  await expect(found.heading).toContainText('(1)');
  await found.filter.fill(String(group.GroupName));
  await expect(found.heading).toContainText(/\(\d+\+\)/);
});
