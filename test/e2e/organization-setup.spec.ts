import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { invitedOrgAdmin, newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, signIn, signInAt, USERS } from './support';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);
/** A 1×1 PNG: the logo address answers it (the test has no internet). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO = 'https://images.example.com/logo.png';

/** Picks an option of a Cloudscape Select inside `scope` (an option's name may go on with its description). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.getByRole('option', { name: new RegExp(`^(Selected )?${option}`) }).click();
}

async function openSetup(page: Page) {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Organization setup' })
    .click();
  await expect(page).toHaveURL(/\/organization\/setup/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organization setup' })).toBeVisible();
}

/** Add system → category → system → Next → the connection form, which puts it in the pending list. */
async function addSystem(page: Page, category: string, system: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add system' }).first().click();
  const popup = page.getByRole('dialog', { name: 'New connection' });
  await choose(popup, 'Category', category);
  await choose(popup, 'System', system);
  await popup.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: `Connect ${system}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a new organization’s owner walks the setup from empty to submitted, then renames it in update mode', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Harbour Clinics ${stamp}`;
  const email = await newOrganizationOwner(request, name);
  await page.route('https://images.example.com/**', (route) => route.fulfill({ body: PNG, contentType: 'image/png' }));
  await signIn(page, email);
  await openSetup(page);
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit setup' })).toBeDisabled();
  await expect(page.getByText('No system in the list yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-setup-empty');

  // The details: every field, checked as typed with the routes' own rules.
  await page.getByRole('button', { name: 'Enter details' }).click();
  const modal = page.getByRole('dialog', { name: 'Organization details' });
  await expect(modal.getByLabel('Organization name')).toHaveValue(name);
  await expect(modal.getByRole('button', { name: /^Version/ })).toContainText('Basic');
  await modal.getByLabel(/^Organization attributes/).fill('{"region": ');
  await modal.getByLabel(/^Small image URL/).fill('logo.png');
  await modal.getByRole('button', { name: 'Save details' }).click();
  await expect(modal.getByText('Invalid Json for the Organization Attributes', { exact: true })).toBeVisible();
  await expect(modal.getByText('Small image URL must be a URL (https://…)')).toBeVisible();
  // Scrolled to its end, as filling a lower field sometimes leaves it: the scan still judges every control.
  await modal.getByRole('button', { name: 'Save details' }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-setup-details-errors');

  await modal.getByLabel(/^Small image URL/).fill(LOGO);
  await expect(modal.getByRole('img', { name: 'Small image preview' })).toBeVisible();
  await modal.getByLabel(/^Organization attributes/).fill('{"region": "eu-west-1"}');
  await choose(modal, 'Version', 'Standard');
  await modal.getByRole('checkbox', { name: /Require voice MFA/ }).check();
  await modal.getByLabel(/^Contact email/).fill('hello@harbour.example.com');
  await modal.getByLabel(/^City/).fill('Porto');
  await modal.getByLabel(/^Country/).fill('Portugal');
  await expect(modal.getByRole('button', { name: /^CRM service/ })).toBeVisible();
  await screenshot(page, 'organization-setup-details');
  await modal.getByRole('button', { name: 'Save details' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Organization updated successfully')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Porto, Portugal')).toBeVisible();
  await expect(page.getByText('{"region": "eu-west-1"}')).toBeVisible();

  // The pending list: one system per category; the setup screen's message when a category is taken.
  const pending = page.getByRole('table', { name: 'Systems to connect' });
  let dialog = await addSystem(page, 'Messaging', 'Twilio');
  await dialog.getByLabel('Instance name', { exact: true }).fill('harbour-sms');
  await dialog.getByLabel('URL', { exact: true }).fill('https://api.twilio.example.com');
  await choose(dialog, 'Authorization type', 'Bearer Token');
  const token = `harbour-twilio-token-${stamp}`;
  await dialog.getByLabel('Token', { exact: true }).fill(token);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Twilio is in the list: submitting the setup connects it.')).toBeVisible();
  await expect(pending.getByRole('row', { name: /harbour-sms/ })).toContainText('Bearer Token');

  dialog = await addSystem(page, 'Messaging', 'SignalWire');
  await dialog.getByLabel('Instance name', { exact: true }).fill('harbour-voice');
  await dialog.getByLabel('URL', { exact: true }).fill('https://signalwire.example.com');
  await choose(dialog, 'Authorization type', 'No Auth');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^An integration has already been configured for this category/)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

  dialog = await addSystem(page, 'Business Intelligence', 'Tableau');
  await dialog.getByLabel('Instance name', { exact: true }).fill('harbour-bi');
  await dialog.getByLabel('URL', { exact: true }).fill('https://tableau.example.com');
  await choose(dialog, 'Authorization type', 'No Auth');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Tableau from the list' }).click();
  await expect(pending.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-setup-pending');

  // Submit: Success, and the button stays disabled.
  const submit = page.getByRole('button', { name: 'Submit setup' });
  await submit.click();
  await expect(page.getByText('The setup is submitted.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Twilio from the list' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-setup-submitted');
  const stored = (await (
    await page.request.get('/SetupProcessEntity/GetIntegrationConfiguration', { headers })
  ).json()) as {
    SystemName: string;
    Token: string;
  }[];
  expect(stored.map((c) => c.SystemName)).toEqual(['Twilio']);
  expect(stored[0]!.Token).not.toBe(token);

  // Coming back: update mode, the connected systems, and a name that saves as soon as it changes.
  await page.goto('/organization/setup');
  await expect(
    page.getByRole('table', { name: 'Connected systems' }).getByRole('row', { name: /harbour-sms/ }),
  ).toBeVisible();
  const nameField = page.getByLabel('Organization name', { exact: true });
  await nameField.fill('H');
  await nameField.press('Enter');
  await expect(page.getByText('Organization name must be at least 2 characters')).toBeVisible();
  await nameField.fill(`${name} Group`);
  await nameField.press('Enter');
  await expect(page.getByText('Organization updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Organization name', { exact: true })).toHaveValue(`${name} Group`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'organization-setup-update-mode');
});

test('an OrgAdmin who joined by invitation sees the organization’s details read-only', async ({ page, request }) => {
  const email = await invitedOrgAdmin(request, USERS.orgAdmin);
  await signInAt(page, email, '/organization/setup?mode=update');
  await expect(page.getByText(/you joined by invitation, so they are read-only for you/)).toBeVisible();
  await expect(page.getByLabel('Organization name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Edit|Enter) details$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
