import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { expectColumnsClearOfActions, expectNoAxeViolations, screenshot, signIn, USERS } from './support';

const MASK = '••••••••';
const stamp = Date.now().toString(36);

/** Picks an option of a Cloudscape Select inside `scope` (an option's name may go on with its description). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.getByRole('option', { name: new RegExp(`^(Selected )?${option}`) }).click();
}

async function openFromNav(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: title }).click();
  const table = page.getByRole('table', { name: title });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

test('an OrgAdmin keeps the settings: typed values, an encrypted one that never shows, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const secret = `whsec-e2e-${stamp}-signing`;
  const answers: string[] = [];
  page.on(
    'response',
    (response) =>
      void response.text().then(
        (text) => answers.push(text),
        () => undefined,
      ),
  );
  await signIn(page, USERS.orgAdmin);
  const table = await openFromNav(page, 'Organization settings');
  await expect(table.getByRole('row', { name: /Default time zone/ })).toContainText('Europe/Berlin');
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-settings');
  await expectColumnsClearOfActions(table);

  // Bad input shows the field's message, from the definition's type.
  await page.getByRole('button', { name: 'Add setting' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add setting' });
  await choose(dialog, 'Category', 'Escalation');
  await choose(dialog, 'Setting', 'Escalation email');
  await dialog.getByLabel(/^Value/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add setting' }).click();
  await expect(dialog.getByText('Value must be a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-settings-error');
  await dialog.getByLabel(/^Value/).fill('escalations@demo.example.com');
  await dialog.getByRole('button', { name: 'Add setting' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('New setting created successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: /Escalation email/ })).toContainText('escalations@demo.example.com');

  // An encrypted value: typed unseen, shown as "Encrypted", never in an answer or the page.
  await page.getByRole('button', { name: 'Add setting' }).click();
  dialog = page.getByRole('dialog', { name: 'Add setting' });
  await choose(dialog, 'Category', 'Integrations');
  await choose(dialog, 'Setting', 'Webhook signing secret');
  const value = dialog.getByLabel(/^Value/);
  await expect(value).toHaveAttribute('type', 'password');
  await value.fill(secret);
  await dialog.getByRole('button', { name: 'Add setting' }).click();
  await expect(dialog).toBeHidden();
  const encrypted = table.getByRole('row', { name: /Webhook signing secret/ });
  await expect(encrypted).toContainText('Encrypted');

  // Editing it: the mask stands for the stored value and goes back unchanged, so the server keeps it.
  await encrypted.getByRole('button', { name: 'Edit setting Webhook signing secret' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit setting' });
  await expect(dialog.getByLabel(/^Value/)).toHaveValue(MASK);
  await expect(dialog.getByText(/Leave it as it is to keep the stored value/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-settings-encrypted');
  const sent = page.waitForRequest('**/SetupProcessEntity/UpdateSetting');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ Value: MASK });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Setting is updated successfully')).toBeVisible();

  // A typed number, from its Version.
  await table.getByRole('button', { name: 'Edit setting Data retention days' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit setting' });
  await dialog.getByLabel(/^Value/).fill('');
  await dialog.getByLabel(/^Value/).pressSequentially('12.1234567');
  await expect(dialog.getByText('Value must be a number')).toBeVisible();
  await dialog.getByLabel(/^Value/).fill('120');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /Data retention days/ })).toContainText('120');

  // Delete, with the spec's message; the encrypted one goes with its secret.
  for (const name of ['Escalation email', 'Webhook signing secret']) {
    await table.getByRole('button', { name: `Delete setting ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete setting' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Setting removed successfully')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  }
  await expect(page.locator('body')).not.toContainText(secret);
  expect(answers.filter((text) => text.includes(secret))).toEqual([]);
});

test('a PlatformAdmin maintains the setting definitions; one in use cannot be deleted', async ({ page }) => {
  await signIn(page, USERS.platform);
  const table = await openFromNav(page, 'Setting definitions');
  const inUse = table.getByRole('row', { name: /Default time zone/ });
  await expect(inUse.getByRole('button', { name: 'Delete setting definition Default time zone' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshot(page, 'setting-definitions');

  // The name is required before any round trip. What a saved definition is (its bodies, its row with the category's
  // name and "Yes" once encrypted, its details and messages) is checked of the screen's declaration in
  // web/src/features/organization/organization-screens.test.ts; the add, edit and delete flow is the list screen's,
  // e2e'd on Blogs (content-screens.spec.ts).
  await page.getByRole('button', { name: 'Add setting definition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add setting definition' });
  await dialog.getByRole('button', { name: 'Add setting definition' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await choose(dialog, 'Category', 'Voice assistant');
  await choose(dialog, 'Value type', 'Text');
  await expectNoAxeViolations(page);
});
