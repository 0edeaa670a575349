import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, signInAt, uniqueTag } from './support';

/**
 * A date picker shows the console's one date format (issue 29 item 15): a day reads "1 Mar 2026" out of the box and
 * is typed YYYY-MM-DD in it; what the form sends stays the wire's format.
 */
test('a date field reads "1 Mar 2026" and is typed as 2026-03-01', async ({ page, request }) => {
  await signInAt(page, await newOrganizationOwner(request, `Pickers ${uniqueTag()}`), '/billing/invoices');
  await page.getByRole('button', { name: 'Add invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice' });
  const created = dialog.getByLabel('Created date');
  await created.fill('2026-03-01');
  await dialog.getByLabel('Amount').click();
  await expect(created).toHaveValue('1 Mar 2026');
  await created.focus();
  await expect(created).toHaveValue('2026-03-01');

  // Picked from the calendar: the same.
  await dialog.getByLabel('Due date').fill('2026-03-20');
  await dialog.getByRole('button', { name: 'Open calendar' }).nth(1).click();
  await dialog.getByRole('gridcell', { name: /^14 March 2026/ }).click();
  await dialog.getByLabel('Amount').click();
  await expect(dialog.getByLabel('Due date')).toHaveValue('14 Mar 2026');
  await expect(created).toHaveValue('1 Mar 2026');
  await expectNoAxeViolations(page);
});
