import { type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { invitedStaff, newOrganizationOwner } from './organization-people';
import { E2E_PASSWORD, expectNoAxeViolations, screenshot, signIn, signInAt, USERS } from './support';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);

async function storedInvoices(page: Page) {
  const answer = await page.request.get('/SetupProcessEntity/GetInvoices', { headers });
  return (await answer.json()) as { PaymentID: string; Amount: number; InvoiceCreatedDate: string }[];
}

test('a session that ends while a form is open: sign in again over it, the typed values stay, the save goes through', async ({
  page,
  request,
}) => {
  const paymentId = `SESSION-${stamp}`;
  // An organization of its own: the saved invoice shows on the first page whatever the specs beside it add.
  const owner = await newOrganizationOwner(request, `Session ${stamp}`);
  await signInAt(page, owner, '/billing/invoices');
  // The header's button (an organization without invoices shows a second one in the empty table).
  await page.getByRole('button', { name: 'Add invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  await dialog.getByLabel('Amount').fill('321.45');
  await dialog.getByLabel('Currency').fill('EUR');
  await dialog.getByLabel(/Payment ID/).fill(paymentId);
  await dialog.getByLabel(/Notes/).fill('Typed before the session ended');

  // The session ends on the server (signed out elsewhere with the same cookie).
  expect((await page.request.post('/Auth/Logout', { headers })).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Add invoice' }).click();

  const expired = page.getByRole('dialog', { name: 'Your session expired' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('Your session expired. Sign in again to carry on: what you typed is kept.');
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  await screenshot(page, 'session-expired-over-form');
  await expired.getByLabel('Password').fill('not-the-password');
  await expired.getByRole('button', { name: 'Sign in' }).click();
  await expect(expired.getByText('The email or password is incorrect.')).toBeVisible();
  await expired.getByLabel('Password').fill(E2E_PASSWORD);
  await expired.getByRole('button', { name: 'Sign in' }).click();

  // The save that waited went through with what was typed.
  await expect(expired).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invoice added.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(paymentId) });
  await expect(row).toContainText('€321.45');
  expect((await storedInvoices(page)).filter((invoice) => invoice.PaymentID === paymentId)).toHaveLength(1);
});

test('a user disabled meanwhile is told why when signing in again', async ({ page, browser, request }) => {
  // A Staff member of its own: the seeded one stays enabled for the specs running beside this one.
  const staff = await invitedStaff(request, USERS.orgAdmin);
  await signInAt(page, staff, '/catalogue/systems');
  await expect(page.getByRole('table', { name: 'Systems' }).getByRole('row').nth(1)).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, USERS.orgAdmin);
  const setEnabled = (Enabled: boolean) =>
    admin.request.post(`/Users/UpdateStatus?email=${encodeURIComponent(staff)}`, {
      headers,
      data: { Enabled },
    });
  try {
    expect((await setEnabled(false)).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh systems' }).click();
    const expired = page.getByRole('dialog', { name: 'Your session expired' });
    await expired.getByLabel('Password').fill(E2E_PASSWORD);
    await expired.getByRole('button', { name: 'Sign in' }).click();
    await expect(expired.getByText('This account is disabled. Ask your administrator.')).toBeVisible();
    await screenshot(page, 'session-expired-disabled');
  } finally {
    expect((await setEnabled(true)).status()).toBe(200);
    await admin.close();
  }
});

test('Enter saves a modal form, and after a delete the focus moves to the next row, then to Add', async ({ page }) => {
  await signInAt(page, USERS.platform, '/catalogue/systems');
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('row').nth(1)).toBeVisible();
  for (const name of [`Focus A ${stamp}`, `Focus B ${stamp}`]) {
    await page.getByRole('button', { name: 'Add category' }).click();
    const add = page.getByRole('dialog', { name: 'Add category' });
    await add.getByLabel('Category', { exact: true }).fill(name);
    await add.getByLabel('Category', { exact: true }).press('Enter');
    await expect(add).toBeHidden();
    await expect(page.getByText('Category added.')).toBeVisible();
  }
  // A form of many fields too: Enter in one of them saves.
  await page.goto('/billing/invoices');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await invoices
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Edit invoice/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await edit.getByLabel('Amount').fill('777');
  await edit.getByLabel('Amount').press('Enter');
  await expect(edit).toBeHidden();
  await expect(page.getByText('Invoice updated.')).toBeVisible();
  await expect(invoices.getByRole('row').nth(1)).toContainText('777.00');

  await page.goto('/catalogue/systems');
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill(stamp);
  await expect(categories.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: `Delete category Focus A ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted.')).toBeVisible();
  // The row that took its place has the focus.
  await expect(categories.getByRole('button', { name: `Focus B ${stamp}`, exact: true })).toBeFocused();

  await page.getByRole('button', { name: `Delete category Focus B ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(categories.getByRole('row', { name: new RegExp(stamp) })).toHaveCount(0);
  // No row left: the table's own action has it.
  await expect(page.getByRole('button', { name: 'Add category' })).toBeFocused();
});

test('a date that does not exist is refused as typed, never moved to another day; the calendar picks one', async ({
  page,
  request,
}) => {
  // An organization of its own: its invoices are counted before and after, whatever the specs beside it add.
  const owner = await newOrganizationOwner(request, `Calendar ${stamp}`);
  await signInAt(page, owner, '/billing/invoices');
  // The header's button (an organization without invoices shows a second one in the empty table).
  await page.getByRole('button', { name: 'Add invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  const created = dialog.getByLabel('Created date');
  await created.fill('2026-02-30');
  await dialog.getByLabel('Amount').click();
  await expect(created).toHaveValue('2026-02-30');
  await expect(dialog.getByText('Created date must be a real date: February 2026 has 28 days')).toBeVisible();
  await dialog.getByLabel('Amount').fill('10');
  await dialog.getByRole('button', { name: 'Add invoice' }).click();
  await expect(created).toBeFocused();
  await screenshot(page, 'invoice-impossible-date');

  // The calendar next to it picks a real day (and opening it submits nothing).
  await created.fill('2026-02-01');
  await dialog.getByLabel('Due date').fill('2026-02-28');
  await dialog.getByRole('button', { name: 'Open calendar' }).first().click();
  await dialog.getByRole('gridcell', { name: /^14 February 2026/ }).click();
  await expect(created).toHaveValue('2026-02-14');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Created date must/)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');

  // The server refuses the same date, naming the field, and stores nothing.
  const before = await storedInvoices(page);
  const answer = await page.request.post('/SetupProcessEntity/PostInvoice', {
    headers,
    data: {
      Paymentmethod: 'Other',
      Currency: 'EUR',
      Amount: 10,
      Status: 'Draft',
      InvoiceCreatedDate: '30/02/2026',
      InvoiceDueDate: '31/03/2026',
    },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatch(/^InvoiceCreatedDate: /);
  expect(await storedInvoices(page)).toHaveLength(before.length);
});

test('leaving a page or closing a modal with unsaved changes asks first', async ({ page }) => {
  await signInAt(page, USERS.orgAdmin, '/setup/restapiservice');
  await page.getByLabel('Instance name', { exact: true }).fill('half-typed');
  const nav = page.getByRole('navigation', { name: 'Side navigation' });

  // A link: asked; staying keeps the input.
  await nav.getByRole('link', { name: 'Invoices' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave page?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'leave-page-question');
  await leave.getByRole('button', { name: 'Stay on page' }).click();
  await expect(page).toHaveURL(/\/setup\/restapiservice$/);
  await expect(page.getByLabel('Instance name', { exact: true })).toHaveValue('half-typed');

  // Cancel asks too; leaving goes.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/setup\/systems$/);

  // A modal: Esc asks; "Keep editing" keeps what was typed; nothing asks once nothing changed.
  await page.goto('/billing/invoices');
  await page.getByRole('button', { name: 'Add invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  await dialog.getByLabel(/Notes/).fill('Not saved yet');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel(/Notes/)).toHaveValue('Not saved yet');
  await dialog.getByLabel(/Notes/).fill('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();

  // Closing the tab with changes: the browser's own question.
  await page.getByRole('button', { name: 'Add invoice' }).click();
  await dialog.getByLabel(/Notes/).fill('Not saved either');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('the keyboard: a skip link reaches the screen at once, and a modal opens with the focus in its first field', async ({
  page,
}) => {
  await signInAt(page, USERS.orgAdmin, '/content/blogs');
  await expect(page.getByRole('table', { name: 'Blogs' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectNoAxeViolations(page);
  await screenshot(page, 'keyboard-skip-link');
  await page.keyboard.press('Enter');
  // From the screen itself, Add is a few Tabs away (it was 40 through the top bar and the side navigation).
  const add = page.getByRole('button', { name: 'Add blog post' }).first();
  let tabs = 0;
  while (!(await add.evaluate((element) => element === document.activeElement)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(add).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(5);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add blog post' });
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('Typed at once');
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Typed at once');
});
