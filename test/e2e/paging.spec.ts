import { LIST_LIMIT_HEADER, MAX_LIST_ITEMS, MAX_PAGE_SIZE, TRUNCATED_HEADER } from '@switchboard/shared';
import { expect, test } from './secret-scan';
import { send, signIn, USERS } from './support';

const stamp = Date.now().toString(36).toUpperCase();
/** More invoices than one server page, in the other organization, dated in 2019 so they list after every other. */
const SEEDED = MAX_PAGE_SIZE + 5;
const paymentId = (index: number) => `PAGE-${stamp}-${String(index).padStart(3, '0')}`;
const day = (index: number) => {
  const date = new Date(Date.UTC(2019, 0, 1 + index));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

test('a paged list shows its first server page, says there is more, and reads the next page past it', async ({
  page,
}) => {
  await signIn(page, USERS.otherAdmin);
  for (let index = 0; index < SEEDED; index += 1) {
    await send(page, 'PostInvoice', {
      body: {
        Paymentmethod: 'Cheque',
        Currency: 'EUR',
        Amount: 10 + index,
        Status: 'Paid',
        PaymentID: paymentId(index),
        InvoiceCreatedDate: day(index),
        InvoiceDueDate: day(index),
      },
    });
  }

  await page.goto('/billing/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  const heading = page.getByRole('heading', { level: 1, name: /Invoices/ });
  // One server page is loaded: the count says there is more, and the note says what the search and sorting cover.
  await expect(heading).toHaveText(`Invoices (${MAX_PAGE_SIZE}+)`);
  await expect(
    page.getByText(
      `${MAX_PAGE_SIZE} invoices loaded so far; going past the last page loads more. ` +
        'The search covers all invoices; sorting applies to the loaded ones.',
    ),
  ).toBeVisible();
  // The oldest invoice is past the first server page: the text filter asks the server, which finds it.
  await page.getByLabel('Filter invoices').fill(paymentId(0));
  await expect(table.getByRole('row', { name: new RegExp(paymentId(0)) })).toBeVisible();
  await expect(heading).toHaveText('Invoices (1)');
  await page.getByRole('button', { name: 'Clear filter' }).first().click();
  await expect(heading).toHaveText(`Invoices (${MAX_PAGE_SIZE}+)`);

  // Ten table pages of ten: going past the last loaded one reads the next server page and shows it.
  const nextPage = page.getByRole('button', { name: 'Next page' });
  const pageButton = (index: number) => page.getByRole('button', { name: `Page ${index} of all pages` });
  for (let index = 2; index <= MAX_PAGE_SIZE / 10 + 1; index += 1) {
    await nextPage.click();
    await expect(pageButton(index)).toHaveAttribute('aria-current', 'true');
  }
  await expect(table.getByRole('row', { name: new RegExp(paymentId(0)) })).toBeVisible();
  await expect(heading).toHaveText(/^Invoices \(\d+\)$/);
  const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
  await expect(page.getByText('loaded so far')).toHaveCount(0);
  // The whole list is loaded: the last page cannot be passed.
  await expect(nextPage).toBeDisabled();
});

test('a list the server cut says where it was cut', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  // The server cuts a list only past MAX_LIST_ITEMS rows (its own tests prove that); here the real answer comes
  // with the headers it would then carry, to see what the table says.
  await page.route('**/Users/GetInvitedUsers*', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      headers: { ...answer.headers(), [TRUNCATED_HEADER]: 'true', [LIST_LIMIT_HEADER]: String(MAX_LIST_ITEMS) },
    });
  });
  await page.goto('/access/invite-users');
  await expect(
    page.getByText(
      `This list is cut at ${MAX_LIST_ITEMS} invited users: the server sends no more at once. ` +
        `Filtering and sorting apply to these ${MAX_LIST_ITEMS}.`,
    ),
  ).toBeVisible();
});
