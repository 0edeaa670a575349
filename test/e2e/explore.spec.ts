import { test } from '@playwright/test';
import { screenshot, signIn, USERS } from './support';

test('explore', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  await page.goto('/billing/invoices');
  await page.waitForURL(/Account\/Login/);
  console.log(page.url());
  await screenshot(page, 'x-login');
  await signIn(page, USERS.orgAdmin, page.url());
  console.log(page.url());
  await page.getByRole('table').waitFor();
  await page.waitForTimeout(500);
  await screenshot(page, 'x-invoices');
  await page.getByRole('button', { name: 'Add invoice' }).first().click();
  await page.waitForTimeout(500);
  await screenshot(page, 'x-add');
  await page.goto('/');
  await page.waitForTimeout(800);
  await screenshot(page, 'x-home');
});
