import type { Locator, Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, signInAt, USERS } from './support';

const panelOf = (page: Page) =>
  page.getByRole('region', { name: /./ }).filter({ has: page.locator('#sb-in-app-help-title') });

async function openHelp(page: Page) {
  await page.getByRole('button', { name: 'Help for this page' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

test('the help panel shows each page its own help, stays open until closed, and passes axe', async ({ page }) => {
  await signInAt(page, USERS.orgAdmin, '/billing/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  const panel = await openHelp(page);
  await expect(panel.getByRole('heading', { level: 2, name: 'Invoices' })).toBeFocused();
  await expect(panel).toContainText('Payment method: Bank transfer, Credit card');
  // The title and the lists read in the console's font, as its paragraphs do (they fell back to a serif).
  const fontOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontFamily);
  for (const element of [panel.getByRole('heading', { level: 2 }), panel.getByRole('listitem').first()]) {
    expect(await fontOf(element)).toMatch(/^"?Open Sans"?,/);
  }
  await expectNoAxeViolations(page);

  // Static: neither Escape nor a click on the page closes it.
  await page.keyboard.press('Escape');
  // A click on the page beside the panel (the panel covers the left of the page).
  await page.mouse.click(1200, 700);
  await expect(panel).toBeVisible();

  // Another page, its own help.
  await page.goto('/setup/systems');
  await openHelp(page);
  await expect(panelOf(page).getByRole('heading', { name: 'Setup systems' })).toBeVisible();
  await expect(panelOf(page)).toContainText('Is Shared: on, every user of the organization uses this connection');
  await expectNoAxeViolations(page);
  await page.goto('/organization/setup');
  await openHelp(page);
  await expect(panelOf(page)).toContainText('Require voice MFA');
  await screenshot(page, 'in-app-help-panel');

  // Its own button closes it, and focus goes back to the help button.
  await panelOf(page).getByRole('button', { name: 'Close help panel' }).click();
  await expect(panelOf(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help for this page' })).toBeFocused();
});

test("an OrgAdmin edits a page's help for the organization; Staff read it; the default comes back", async ({
  page,
  browser,
}) => {
  await signInAt(page, USERS.orgAdmin, '/content/collection-categories');
  const panel = await openHelp(page);
  await panel.getByRole('button', { name: 'Edit help' }).click();
  await panel.getByLabel('Title').fill('');
  await panel.getByRole('button', { name: 'Save help' }).click();
  await expect(panel.getByText('Title is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByLabel('Title').fill('Our categories');
  await panel.getByLabel('Content').fill('Ask Dana before adding one.\n\n- Keep names short.\n- One icon each.');
  await panel.getByRole('button', { name: 'Save help' }).click();
  await expect(panel.getByRole('heading', { name: 'Our categories' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(['Keep names short.', 'One icon each.']);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, USERS.staff);
  await staff.goto('/content/collection-categories');
  const staffPanel = await openHelp(staff);
  await expect(staffPanel.getByRole('heading', { name: 'Our categories' })).toBeVisible();
  await expect(staffPanel.getByRole('button', { name: 'Edit help' })).toHaveCount(0);
  await staffContext.close();

  await panel.getByRole('button', { name: 'Use the default help' }).click();
  await expect(panel.getByRole('heading', { name: 'Collection categories' })).toBeVisible();
});

test('the floating Help button never covers the side navigation: its last item can be clicked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.orgAdmin);
  const navigation = page.getByRole('navigation', { name: 'Side navigation' });
  const links = navigation.getByRole('link');
  const last = links.last();
  // As a user does: the navigation scrolled to its end, where its last item sits at the foot of the window.
  await navigation.evaluate((element) => {
    let box: Element | null = element;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    box?.scrollTo(0, box.scrollHeight);
  });
  const target = (await last.getAttribute('href'))!;
  const linkBox = (await last.boundingBox())!;
  const buttonBox = (await page.getByRole('button', { name: 'Help for this page' }).boundingBox())!;
  const overlaps =
    linkBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < linkBox.x + linkBox.width &&
    linkBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < linkBox.y + linkBox.height;
  expect(overlaps, `last link ${JSON.stringify(linkBox)} under the Help button ${JSON.stringify(buttonBox)}`).toBe(
    false,
  );
  await last.click({ timeout: 5000 });
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('with the side navigation closed, the Help button is an icon in its rail and covers none of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await signInAt(page, USERS.orgAdmin, '/billing/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'Close side navigation' }).click();
  const help = page.getByRole('button', { name: 'Help for this page' });
  await expect(help).toHaveText('');
  const helpBox = (await help.boundingBox())!;
  const contentBox = (await page.getByRole('table', { name: 'Invoices' }).boundingBox())!;
  expect(
    helpBox.x + helpBox.width,
    `Help ${JSON.stringify(helpBox)} left of the page ${JSON.stringify(contentBox)}`,
  ).toBeLessThanOrEqual(contentBox.x);
  await screenshot(page, 'in-app-help-navigation-closed');
  await help.click();
  await expect(panelOf(page).getByRole('heading', { level: 2, name: 'Invoices' })).toBeFocused();
  await page.getByRole('button', { name: 'Close help panel' }).click();
  await page.getByRole('button', { name: 'Open side navigation' }).click();
  await expect(help).toHaveText('Help');
});
