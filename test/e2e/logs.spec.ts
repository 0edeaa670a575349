import type { Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { downloaded } from './skill-test-support';
import { expectNoAxeViolations, screenshot, send, signIn, USERS } from './support';

const marker = `E2E-LOG-${Date.now()}`;

/** Adds invoices through the API with the signed-in page's session (the console's own call, CSRF header and all). */
async function addInvoices(page: Page, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await send(page, 'PostInvoice', {
      body: {
        Paymentmethod: 'Credit card',
        Currency: 'EUR',
        Amount: 10 + index,
        Status: 'Issued',
        PaymentID: `${marker}-${String(index).padStart(2, '0')}`,
        Notes: 'Usage logs end-to-end test',
        InvoiceCreatedDate: '01/10/2026',
        InvoiceDueDate: '31/10/2026',
      },
    });
  }
}

test('an OrgAdmin filters the usage logs by range, type and detail across a page boundary', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await addInvoices(page, 55);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Usage logs' }).click();
  await expect(page).toHaveURL(/\/usage-logs$/);
  const table = page.getByRole('table', { name: 'Usage logs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: /^Log type/ }).click();
  await page.getByRole('option', { name: 'Create', exact: true }).click();
  await page.getByLabel('Detail').fill(marker);
  await page.getByRole('button', { name: 'Search' }).click();

  // Page 1: the 50 newest of the 55 creates, newest first.
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(`${marker}-54`);
  await expect(rows.nth(50)).toContainText(`${marker}-05`);
  for (const type of await table.getByRole('cell', { name: 'Create', exact: true }).allTextContents()) {
    expect(type).toBe('Create');
  }
  await expect(
    page.getByRole('img', { name: /Usage logs per day by type/ }).or(page.getByText('Log volume')),
  ).toBeVisible();
  // The chart names every day of the range (the last seven, in the browser's calendar), the quiet days too.
  const lastSevenDays = await page.evaluate(() =>
    Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.now() - (6 - i) * 86_400_000);
      // The console's one date format: a day of the chart reads "23 Nov".
      return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
    }),
  );
  const chart = page.getByRole('application', { name: /Usage logs per day by type/ });
  for (const day of lastSevenDays) await expect(chart).toContainText(day);
  await screenshot(page, 'usage-logs-page-1');
  await expectNoAxeViolations(page);

  // Page 2 (read from the server with the cursor): the 5 oldest.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1)).toContainText(`${marker}-04`);
  await expect(rows.nth(5)).toContainText(`${marker}-00`);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(rows).toHaveCount(51);

  // The export holds every page of the filtered range: the 55 creates, newest first, one line each.
  const exported = await downloaded(page, 'Export CSV');
  expect(exported.name).toMatch(/^usage-logs-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const lines = exported.text.split('\r\n');
  expect(lines[0]).toBe('LogDate,LogType,ModuleName,LogText,Email,LogClient,EmployeeID');
  expect(lines).toHaveLength(56);
  expect(lines[1]).toContain(`${marker}-54`);
  expect(lines[55]).toContain(`${marker}-00`);
  for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]+","Create",/);

  // A range that ends before today holds none of them.
  await page.getByRole('button', { name: /^Date range/ }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Start date').fill('2020/01/01');
  await picker.getByLabel('End date').fill('2020/01/31');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No usage logs match these filters.')).toBeVisible();
});

test('the details of a record show its history: who changed what, and when', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Invoices' }).click();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  const row = table.getByRole('row').filter({ hasText: `${marker}-54` });

  await row.getByRole('button', { name: /^Edit invoice/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await edit.getByLabel('Amount').fill('99.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  await row.getByRole('button', { name: /^Details of invoice/ }).click();
  const details = page.getByRole('dialog', { name: `Invoice ${marker}-54` });
  const history = details.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Amount 64 → 99.5');
  await expect(history.getByRole('row').nth(1)).toContainText(USERS.orgAdmin);
  await expect(history.getByRole('row').nth(2)).toContainText(`Created invoice`);
  await screenshot(page, 'invoice-history');
  await expectNoAxeViolations(page);
});
