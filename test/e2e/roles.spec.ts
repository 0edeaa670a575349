import { expect, test } from './secret-scan';
import { screenshot, signIn, signInAt, USERS } from './support';

test('Staff sees the catalogue but no admin screens, and a clear "not allowed" page on /billing/invoices', async ({
  page,
}) => {
  await signIn(page, USERS.staff);
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'System list settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invite users' })).toHaveCount(0);
  await screenshot(page, 'home-staff');

  await page.goto('/billing/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('does not give access to Invoices')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await screenshot(page, 'not-allowed-staff');
});

test('a PlatformAdmin sees the Organization column and every organization’s invoices', async ({ page }) => {
  await signIn(page, USERS.platform);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Invoices' }).click();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('columnheader', { name: /Organization/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Demo Organization' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Other Organization' }).first()).toBeVisible();
  await screenshot(page, 'invoices-platform-admin');

  await page.getByRole('button', { name: 'Add invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  await dialog.getByRole('button', { name: /^Organization/ }).click();
  await expect(dialog.getByRole('option', { name: 'Other Organization' })).toBeVisible();
  await screenshot(page, 'add-invoice-platform-admin');
});

test('an OrgAdmin sees only their organization’s invoices, without the Organization column', async ({ page }) => {
  await signInAt(page, USERS.otherAdmin, '/billing/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: /Organization/ })).toHaveCount(0);
  await expect(page.getByText('Demo Organization')).toHaveCount(0);
});
