import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

const name = `E2E category ${Date.now()}`;

test('collection categories: the delete guard on a seeded assigned one, add (after bad input), edit and delete', async ({
  page,
}) => {
  await signIn(page, USERS.staff);
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Collection categories' })
    .click();
  await expect(page).toHaveURL(/\/content\/collection-categories$/);
  const table = page.getByRole('table', { name: 'Collection categories' });
  await expect(table.getByRole('row', { name: /Policies/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The guard: Policies holds a collection, so Delete says so instead of asking.
  await page.getByRole('button', { name: 'Delete collection category Policies' }).click();
  const refused = page.getByRole('dialog', { name: 'Cannot delete collection category' });
  await expect(refused).toContainText('This category is assigned to 1 collection(s) and cannot be deleted.');
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();
  await expect(table.getByRole('row', { name: /Policies/ })).toBeVisible();

  // Add: the name is required, with the spec's words, before any round trip.
  await page.getByRole('button', { name: 'Add collection category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add collection category' });
  await dialog.getByRole('button', { name: 'Add collection category' }).click();
  await expect(dialog.getByText('Please enter the collection category name')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel(/Description/).fill('Made by the end-to-end test');
  await dialog.getByRole('button', { name: 'Add collection category' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Collection category added.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Made by the end-to-end test');
  await expect(row).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);

  // Edit.
  await page.getByRole('button', { name: `Edit collection category ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit collection category' });
  await edit.getByLabel(/Description/).fill('Changed by the end-to-end test');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Changed by the end-to-end test');
  await screenshot(page, 'collection-categories');

  // Delete: nothing is assigned, so the spec's confirmation asks first.
  await page.getByRole('button', { name: `Delete collection category ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete collection category' });
  await expect(confirm).toContainText('Are you sure you want to delete this collection category?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Collection category deleted.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
