import { expect, test } from './secret-scan';
import { E2E_PASSWORD, expectNoAxeViolations, screenshot, signIn, signInAt, USERS } from './support';

test('a signed-out visitor is sent to sign in, sees the form errors, and returns where they were', async ({ page }) => {
  await page.goto('/billing/invoices');
  await expect(page).toHaveURL(/\/Account\/Login\?returnTo=%2Fbilling%2Finvoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(USERS.orgAdmin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await screenshot(page, 'login-failed');

  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ })).toBeVisible();
});

test('a return path to another site is ignored after sign-in', async ({ page }) => {
  await signIn(page, USERS.orgAdmin, '/Account/Login?returnTo=//evil.example/steal');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
});

test('home shows who is signed in, and an unknown path shows a not-found page', async ({ page }) => {
  await signIn(page, USERS.orgAdmin, '/Account/Login'); // through the form, to the home page
  const main = page.getByRole('main');
  await expect(main).toContainText('org.admin@example.com');
  await expect(main).toContainText('Demo Organization');
  await expect(main).toContainText('Organization administrator');
  await expect(page.getByRole('link', { name: 'Invoices' })).toHaveCount(2); // navigation and "Your screens"
  await screenshot(page, 'home-org-admin');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await screenshot(page, 'not-found');
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the light/dark choice is kept across visits', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/awsui-dark-mode/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/awsui-dark-mode/);
  await screenshot(page, 'home-dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('body')).not.toHaveClass(/awsui-dark-mode/);
});

test('a session that ends mid-visit asks to sign in again over the page; giving up goes to the sign-in page', async ({
  page,
  context,
}) => {
  await signInAt(page, USERS.orgAdmin, '/billing/invoices?from=test');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
  await context.clearCookies();
  await page.getByRole('button', { name: 'Refresh invoices' }).click();
  const expired = page.getByRole('dialog', { name: 'Your session expired' });
  await expect(expired).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/invoices\?from=test$/);
  await expect(expired.getByLabel('Email')).toHaveValue(USERS.orgAdmin);
  await expectNoAxeViolations(page);
  await expired.getByLabel('Password').fill(E2E_PASSWORD);
  await expired.getByLabel('Password').press('Enter');
  await expect(expired).toBeHidden();
  await expect(page).toHaveURL(/\/billing\/invoices\?from=test$/);
  await expect(page).toHaveTitle('Invoices · Switchboard');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();

  // Giving up: the sign-in page, which brings the user back to the same screen.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Refresh invoices' }).click();
  await expired.getByRole('button', { name: 'Go to the sign-in page', exact: true }).click();
  await expect(page).toHaveURL(/\/Account\/Login\?returnTo=%2Fbilling%2Finvoices%3Ffrom%3Dtest$/);
  await page.getByLabel('Email').fill(USERS.orgAdmin);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices\?from=test$/);
  await expect(page).toHaveTitle('Invoices · Switchboard');
});
