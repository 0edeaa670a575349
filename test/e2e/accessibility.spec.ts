import { expect, test } from './secret-scan';
import { closeDialogWithEscape, expectNoAxeViolations, signIn, signInAt, USERS } from './support';

test('sign-in page has no axe violations (also with an error shown)', async ({ page }) => {
  await page.goto('/Account/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('home, not-found and the dark mode have no axe violations', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/awsui-dark-mode/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
});

test('invoices, its modals and the preferences have no axe violations', async ({ page }) => {
  await signInAt(page, USERS.platform, '/billing/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add invoice' }).click();
  const add = page.getByRole('dialog', { name: 'Add invoice' });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByLabel('Amount').fill('-1');
  await expect(add.getByText('Amount must be at least 0')).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await expectNoAxeViolations(page);
  await discard.getByRole('button', { name: 'Discard' }).click();

  const row = table.getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Details of invoice/ }).click();
  await expect(page.getByRole('dialog', { name: /^Invoice / })).toBeVisible();
  await expectNoAxeViolations(page);
  await closeDialogWithEscape(page.getByRole('dialog', { name: /^Invoice / }));

  await row.getByRole('button', { name: /^Delete invoice/ }).click();
  await expect(page.getByRole('dialog', { name: 'Delete invoice' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog', { name: 'Delete invoice' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the not-allowed page has no axe violations', async ({ page }) => {
  await signInAt(page, USERS.staff, '/billing/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the axe check fails on a violation, also one that appears after axe was put into the page', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1></main></body></html>',
  );
  await expectNoAxeViolations(page);
  // The same document, axe already in it (as on a single-page app's next screen): an image without a text.
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="data:,">'));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
  await expect(expectNoAxeViolations(page, 'h1')).resolves.toBeUndefined();
});
