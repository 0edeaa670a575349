import type { Page } from '@playwright/test';
import { openFromNav } from './content-support';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, signIn, USERS } from './support';

/**
 * The axe pass of list screens whose own flow is checked of their declarations (web/src/features/<area>/
 * <area>-screens.test.ts) instead of through the browser: each screen (empty or not), its add dialog and, where a
 * seeded record is listed, its details. The list screen's flow itself (add, edit, details, delete) and its details
 * dialog are e2e'd on Blogs and Employees (content-screens.spec.ts).
 */
async function axeScreen(page: Page, title: string, noun: string, seeded = false) {
  const table = await openFromNav(page, title);
  await expectNoAxeViolations(page);

  await page
    .getByRole('button', { name: `Add ${noun}` })
    .first()
    .click();
  const add = page.getByRole('dialog', { name: `Add ${noun}` });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  if (!seeded) return;

  await table
    .getByRole('button', { name: new RegExp(`^Details of ${noun} `) })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();
}

const orgAdminScreens = [
  { title: 'Briefings', noun: 'briefing' },
  { title: 'KPIs', noun: 'KPI' },
  { title: 'News', noun: 'news item' },
  { title: 'Notifications', noun: 'notification' },
  { title: 'Cafeteria menus', noun: 'cafeteria menu' },
  { title: 'Collection categories', noun: 'collection category', seeded: true },
];

test('the content screens and collection categories, their add dialogs and a seeded record’s details have no axe violations', async ({
  page,
}) => {
  await signIn(page, USERS.orgAdmin);
  for (const screen of orgAdminScreens) await axeScreen(page, screen.title, screen.noun, screen.seeded);
});

test('the setting definitions, their add dialog and details have no axe violations', async ({ page }) => {
  await signIn(page, USERS.platform);
  await axeScreen(page, 'Setting definitions', 'setting definition', true);
});
