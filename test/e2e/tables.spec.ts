import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { screenshot, send, signIn, signInAt, uniqueTag, USERS } from './support';

/** The text lines each action button of the table takes (a word broken over two lines, "Edi t", takes two). */
async function actionLines(table: Locator): Promise<Record<string, number>> {
  return table.evaluate((element) => {
    const lines: Record<string, number> = {};
    for (const button of Array.from(element.querySelectorAll('tbody [role="group"] button'))) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Only what shows (a disabled button also holds its reason, visually hidden, for screen readers).
        const shown = Array.from(range.getClientRects()).filter((rect) => rect.width > 1 && rect.height > 1);
        if (shown.length === 0) continue;
        const rows = new Set(shown.map((rect) => Math.round(rect.top)));
        lines[button.getAttribute('aria-label') ?? node.textContent] = rows.size;
      }
    }
    return lines;
  });
}

const everyOnOneLine = (lines: Record<string, number>) =>
  Object.fromEntries(Object.keys(lines).map((label) => [label, 1]));

async function expectActionsOnOneLine(page: Page, name: string) {
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The row can show before its action buttons are laid out (their text has no size yet): wait for them.
  await expect.poll(async () => Object.keys(await actionLines(table)).length).toBeGreaterThan(0);
  const lines = await actionLines(table);
  expect(lines, `${name}: actions broken over lines`).toEqual(everyOnOneLine(lines));
}

const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** A connection whose row has every action (Edit, Remove, Default, Test): ServiceNow offers test questions. */
async function ensureServiceNowConnection(page: Page) {
  const connections = (await (
    await page.request.get('/SetupProcessEntity/GetIntegrationConfiguration', { headers })
  ).json()) as { SystemName: string }[];
  if (connections.some((connection) => connection.SystemName === 'ServiceNow')) return;
  const lists = (await (await page.request.get('/SetupProcessEntity/GetSystemLists', { headers })).json()) as {
    SystemLists: { Name: string; SystemListID: string; SystemListCategoryID: string }[];
  };
  const system = lists.SystemLists.find((candidate) => candidate.Name === 'ServiceNow')!;
  const created = await page.request.post('/SetupProcessEntity/SetupSystemBearerToken', {
    headers,
    data: {
      SystemListID: system.SystemListID,
      SystemListCategoryID: system.SystemListCategoryID,
      ServiceInstanceName: 'tickets',
      URL: 'https://tickets.example.com',
      AuthorizationType: 'Bearer Token',
      Token: 'token-e2e',
    },
  });
  expect(created.status()).toBe(200);
}

/**
 * The owner (an OrgAdmin) of this file's own organization: its connections are its ServiceNow connection alone,
 * whatever the specs beside this one connect, and the tests' own page (its secret scan) sends the token.
 */
let owner: string;
test.beforeAll(async ({ request }) => {
  owner = await newOrganizationOwner(request, `Tables ${uniqueTag()}`);
});

for (const width of [1366, 1024]) {
  test(`at ${width} px no action of a table breaks a word`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, USERS.platform, '/billing/invoices');
    await expectActionsOnOneLine(page, 'Invoices');
    await page.goto('/catalogue/systems');
    await expectActionsOnOneLine(page, 'Systems');
    await expectActionsOnOneLine(page, 'Categories');
    await page.goto('/catalogue/default-setting-fields');
    await expectActionsOnOneLine(page, 'Default setting fields');

    await signIn(page, owner);
    await ensureServiceNowConnection(page);
    await page.goto('/setup/systems');
    await expectActionsOnOneLine(page, 'Connections');
    await page.goto('/connections/integration-settings');
    await expectActionsOnOneLine(page, 'Default settings');
    await screenshot(page, `integration-settings-${width}`);
  });
}

test('invoices: every column shown at 1366 px fits beside the actions, and each invoice is named readably', async ({
  page,
  request,
}) => {
  // An invoice without a payment reference of its own organization: the seeded one of the Demo organization leaves
  // the PlatformAdmin's first page when the specs beside this one add invoices dated later.
  const tag = uniqueTag();
  await signIn(page, await newOrganizationOwner(request, `Unnamed ${tag}`));
  await send(page, 'PostInvoice', {
    body: {
      Paymentmethod: 'Direct debit',
      Currency: 'EUR',
      Amount: 890,
      Status: 'Draft',
      PaymentID: '',
      Notes: `Unnamed ${tag}`,
      InvoiceCreatedDate: '01/02/2026',
      InvoiceDueDate: '28/02/2026',
    },
  });
  await page.context().clearCookies();
  await signInAt(page, USERS.platform, '/billing/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await screenshot(page, 'invoices-1366');
  const headers = table.getByRole('columnheader');
  const actions = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
  for (const header of await headers.all()) {
    const name = (await header.innerText()).trim();
    if (name === 'Actions') continue;
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${name} runs under the actions column`).toBeLessThanOrEqual(actions.x + 1);
  }
  // A row is named by its payment reference, or by what it bills and when, never by a fragment of its id.
  for (const cell of await table.locator('tbody tr th, tbody tr td:first-child').all()) {
    await expect(cell).not.toHaveText(/^[0-9a-f]{8}$/);
  }
  await page.getByRole('searchbox', { name: 'Filter invoices' }).fill(tag);
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ })).toHaveText('Invoices (1)');
  const unnamed = table.getByRole('row', { name: /€890\.00 of \d{1,2} [A-Z][a-z]{2} \d{4}/ });
  await expect(unnamed).toBeVisible();
  await unnamed.getByRole('button', { name: /^Details of invoice €890\.00 of / }).click();
  const details = page.getByRole('dialog', { name: /^Invoice €890\.00 of \d{1,2} [A-Z][a-z]{2} \d{4}$/ });
  // The one date-and-time format of the console, in the details (the history below writes its times the same way).
  const dateTime = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;
  await expect(details.getByRole('definition').filter({ hasText: dateTime })).toBeVisible();
  await expect(details.getByRole('table', { name: 'History' }).getByText(dateTime)).toBeVisible();
});

test('a list that could not load shows no "(0)" count, and says so', async ({ page }) => {
  await signIn(page, owner);
  await page.route('**/SetupProcessEntity/GetInvoices*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify('Server fault') }),
  );
  await page.goto('/billing/invoices');
  await expect(page.getByText('Could not load invoices')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ })).toHaveText('Invoices');
  await page.unroute('**/SetupProcessEntity/GetInvoices*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ })).toHaveText(/^Invoices\s*\(\d+\)$/);
});
