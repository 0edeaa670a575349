import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { MESSAGE_DELAYS } from '@switchboard/shared';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, send, signIn, USERS } from './support';

const paymentId = `E2E-${Date.now()}`;

/** Picks an option of a Cloudscape Select inside the dialog. */
async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await dialog.getByRole('option', { name: option, exact: true }).click();
}

/** An invoice of February 2026 paid by cheque, as the signed-in organization's. */
const chequeInvoice = (PaymentID: string, Amount: number, Status: string) => ({
  Paymentmethod: 'Cheque',
  Currency: 'EUR',
  Amount,
  Status,
  PaymentID,
  InvoiceCreatedDate: '01/02/2026',
  InvoiceDueDate: '28/02/2026',
});

async function openInvoices(page: Page) {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
}

test('an OrgAdmin adds (after bad input), edits, views and deletes an invoice, then signs out', async ({
  page,
  request,
}) => {
  // The console's clock: the messages' delays are moved on, not waited for.
  await page.clock.install();
  // An organization of its own, with one invoice: its rows are counted and the new one must show on the table's
  // first page, whatever the other specs add to the demo organization's invoices (logs.spec.ts adds 55).
  // Its name heads the side navigation as a link: it must not hold a screen's name ("Invoices").
  const owner = await newOrganizationOwner(request, `Ledger ${paymentId}`);
  await signIn(page, owner);
  await send(page, 'PostInvoice', { body: chequeInvoice('SEEDED-1', 10, 'Paid') });
  await openInvoices(page);
  const table = page.getByRole('table', { name: 'Invoices' });
  // The seeded invoices have loaded (a row with a date) before the rows are counted.
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  const rowsBefore = await table.getByRole('row').count();
  await screenshot(page, 'invoices-org-admin');

  // Bad input: Save shows every problem at once, each on its field; a negative amount and a due date before the
  // created date are refused on the field.
  await page.getByRole('button', { name: 'Add invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  const save = dialog.getByRole('button', { name: 'Add invoice' });
  await save.click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeFocused();
  await dialog.getByLabel('Amount').fill('-5');
  await expect(dialog.getByText('Amount must be at least 0')).toBeVisible();
  await dialog.getByLabel('Created date').fill('2026-03-10');
  await dialog.getByLabel('Due date').fill('2026-03-01');
  await expect(dialog.getByText('Due date must not be before created date')).toBeVisible();
  await dialog.getByLabel('Currency').fill('EURO');
  await expect(dialog.getByText(/Currency must be a three-letter ISO 4217 currency code/)).toBeVisible();
  await save.click();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'add-invoice-errors');
  // A field with suggestions that takes the focus after Save keeps them closed: open, they covered its message and
  // the dialog's buttons.
  await dialog.getByLabel('Amount').fill('5');
  await dialog.getByLabel('Due date').fill('2026-03-31');
  await dialog.getByLabel('Currency').fill('');
  // Typing opened the suggestions; a click beside them closes them, as for any user.
  await dialog.getByLabel('Amount').click();
  await save.click();
  await expect(dialog.getByLabel('Currency')).toBeFocused();
  await expect(dialog.getByText('Currency is required')).toBeVisible();
  await expect(dialog.getByLabel('Currency')).toHaveAttribute('aria-expanded', 'false');
  // What was typed is not thrown away without asking.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(rowsBefore);

  // Good input.
  await page.getByRole('button', { name: 'Add invoice' }).click();
  await choose(dialog, 'Status', 'Issued');
  await choose(dialog, 'Payment method', 'Credit card');
  await dialog.getByLabel('Amount').fill('1234.5');
  await dialog.getByLabel('Currency').fill('EUR');
  await dialog.getByLabel('Created date').fill('2026-03-01');
  await dialog.getByLabel('Due date').fill('2026-03-31');
  await dialog.getByLabel(/Payment ID/).fill(paymentId);
  await dialog.getByLabel(/Notes/).fill('Added by the end-to-end test');
  await expect(dialog.getByText(/must/)).toHaveCount(0);
  await screenshot(page, 'add-invoice-filled');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invoice added.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(paymentId) });
  await expect(row).toContainText('€1,234.50');
  await expect(row).toContainText('Issued');
  await expect(row).toContainText('1 Mar 2026');
  await expect(row).toContainText('31 Mar 2026');
  await expect(row).toContainText('Credit card');
  await screenshot(page, 'invoice-added');

  // Edit it.
  await row.getByRole('button', { name: /^Edit invoice/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await expect(edit.getByLabel('Amount')).toHaveValue('1234.5');
  await expect(edit.getByLabel('Created date')).toHaveValue('1 Mar 2026');
  await edit.getByLabel('Amount').fill('99.5');
  await choose(edit, 'Status', 'Paid');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Invoice updated.')).toBeVisible();
  await expect(row).toContainText('€99.50');
  await expect(row).toContainText('Paid');

  // Details are read-only and show everything.
  await row.getByRole('button', { name: /^Details of invoice/ }).click();
  const details = page.getByRole('dialog', { name: `Invoice ${paymentId}` });
  await expect(details).toContainText('Added by the end-to-end test');
  await expect(details).toContainText('€99.50');
  await expect(details).toContainText(owner);
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await screenshot(page, 'invoice-details');
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // Delete it, after "Are you sure?".
  await row.getByRole('button', { name: /^Delete invoice/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete invoice' });
  await expect(confirm).toContainText('Are you sure?');
  await screenshot(page, 'invoice-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Invoice deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(rowsBefore);

  // Messages clear after the spec's 9 seconds.
  await page.clock.fastForward(MESSAGE_DELAYS.invoice - 1_000);
  await expect(page.getByText('Invoice deleted.')).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(page.getByText('Invoice deleted.')).toBeHidden();

  // Sign out: back to sign-in, and the session is gone.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/Account\/Login$/);
  await page.goto('/billing/invoices');
  await expect(page).toHaveURL(/\/Account\/Login\?returnTo=/);
});

test('the text filter, its no-match state, and the preferences kept across visits', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await openInvoices(page);
  const table = page.getByRole('table', { name: 'Invoices' });
  await page.getByRole('searchbox', { name: 'Filter invoices' }).fill('no invoice is called like this');
  await expect(page.getByText('No matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).last().click();
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  await preferences.getByRole('checkbox', { name: 'Payment method' }).click();
  await preferences.getByRole('radio', { name: '20 invoices' }).check();
  await preferences.getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('columnheader', { name: /Payment method/ })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Payment method/ })).toHaveCount(0);
});

test('an update that lost a race says so plainly and Reload brings the current values', async ({ page, request }) => {
  // An organization of its own: the invoice raced on is nobody else's.
  const owner = await newOrganizationOwner(request, `Race ${paymentId}`);
  await signIn(page, owner);
  await send(page, 'PostInvoice', { body: chequeInvoice('RACED-1', 10, 'Paid') });
  await openInvoices(page);
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Edit invoice/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await expect(edit.getByLabel('Amount')).not.toHaveValue('');

  // Someone else changes the same invoice meanwhile (same session, straight to the API).
  const first = (await send(page, 'GetInvoices'))[0]!;
  const theirs = `${first.Notes ?? ''} (changed meanwhile)`.trim();
  await send(page, 'UpdateInvoice', { body: { ...first, Notes: theirs } });

  await edit.getByLabel(/Notes/).fill('My change');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const conflict = edit.getByText('Someone else changed this invoice since you opened it.');
  await expect(conflict).toBeVisible();
  await expect(edit.getByText(/check your connection/i)).toHaveCount(0);
  await expect(edit).toBeVisible();
  await screenshot(page, 'invoice-version-conflict');

  // Reload: the form shows the invoice as it is now, and saving from there succeeds.
  await edit.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByLabel(/Notes/)).toHaveValue(theirs);
  await expect(conflict).toBeHidden();
  await edit.getByLabel(/Notes/).fill(`${theirs} + mine`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Invoice updated.')).toBeVisible();
  const stored = await send(page, 'GetInvoices');
  expect(stored.find((invoice) => invoice.InvoiceID === first.InvoiceID)?.Notes).toBe(`${theirs} + mine`);
});

test('a PlatformAdmin edits an invoice of another organization, reads its history and deletes it', async ({
  page,
  request,
}) => {
  const billed = `BILLED-${Date.now()}`;
  const owner = await newOrganizationOwner(request, `Billed ${billed}`);
  await signIn(page, owner);
  // Dated today: the list is newest first by invoice date, and a PlatformAdmin's first page of every organization's
  // invoices must hold it whatever the other specs stored (the filter reads the loaded rows only).
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  };
  await send(page, 'PostInvoice', {
    body: { ...chequeInvoice(billed, 25, 'Issued'), InvoiceCreatedDate: day(0), InvoiceDueDate: day(30) },
  });
  await page.context().clearCookies();
  await signIn(page, USERS.platform);
  await openInvoices(page);
  await page.getByRole('searchbox', { name: 'Filter invoices' }).fill(billed);
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(billed) });
  await expect(row).toContainText('€25.00');

  await row.getByRole('button', { name: /^Edit invoice/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await edit.getByLabel('Amount').fill('30');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('€30.00');

  // Its history is kept in its own organization, where the PlatformAdmin reads it.
  await row.getByRole('button', { name: /^Details of invoice/ }).click();
  const details = page.getByRole('dialog', { name: `Invoice ${billed}` });
  const history = details.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'Updated invoice' })).toContainText(USERS.platform);
  await expect(history.getByRole('row').filter({ hasText: 'Created invoice' })).toContainText(owner);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'invoice-history-platform-admin');
  await details.getByRole('button', { name: 'Close' }).last().click();

  await row.getByRole('button', { name: /^Delete invoice/ }).click();
  await page.getByRole('dialog', { name: 'Delete invoice' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invoice deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
