import type { Locator, Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

/** Every screen of the side navigation (as this user sees it), by path. */
async function navigationPaths(page: Page, user: string): Promise<string[]> {
  // The side navigation is open at 1366 px; it lists the user's screens.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, user);
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await expect(nav.getByRole('link', { name: 'Usage logs' })).toBeVisible();
  const paths = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThan(5);
  return [...new Set(paths)];
}

/**
 * Opens a screen inside the console (the router follows the address, no page load) and waits until its tables have
 * their rows or say they have none.
 */
async function openScreen(page: Page, path: string): Promise<Locator[]> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    // Every screen names the tab when it shows (usePageTitle): an empty title until then.
    document.title = '';
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).not.toHaveTitle('');
  // A table still loading shows its loading text.
  await expect(page.locator('table').getByText(/^Loading /)).toHaveCount(0);
  return page.getByRole('table').all();
}

/** Every column a table shows that ends past the left edge of its sticky Actions column (hidden under it). */
async function columnsUnderActions(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const headers = Array.from(element.querySelectorAll('thead th'));
    const actions = headers.find((header) => header.textContent?.trim() === 'Actions');
    if (!actions) return [];
    const edge = actions.getBoundingClientRect().left + 1;
    return headers
      .filter((header) => header !== actions && header.getBoundingClientRect().width > 0)
      .filter((header) => header.getBoundingClientRect().right > edge)
      .map((header) => header.textContent?.trim() ?? '?');
  });
}

/** The words of a table's cells that a line break cuts in two ("Overdu / e"), with the text they stand in. */
async function wordsCutIn(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const cut: string[] = [];
    const texts = document.createTreeWalker(element.querySelector('tbody') ?? element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? '';
      // A hyphen is a place to break ("en-" / "US"), as a space is.
      for (const word of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) cut.push(`${word[0]} (in "${text.trim()}")`);
      }
    }
    return cut;
  });
}

for (const width of [1366, 1024]) {
  test(`at ${width} px every list screen shows its columns clear of the Actions column and its words whole`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    let tablesChecked = 0;
    for (const user of [USERS.orgAdmin, USERS.platform]) {
      const paths = await navigationPaths(page, user);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        for (const table of await openScreen(page, path)) {
          if ((await table.getByRole('columnheader', { name: 'Actions' }).count()) === 0) continue;
          tablesChecked += 1;
          const name = (await table.getAttribute('aria-label')) ?? path;
          // The table fits its columns a frame or two after its rows show (use-fitting-columns.ts): what a user
          // sees is the fitted table, so the check waits for it; a column still under Actions then fails the test
          // (soft: every screen is still checked, and each one under Actions is named).
          await expect.soft
            .poll(() => columnsUnderActions(table), { message: `${user} ${path} ${name}: columns under Actions` })
            .toEqual([]);
          // Cells wrap between words, never inside one.
          await expect.soft
            .poll(() => wordsCutIn(table), { message: `${user} ${path} ${name}: words cut by a line break` })
            .toEqual([]);
        }
        if (width === 1366) {
          // The text filter and the screen's own filters stand on one line, on one baseline.
          const lineCounts = await page
            .locator('.sb-list-filters')
            .evaluateAll((bars) =>
              bars.map(
                (bar) => new Set(Array.from(bar.children, (c) => Math.round(c.getBoundingClientRect().bottom))).size,
              ),
            );
          expect
            .soft(
              lineCounts.filter((lines) => lines > 1),
              `${user} ${path}: filter bars on more than one line`,
            )
            .toEqual([]);
        }
        if (width === 1024 && ['/content/employees', '/setup/systems', '/content/notifications'].includes(path)) {
          await screenshot(page, `list-screens-1024${path.replaceAll('/', '-')}`);
          await expectNoAxeViolations(page);
        }
      }
    }
    expect(tablesChecked).toBeGreaterThan(20);
  });
}

/** The first column header that can be sorted and is not sorted now (as a locator that stays on that column). */
async function unsortedColumn(table: Locator): Promise<Locator | undefined> {
  const index = await table
    .locator('thead th')
    .evaluateAll((headers) => headers.findIndex((header) => header.getAttribute('aria-sort') === 'none'));
  return index < 0 ? undefined : table.locator('thead th').nth(index);
}

test('every list screen keeps its filter, sort, page and open record in the URL: reload and back show them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const checked: string[] = [];
  // The screens both users see are one code: a screen checked with the first user is checked again with the second
  // only when the second can show what the first could not (a second page, a column to sort).
  const shown = new Map<string, { sorted: boolean; paged: boolean }>();
  for (const user of [USERS.orgAdmin, USERS.platform]) {
    for (const path of await navigationPaths(page, user)) {
      const [table] = await openScreen(page, path);
      const filter = page.getByRole('searchbox', { name: /^Filter / }).first();
      if (!table || (await filter.count()) === 0) continue;
      const name = (await table.getAttribute('aria-label')) ?? path;
      const before = new URL(page.url()).search;

      // A sort (and the next page, where there is one), then a reload: the same view.
      const column = await unsortedColumn(table);
      const next = page.getByRole('button', { name: 'Next page' }).first();
      const paged = (await next.count()) > 0 && (await next.isEnabled());
      const earlier = shown.get(`${path} ${name}`);
      if (earlier && (earlier.sorted || !column) && (earlier.paged || !paged)) continue;
      shown.set(`${path} ${name}`, { sorted: !!column || !!earlier?.sorted, paged: paged || !!earlier?.paged });
      if (column) await column.click({ force: true });
      if (paged) await next.click();
      if (!column && !paged) continue;
      await page.reload();
      if (column) await expect(column).toHaveAttribute('aria-sort', 'ascending');
      if (paged)
        // The page shown is page 2 (its number is marked current: 'true', or 'page' in a full-number pagination).
        await expect(page.getByRole('button', { name: /^Page 2 of / }).first()).toHaveAttribute(
          'aria-current',
          /^(true|page)$/,
        );

      // A filter, then a reload: the same filter; back: the view before it.
      await filter.fill('zz-no-such-text');
      await expect(page).toHaveURL(/filter=zz-no-such-text/);
      await page.reload();
      await expect(filter).toHaveValue('zz-no-such-text');
      await page.goBack();
      await expect(filter).toHaveValue('');
      if (column) await expect(column).toHaveAttribute('aria-sort', 'ascending');
      // Back to where the screen opened: nothing sorted by that column.
      while (new URL(page.url()).search !== before && new URL(page.url()).pathname === path) await page.goBack();
      if (column) await expect(column).toHaveAttribute('aria-sort', 'none');
      checked.push(`${path} ${name}`);
    }
  }
  expect(checked.length, checked.join(', ')).toBeGreaterThan(15);
});

test('a record opened from a list is in the URL: a reload opens it again, back closes it', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  const [table] = await openScreen(page, '/content/employees');
  const open = table!
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Details of employee / });
  const person = ((await open.getAttribute('aria-label')) ?? '').replace('Details of employee ', '');
  await open.click();
  const details = page.getByRole('dialog', { name: `Employee ${person}` });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/details=/);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/edit=/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: /Edit employee/ })).toBeVisible();
  await page.goBack();
  await expect(details).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/content\/employees$/);
});

test('the usage logs keep their filters in the URL: a reload shows them, back the ones before', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await openScreen(page, '/usage-logs');
  const detail = page.getByRole('searchbox', { name: 'Detail' });
  await detail.fill('zz-no-such-log');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/detail=zz-no-such-log/);
  await expect(page.getByText('No usage logs match these filters.')).toBeVisible();
  await page.reload();
  await expect(detail).toHaveValue('zz-no-such-log');
  await expect(page.getByText('No usage logs match these filters.')).toBeVisible();
  await page.goBack();
  await expect(detail).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Usage logs' }).getByRole('row').nth(1)).toBeVisible();
});

test('at 1024 px a column that does not fit is off in the preferences, and the user can turn it on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, USERS.orgAdmin);
  const [table] = await openScreen(page, '/content/employees');
  await expect(table!.getByRole('columnheader', { name: /Manager/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  const manager = preferences.getByRole('checkbox', { name: 'Manager' });
  await expect(manager).not.toBeChecked();
  await manager.click();
  await preferences.getByRole('button', { name: 'Confirm' }).click();
  // The user's choice is kept as chosen (the table scrolls sideways to it).
  await expect(table!.getByRole('columnheader', { name: /Manager/ })).toHaveCount(1);
});
