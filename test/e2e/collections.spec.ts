import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

test('collection categories: the delete guard on a seeded assigned one, and a name required before any round trip', async ({
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
  await screenshot(page, 'collection-categories');

  // The guard: Policies holds a collection, so Delete says so instead of asking.
  await page.getByRole('button', { name: 'Delete collection category Policies' }).click();
  const refused = page.getByRole('dialog', { name: 'Cannot delete collection category' });
  await expect(refused).toContainText('This category is assigned to 1 collection(s) and cannot be deleted.');
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();
  await expect(table.getByRole('row', { name: /Policies/ })).toBeVisible();

  // Add: the name is required, with the spec's words, before any round trip. What a saved category is (its create
  // and update bodies, row, details, messages and delete question) is checked of the screen's declaration in
  // web/src/features/collections/collections-screens.test.ts; the list screen's add, edit and delete flow is the
  // one every list screen renders, e2e'd on Blogs (content-screens.spec.ts).
  await page.getByRole('button', { name: 'Add collection category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add collection category' });
  await dialog.getByRole('button', { name: 'Add collection category' }).click();
  await expect(dialog.getByText('Please enter the collection category name')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'collection-categories-add');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /Policies/ })).toBeVisible();
});
