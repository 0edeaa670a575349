import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './secret-scan';
import { downloaded, send, testWithRuns, type Json } from './skill-test-support';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

const rowsOf = (table: Locator) => table.locator('tbody tr');

// The other organization's admin: help.spec.ts expects the demo organization to start with no help entry.
test('a run’s result: pass rate, failed steps and why, downloads, history with its trend; unknown runs not found', async ({
  page,
}) => {
  await signIn(page, USERS.otherAdmin);
  const tag = randomUUID().slice(0, 8);
  const question = `When does the ${tag} reception open?`;
  const entry = (await send(page, 'AddHelp', {
    body: {
      ShortDescription: `${question};What are the opening hours of the ${tag} reception?`,
      LongDescription: 'The reception opens at nine in the morning.',
      MediaType: '',
      MediaUrl: '',
    },
  })) as Json;
  const name = `Reception hours ${tag}`;
  const [firstRun, lastRun] = await testWithRuns(
    page,
    name,
    [
      { say: question, expect: { entry: String(entry.HelpID), contains: ['nine'] } },
      { say: 'zxqv plorb wibble fnord', expect: { noMatch: true } },
      { say: `What are the opening hours of the ${tag} reception?`, expect: { contains: ['morning'] } },
      { say: question, expect: { contains: ['cafeteria menu'] } },
      { say: question, expect: { equals: 'Closed on Sundays' } },
    ],
    2,
  );

  await page.goto(`/skilltest/TestSkillResult?Id=${lastRun}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('3 of 5 steps passed (60 %)').first()).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Skill tests' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: /^Run of \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/ })).toBeVisible();

  const steps = page.getByRole('table', { name: 'Steps' });
  await expect(rowsOf(steps)).toHaveCount(5);
  // The matched entry opens on the Help Q&A screen.
  await expect(rowsOf(steps).first().getByRole('link', { name: question })).toHaveAttribute(
    'href',
    `/help?entry=${String(entry.HelpID)}`,
  );

  await page.getByRole('toolbar', { name: 'Result' }).getByRole('button', { name: 'Failed' }).click();
  await expect(rowsOf(steps)).toHaveCount(2);
  await expect(rowsOf(steps).nth(0)).toContainText('the answer does not contain "cafeteria menu"');
  await expect(rowsOf(steps).nth(1)).toContainText('Closed on Sundays');
  for (const row of await rowsOf(steps).all()) await expect(row).toContainText('Failed');
  await page.getByRole('searchbox', { name: 'Filter steps' }).fill('cafeteria');
  await expect(rowsOf(steps)).toHaveCount(1);
  await page.getByRole('toolbar', { name: 'Result' }).getByRole('button', { name: 'Passed' }).click();
  await expect(steps.getByText('No matches')).toBeVisible();
  await steps.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowsOf(steps)).toHaveCount(5);

  const history = page.getByRole('table', { name: 'Run history' });
  await expect(rowsOf(history)).toHaveCount(2);
  await expect(rowsOf(history).nth(0)).toContainText('This run');
  // Newest first, each named by the number the trend's x axis gives it.
  await expect(rowsOf(history).nth(0)).toContainText(/^#2 · /);
  await expect(rowsOf(history).nth(1).getByRole('link')).toHaveText(/^#1 · /);
  await expect(rowsOf(history).nth(1).getByRole('link')).toHaveAttribute(
    'href',
    `/skilltest/TestSkillResult?Id=${firstRun}`,
  );
  await expect(page.getByText('No trend yet')).toHaveCount(0);
  const chart = page.locator('svg[aria-label="Pass rate over time"]');
  await expect(chart).toBeVisible();
  // The x axis names the runs by number, oldest first; no dates crammed under it.
  for (const tick of ['#1', '#2']) await expect(chart.getByText(tick, { exact: true })).toBeAttached();
  expect(await chart.textContent()).not.toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  // The y axis in whole percentages, 0 to 100 (its tick labels are hidden from screen readers, not from sight).
  for (const tick of ['0 %', '100 %']) await expect(page.getByText(tick, { exact: true }).first()).toBeAttached();

  const junit = await downloaded(page, 'Download JUnit XML');
  expect(junit.name).toMatch(new RegExp(`^Reception-hours-${tag}-[\\dT-]+\\.xml$`));
  expect(junit.text).toContain('failures="2"');
  expect(junit.text).toMatch(
    /<testcase [^>]*name="4\. When does [^"]*"[^>]*>\s*<failure message="the answer does not contain/,
  );
  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toMatch(new RegExp(`^Reception-hours-${tag}-[\\dT-]+\\.csv$`));
  expect(csv.text).toContain('"fail","the answer does not contain ""cafeteria menu"""');

  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-test-result');

  // The earlier run opens from the history, marked in its turn.
  await rowsOf(history).nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`Id=${firstRun}$`));
  await expect(rowsOf(history).nth(1)).toContainText('This run');

  for (const id of [randomUUID(), 'not-a-run']) {
    await page.goto(`/skilltest/TestSkillResult?Id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Test run not found' })).toBeVisible();
  }
});

test('a test run once has no trend yet; another organization’s run is not found', async ({ page }) => {
  await signIn(page, USERS.otherAdmin);
  const name = `Single run ${randomUUID().slice(0, 8)}`;
  const [only] = await testWithRuns(page, name, [{ say: 'zxqv plorb wibble fnord', expect: { noMatch: true } }], 1);
  await page.goto(`/skilltest/TestSkillResult?Id=${only}`);
  await expect(page.getByText('1 of 1 step passed (100 %)').first()).toBeVisible();
  await expect(rowsOf(page.getByRole('table', { name: 'Run history' }))).toHaveCount(1);
  await expect(page.getByText('No trend yet', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signIn(
    page,
    USERS.staff,
    `/Account/Login?returnTo=${encodeURIComponent(`/skilltest/TestSkillResult?Id=${only}`)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Test run not found' })).toBeVisible();
});

test('the trend of a dozen runs made minutes apart reads #1 to #12 under the chart', async ({ page }) => {
  await signIn(page, USERS.otherAdmin);
  const name = `Dozen runs ${randomUUID().slice(0, 8)}`;
  const runs = await testWithRuns(page, name, [{ say: 'zxqv plorb wibble fnord', expect: { noMatch: true } }], 12);
  await page.goto(`/skilltest/TestSkillResult?Id=${runs.at(-1)!}`);
  const chart = page.locator('svg[aria-label="Pass rate over time"]');
  await expect(chart).toBeVisible();
  for (const tick of ['#1', '#6', '#12']) await expect(chart.getByText(tick, { exact: true })).toBeAttached();
  expect(await chart.textContent()).not.toMatch(/\d\d:\d\d/);
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'skill-test-result-trend');
});
