import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { BASIC_PASSWORD, BASIC_USER, SALESFORCE_TOKEN, startStandIns } from './connections-stand-ins';
import { organizationWithConnection, seededSystem, signInOn } from './catalogue-records';
import { invitedStaff } from './organization-people';
import { expectNoAxeViolations, screenshot, signIn, signInAt, uniqueTag, USERS } from './support';

const MASK = '••••••••';
let standIns: Awaited<ReturnType<typeof startStandIns>>;
/** The owner (an OrgAdmin) and a Staff member of this file's own organization, and its "intranet" connection. */
let owner: string;
let staff: string;
let intranetId: string;

// One organization for the file (its tests build on each other's connections): one per system and one default per
// category hold within it whatever the specs beside this one connect, and a second run (or a retry) starts anew.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  standIns = await startStandIns();
  // What the demo organization's seed made, made as the console would: an Internal data connection "intranet"
  // without credentials, the first (so the default) of Internal Content.
  const page = await browser.newPage();
  await signInOn(page.request, USERS.platform);
  const internalData = await seededSystem(page.request, 'Internal data');
  const made = await organizationWithConnection(page.request, `Connections ${uniqueTag()}`, internalData);
  owner = made.owner;
  intranetId = made.IntegrationConfigurationID;
  staff = await invitedStaff(page.request, owner);
  await page.close();
});
test.afterAll(async () => {
  await standIns.close();
});

/** Picks an option of a Cloudscape Select inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

const connectionsTable = (page: Page) => page.getByRole('table', { name: 'Connections' });

async function openSetupSystems(page: Page) {
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Setup systems' }).click();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(connectionsTable(page).getByRole('row', { name: /intranet/ })).toBeVisible();
}

/** New connection → category → system → Next: the authorization modal of that system. */
async function newConnection(page: Page, category: string, system: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New connection' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New connection' });
  await choose(dialog, 'Category', category);
  await choose(dialog, 'System', system);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toBeHidden();
  const auth = page.getByRole('dialog', { name: `Connect ${system}` });
  await expect(auth).toBeVisible();
  return auth;
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

test('the connections table, and the checks of a new connection in the spec order', async ({ page }) => {
  await openSetupSystems(page);
  const table = connectionsTable(page);
  const intranet = table.getByRole('row', { name: /intranet/ });
  await expect(intranet).toContainText('Internal Content');
  await expect(intranet).toContainText('Internal data');
  await expect(intranet).toContainText('No');
  await expect(intranet).not.toContainText('False');
  await expect(intranet).toContainText('Default');
  // One date-and-time format: 29 Nov 2026, 14:05.
  await expect(intranet.getByRole('cell').nth(4)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await expect(table.getByRole('columnheader')).toHaveText([
    /Category/,
    /System name/,
    /Instance name/,
    /Is Shared/,
    /Credentials/,
    /Modified/,
    /Actions/,
  ]);
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-table');

  await page.getByRole('button', { name: 'New connection' }).click();
  const popup = page.getByRole('dialog', { name: 'New connection' });
  const next = popup.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(popup.getByText('Choose a category.', { exact: true })).toBeVisible();
  await choose(popup, 'Category', 'Custom');
  await next.click();
  await expect(popup.getByText('Choose a system.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-new-popup');
  await choose(popup, 'System', 'REST API Service');
  await next.click();

  const dialog = page.getByRole('dialog', { name: 'Connect REST API Service' });
  const validate = dialog.getByRole('button', { name: 'Validate' });
  const expectProblem = async (text: string) => {
    await validate.click();
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  };
  await expectProblem('Enter the instance name of the system.');
  await field(dialog, 'Instance name').fill('orders');
  await expectProblem('Enter the URL of the system (https://…).');
  // The spec's checks come first; a URL that is not one is marked on its field.
  await field(dialog, 'URL').fill('orders.example.com');
  await expectProblem('Choose an authorization type.');
  await expect(dialog.getByText('URL must be a URL (https://…)', { exact: true })).toBeVisible();
  await field(dialog, 'URL').fill('https://orders.example.com');
  await expect(dialog.getByText('URL must be a URL (https://…)', { exact: true })).toBeHidden();
  await choose(dialog, 'Authorization type', 'Bearer Token');
  await expectProblem('Enter the bearer token.');
  await choose(dialog, 'Authorization type', 'Basic Auth');
  await expectProblem('Enter the user name, the password and the authorization URL.');
  await expect(field(dialog, 'Token')).toHaveCount(0);
  // Every missing credential is marked on its field, and the message narrows as they are filled.
  await expect(dialog.getByText('User name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Authorization URL is required', { exact: true })).toBeVisible();
  await field(dialog, 'User name').fill('ops');
  await expectProblem('Enter the password and the authorization URL.');
  await expect(dialog.getByText('User name is required', { exact: true })).toBeHidden();
  await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-validation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an OAuth form shows every missing field at once, and a refusal of the server on the field it names', async ({
  page,
}) => {
  await openSetupSystems(page);
  const dialog = await newConnection(page, 'Custom', 'REST API Service');
  await field(dialog, 'Instance name').fill('oauth-api');
  await field(dialog, 'URL').fill('https://oauth-api.example.com');
  await choose(dialog, 'Authorization type', 'OAuth 2.0');
  await choose(dialog, 'Grant type', 'Client Credentials');
  const connect = dialog.getByRole('button', { name: 'Connect' });
  await connect.click();
  for (const text of ['Token URL is required', 'Client ID is required', 'Client secret is required']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('Correct the fields marked in red.', { exact: true })).toBeVisible();
  // Required fields carry no "optional"; the scope does.
  await expect(field(dialog, 'Token URL')).toHaveAttribute('aria-required', 'true');
  await expect(field(dialog, 'Scope - optional')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-oauth-missing');

  // A rule only the server knows (here: the client secret must be typed again) lands on its field, with its label.
  await page.route('**/SetupProcessEntity/ConnectOauth', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify('KeySecret: must be typed again, because the token URL changed'),
    }),
  );
  await field(dialog, 'Token URL').fill('https://oauth-api.example.com/token');
  await field(dialog, 'Client ID').fill('client-e2e');
  await field(dialog, 'Client secret').fill('secret-e2e');
  await field(dialog, 'Client secret').press('Enter');
  const refusal = dialog.getByText('Client secret must be typed again, because the token URL changed', { exact: true });
  await expect(refusal).toBeVisible();
  await expect(dialog.getByText(/KeySecret/)).toHaveCount(0);
  await expect(dialog.getByText('Correct the fields marked in red.', { exact: true })).toBeVisible();
  await screenshot(page, 'connections-oauth-server-refusal');
  await field(dialog, 'Client secret').fill('secret-e2e-2');
  await expect(refusal).toBeHidden();
  await page.unroute('**/SetupProcessEntity/ConnectOauth');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

test('a Basic connection checked by a local server, then edited on /setup/{slug}/{id} with its password kept', async ({
  page,
}) => {
  await openSetupSystems(page);
  const dialog = await newConnection(page, 'Custom', 'REST API Service');
  await field(dialog, 'Instance name').fill('orders');
  await field(dialog, 'URL').fill(`${standIns.url}/orders`);
  await choose(dialog, 'Authorization type', 'Basic Auth');
  await field(dialog, 'User name').fill(BASIC_USER);
  await field(dialog, 'Password').fill('not-the-password');
  await field(dialog, 'Authorization URL').fill(`${standIns.url}/basic-check`);
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(
    dialog.getByText('Credentials are not valid. Unable to create connection.', { exact: true }),
  ).toBeVisible();
  await field(dialog, 'Password').fill(BASIC_PASSWORD);
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('Your credentials are valid.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-basic-valid');
  expect(standIns.log.basicChecks).toEqual([`${BASIC_USER}:not-the-password`, `${BASIC_USER}:${BASIC_PASSWORD}`]);

  // Enter in a field saves.
  await field(dialog, 'Instance name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connection added.', { exact: true })).toBeVisible();
  const first = connectionsTable(page).getByRole('row').nth(1);
  await expect(first).toContainText('REST API Service');
  await expect(first).toContainText('orders');

  // REST API Service has a setup page: Edit opens /setup/restapiservice/{id}.
  await first.getByRole('button', { name: /^Edit connection/ }).click();
  await expect(page).toHaveURL(/\/setup\/restapiservice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit REST API Service connection' })).toBeVisible();
  await expect(field(page, 'Password')).toHaveValue(MASK);
  await expect(field(page, 'User name')).toHaveValue(BASIC_USER);
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-setup-page-edit');
  await field(page, 'Instance name').fill('orders-eu');
  const checksBefore = standIns.log.basicChecks.length;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(page.getByText('Connection updated.', { exact: true })).toBeVisible();
  await expect(connectionsTable(page).getByRole('row', { name: /orders-eu/ })).toBeVisible();
  // The update checked the credentials again with the stored password (the mask was sent back, not stored).
  expect(standIns.log.basicChecks.slice(checksBefore)).toEqual([`${BASIC_USER}:${BASIC_PASSWORD}`]);

  // Credential health: the status column says the credentials were never checked; Check now asks the system again
  // with the stored password and the column shows the outcome and when (never the password).
  const ordersRow = connectionsTable(page).getByRole('row', { name: /orders-eu/ });
  await expect(ordersRow).toContainText('Not checked');
  await ordersRow.getByRole('button', { name: /^Check credentials of connection .* now$/ }).click();
  await expect(
    page.getByText(/^REST API Service orders-eu: Valid, checked \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await expect(ordersRow).toContainText(/Valid, checked \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(ordersRow).not.toContainText(BASIC_PASSWORD);
  expect(standIns.log.basicChecks.slice(checksBefore)).toEqual([
    `${BASIC_USER}:${BASIC_PASSWORD}`,
    `${BASIC_USER}:${BASIC_PASSWORD}`,
  ]);
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-credentials-checked');

  // Setup systems has no details modal: the edit page shows the connection's History (who, when, what).
  await connectionsTable(page)
    .getByRole('row', { name: /orders-eu/ })
    .getByRole('button', { name: /^Edit connection/ })
    .click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: "Created connection 'orders'" })).toHaveCount(1);
  const updated = history
    .getByRole('row')
    .filter({ hasText: "Updated connection 'orders-eu': Instance name 'orders' → 'orders-eu'" });
  await expect(updated).toHaveCount(1);
  await expect(updated).toContainText(owner);
  await expect(history).not.toContainText(BASIC_PASSWORD);
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-setup-page-history');
});

test('No Auth and Bearer connections go to the top; set default; remove; intranet edited in a modal', async ({
  page,
}) => {
  await openSetupSystems(page);
  const table = connectionsTable(page);

  let dialog = await newConnection(page, 'Internal Content', 'Amazon Kendra');
  await expect(dialog.getByRole('button', { name: 'Validate' })).toHaveCount(0);
  await field(dialog, 'Instance name').fill('kb-one');
  await field(dialog, 'URL').fill('https://kendra-one.example.com');
  await choose(dialog, 'Authorization type', 'No Auth');
  await dialog.getByRole('checkbox', { name: /Is Shared/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').nth(1)).toContainText('kb-one');
  await expect(table.getByRole('row').nth(1)).toContainText('Yes');

  // One connection per system: the second one connects another system (of another category).
  dialog = await newConnection(page, 'Custom', 'Cloud Elements');
  await field(dialog, 'Instance name').fill('kb-two');
  await field(dialog, 'URL').fill('https://elements-two.example.com');
  await choose(dialog, 'Authorization type', 'Bearer Token');
  await field(dialog, 'Token').fill('kendra-token-e2e');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const kbTwo = table.getByRole('row').nth(1);
  await expect(kbTwo).toContainText('kb-two');
  await expect(table.getByRole('row').nth(2)).toContainText('kb-one');

  // One default per category: intranet (the first of Internal Content) is it; make kb-one it.
  const kbOne = table.getByRole('row', { name: /kb-one/ });
  const intranet = table.getByRole('row', { name: /intranet/ });
  await expect(intranet).toContainText('Default');
  await kbOne.getByRole('button', { name: /^Set connection .* as default$/ }).click();
  await expect(page.getByText('Amazon Kendra (kb-one) is now the default connection', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /kb-one/ })).toContainText('Default');
  await expect(intranet.getByRole('button', { name: /as default$/ })).toBeVisible();
  await screenshot(page, 'connections-default');

  // Remove kb-one after "Are you sure?"; the focus moves to the row that took its place.
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  const next = table.getByRole('row').nth(3);
  const nextEdit = next.getByRole('button', { name: /^Edit connection/ });
  const nextLabel = await nextEdit.getAttribute('aria-label');
  await kbOne.getByRole('button', { name: /^Remove connection/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove connection' });
  await expect(confirm).toContainText('Are you sure?');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Connection deleted.', { exact: true })).toBeVisible();
  await expect(kbOne).toHaveCount(0);
  await expect(table.getByRole('button', { name: nextLabel!, exact: true })).toBeFocused();
  // The removed default's category falls back to its newest other connection.
  await expect(intranet).toContainText('Default');

  // Internal data has no setup page: Edit opens the modal, and its save goes through UpdateSystem.
  await intranet.getByRole('button', { name: /^Edit connection/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Internal data connection' });
  await expect(field(edit, 'Instance name')).toHaveValue('intranet');
  // Its collection category is picked from the organization's categories, not typed.
  const collection = edit.getByRole('button', { name: /^Collection category/ });
  await expect(collection).toContainText('All categories');
  await collection.click();
  await expect(edit.getByRole('option').nth(1)).toBeVisible();
  await edit.getByRole('option', { name: 'All categories', exact: true }).click();
  await field(edit, 'Query return limit').fill('5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Connection updated.', { exact: true })).toBeVisible();

  // Sort, filter and page are in the URL: a reload shows them again.
  await page.getByRole('searchbox', { name: 'Filter connections' }).fill('kb-two');
  await expect(table.getByRole('row')).toHaveCount(2);
  // The sticky copy of the header lies over the table's own: the click lands on it.
  await table.getByRole('columnheader', { name: /Instance name/ }).click({ force: true });
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Filter connections' })).toHaveValue('kb-two');
  await expect(table.getByRole('row', { name: /kb-two/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Instance name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('searchbox', { name: 'Filter connections' }).fill('');
});

// No route makes a data set (only the local runtime's seed does): the one connection with a data set is the demo
// organization's seeded intranet, read here and never changed (its data set keeps it from being removed).
test('a connection data sets read through cannot be removed: Remove says so up front', async ({ page }) => {
  await signInAt(page, USERS.orgAdmin, '/setup/systems');
  const intranet = connectionsTable(page).getByRole('row', { name: /intranet/ });
  const removeIntranet = intranet.getByRole('button', { name: /^Remove connection/ });
  await expect(removeIntranet).toBeDisabled();
  const dataSets = /^intranet has 1\s+Data set\(s\) and hence, it cannot be deleted\.$/;
  await expect(removeIntranet).toHaveAccessibleDescription(dataSets);
  await removeIntranet.focus();
  await expect(page.getByRole('tooltip')).toHaveText(dataSets);
  await screenshot(page, 'connections-remove-refused');
});

test('#amazonalexaforhospitality opens its OAuth connect, which goes to the provider and back', async ({ page }) => {
  await signInAt(page, owner, '/setup/systems#amazonalexaforhospitality');
  const dialog = page.getByRole('dialog', { name: 'Connect Amazon Alexa for Hospitality' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(dialog.getByRole('button', { name: /^Authorization type/ })).toContainText('OAuth 2.0');
  await expect(dialog.getByRole('button', { name: /^Grant type/ })).toContainText('Authorization Code');
  // The link chose how this system connects: its type is not offered as one to leave out.
  await expect(dialog.getByText('Authorization type', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Authorization type\s*- optional$/)).toHaveCount(0);
  await field(dialog, 'Instance name').fill('hotel-one');
  await field(dialog, 'Authorization URL').fill(`${standIns.url}/authorize`);
  await field(dialog, 'Token URL').fill(`${standIns.url}/token`);
  await field(dialog, 'Client ID').fill('alexa-client-e2e');
  await dialog.getByLabel(/^Client secret/).fill('alexa-secret-e2e');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-oauth-direct');

  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Amazon Alexa for Hospitality is connected.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(connectionsTable(page).getByRole('row', { name: /hotel-one/ })).toContainText(
    'Amazon Alexa for Hospitality',
  );
  const exchange = standIns.log.tokenRequests.at(-1)!;
  expect(exchange.get('grant_type')).toBe('authorization_code');
  expect(exchange.get('code')).toBe('code-e2e');
  expect(exchange.get('client_id')).toBe('alexa-client-e2e');
  expect(exchange.get('client_secret')).toBe('alexa-secret-e2e');
  expect(exchange.get('code_verifier')).toBeTruthy();
  await screenshot(page, 'connections-oauth-connected');

  // A second connect of the same system is refused: the organization has one.
  await page.goto('/setup/systems#amazonalexaforhospitality');
  await field(dialog, 'Instance name').fill('hotel-two');
  await field(dialog, 'Authorization URL').fill(`${standIns.url}/authorize`);
  await field(dialog, 'Token URL').fill(`${standIns.url}/token`);
  await field(dialog, 'Client ID').fill('alexa-client-e2e');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(
    dialog.getByText(
      'Connection already exists. Please remove the existing connection before establishing a new one.',
      { exact: true },
    ),
  ).toBeVisible();
});

test('#amazonalexaforresidential: a connect nothing answers is reset after 10 s', async ({ page }) => {
  // The console's clock, moved on when the test has seen the "Connecting" state, instead of waiting 10 s.
  await page.clock.install();
  await signIn(page, owner);
  // The server holds ConnectOauth (as an overloaded one would) until the console has given up.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/SetupProcessEntity/ConnectOauth', async (route) => {
    await held;
    await route.abort();
  });
  await page.goto('/setup/systems#amazonalexaforresidential');
  const dialog = page.getByRole('dialog', { name: 'Connect Amazon Alexa for Residential' });
  await field(dialog, 'Instance name').fill('homes');
  await field(dialog, 'Authorization URL').fill(`${standIns.url}/authorize`);
  await field(dialog, 'Token URL').fill(`${standIns.url}/token`);
  await field(dialog, 'Client ID').fill('residential-client');
  const connect = dialog.getByRole('button', { name: 'Connect' });
  await connect.click();
  await expect(dialog.getByText('Connecting to Amazon Alexa for Residential…', { exact: true })).toBeVisible();
  await page.clock.fastForward(9_000);
  await expect(dialog.getByText('Connecting to Amazon Alexa for Residential…', { exact: true })).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(dialog.getByText('External System TimeOut', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Connecting to Amazon Alexa for Residential…', { exact: true })).toBeHidden();
  await expect(connect).toBeEnabled();
  await screenshot(page, 'connections-oauth-timeout');
  release();
});

test('?openPopUp=true&connection=Salesforce opens the Salesforce custom connect', async ({ page }) => {
  await signInAt(page, owner, '/setup/systems?openPopUp=true&connection=Salesforce');
  const dialog = page.getByRole('dialog', { name: 'Connect Salesforce custom' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(dialog.getByRole('button', { name: /^Authorization type/ })).toContainText('OAuth 2.0');
  const validate = dialog.getByRole('button', { name: 'Validate' });
  await validate.click();
  await expect(
    dialog.getByText('Enter the instance name of your Salesforce organization.', { exact: true }),
  ).toBeVisible();
  await field(dialog, 'Instance name').fill('acme');
  await dialog.getByRole('checkbox', { name: /Use a custom domain/ }).check();
  await validate.click();
  await expect(
    dialog.getByText('Enter your custom domain name, or turn off the custom domain.', { exact: true }),
  ).toBeVisible();
  await field(dialog, 'Custom domain name').fill('acme.my.salesforce.com');
  // Then every field the authorization type and grant cannot do without, all at once.
  await validate.click();
  for (const text of ['Authorization URL is required', 'Token URL is required', 'Client ID is required']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await field(dialog, 'Authorization URL').fill('https://login.salesforce.com/services/oauth2/authorize');
  await field(dialog, 'Token URL').fill('https://login.salesforce.com/services/oauth2/token');
  await field(dialog, 'Client ID').fill('salesforce-client-e2e');
  await validate.click();
  await expect(dialog.getByText('Your credentials are valid.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-salesforce-custom');
});

test('test questions of a Salesforce connection answer from a local query API', async ({ page }) => {
  await openSetupSystems(page);
  const dialog = await newConnection(page, 'CRM', 'Salesforce');
  await choose(dialog, 'Authorization type', 'Bearer Token');
  await field(dialog, 'URL').fill(standIns.url);
  await field(dialog, 'Token').fill(SALESFORCE_TOKEN);
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('Your credentials are valid.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = connectionsTable(page).getByRole('row').nth(1);
  await expect(row).toContainText('Salesforce');

  // Salesforce has no setup page: Edit opens the modal, the token shows as the mask.
  await row.getByRole('button', { name: /^Edit connection/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Salesforce connection' });
  await expect(field(edit, 'Token')).toHaveValue(MASK);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: /^Test questions of connection/ }).click();
  const questions = page.getByRole('dialog', { name: 'Test questions · Salesforce' });
  await questions.getByRole('radio', { name: /What is my sales briefing\?/ }).check();
  const answer = questions.getByText(/What is my sales briefing: 2 item\(s\)\./);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('1. Acme renewal · 120000 · Closed Won · 2026-01-15');
  await expect(answer).toHaveCSS('white-space', 'pre-wrap');
  const query = standIns.log.queries.at(-1)!;
  expect(query.authorization).toBe(`Bearer ${SALESFORCE_TOKEN}`);
  expect(query.q).toContain('LIMIT 3');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-test-questions');

  await questions.getByRole('radio', { name: /What is my quota briefing\?/ }).check();
  await expect(questions.getByText('The system answered 503 Service Unavailable.', { exact: true })).toBeVisible();
  await screenshot(page, 'connections-test-questions-error');
});

test('the setup pages: ?instancename=, a page that opens only without an id, an unknown slug, Staff', async ({
  page,
}) => {
  await signInAt(page, owner, '/setup/servicenowcustom?instancename=acme-sn');
  await expect(page.getByRole('heading', { name: 'Connect ServiceNow custom' })).toBeVisible();
  await expect(field(page, 'Instance name')).toHaveValue('acme-sn');
  await expect(field(page, 'Table name - optional')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-setup-page-new');

  await page.goto(`/setup/office365aad/${intranetId}`);
  await expect(page.getByRole('heading', { name: 'This page opens without a connection' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'connections-setup-page-refused');
  await page.getByRole('button', { name: 'Set up a new connection' }).click();
  await expect(page).toHaveURL(/\/setup\/office365aad$/);
  await expect(page.getByRole('heading', { name: 'Connect Office 365 AAD' })).toBeVisible();
  // Office 365 hides Validate.
  await expect(page.getByRole('button', { name: 'Validate' })).toHaveCount(0);

  await page.goto('/setup/nosuchsystem');
  await expect(page.getByRole('heading', { name: 'Unknown system' })).toBeVisible();

  await signInAt(page, staff, '/setup/systems');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await page.goto('/setup/restapiservice');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

// Last in this file: it needs the server to answer an OAuth client ID in clear (helper A's change to the answers).
test('an OAuth connection shows its client ID; only its client secret is masked, with the stored hint', async ({
  page,
}) => {
  await openSetupSystems(page);
  await connectionsTable(page)
    .getByRole('row', { name: /hotel-one/ })
    .getByRole('button', { name: /^Edit connection/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Amazon Alexa for Hospitality connection' })).toBeVisible();
  const secret = page.getByLabel(/^Client secret/);
  await expect(secret).toHaveValue(MASK);
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(page.getByText('Stored. Leave it as it is to keep it, or type a new one.')).toHaveCount(1);
  await expect(field(page, 'Client ID')).toHaveAttribute('type', 'text');
  await expect(field(page, 'Client ID')).toHaveValue('alexa-client-e2e');
  await screenshot(page, 'connections-oauth-edit');
});

test('Implicit saves with its authorization URL and client ID; AWS keys are checked by Validate; a second connection of a system points to the first', async ({
  page,
}) => {
  await openSetupSystems(page);
  const table = connectionsTable(page);

  // Implicit: no token URL on the form, and none needed to save.
  let dialog = await newConnection(page, 'CRM', 'HubSpot');
  await choose(dialog, 'Authorization type', 'OAuth 2.0');
  await choose(dialog, 'Grant type', 'Implicit');
  await expect(field(dialog, 'Token URL')).toHaveCount(0);
  await field(dialog, 'Authorization URL').fill(`${standIns.url}/authorize`);
  await field(dialog, 'Client ID').fill('hubspot-implicit-e2e');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('HubSpot is connected.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const hubspot = table.getByRole('row', { name: /HubSpot/ });
  await expect(hubspot).toBeVisible();

  // Its setup page's breadcrumb names what the heading names.
  await hubspot.getByRole('button', { name: /^Edit connection/ }).click();
  await expect(page).toHaveURL(/\/setup\/HubSpot\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit HubSpot connection' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Setup systems');
  await expect(crumbs).toContainText('Edit HubSpot connection');
  await expect(crumbs).not.toContainText('System setup');
  await expect(field(page, 'Client ID')).toHaveValue('hubspot-implicit-e2e');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/setup\/systems$/);

  // AWS Signature: Validate asks for both keys before anything else.
  dialog = await newConnection(page, 'Generative AI', 'Open AI');
  await field(dialog, 'Instance name').fill('gpt-e2e');
  await field(dialog, 'URL').fill('https://gpt-e2e.example.com');
  await choose(dialog, 'Authorization type', 'AWS Signature');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('Access key ID is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Secret access key is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Your credentials are valid.', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-aws-validate-missing');
  await choose(dialog, 'Authorization type', 'Bearer Token');
  await field(dialog, 'Token').fill('gpt-token-e2e');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /gpt-e2e/ })).toBeVisible();

  // A second Open AI: the spec's "connection exists", and a way to the existing one.
  dialog = await newConnection(page, 'Generative AI', 'Open AI');
  await field(dialog, 'Instance name').fill('gpt-second');
  await field(dialog, 'URL').fill('https://gpt-second.example.com');
  await choose(dialog, 'Authorization type', 'Bearer Token');
  await field(dialog, 'Token').fill('gpt-token-second-e2e');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      'Connection already exists. Please remove the existing connection before establishing a new one.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Existing connection: gpt-e2e', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Unable to connect/)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'connections-second-of-a-system');
  await dialog.getByRole('button', { name: 'Open the existing connection' }).click();
  // Open AI has a setup page: the existing connection opens there.
  await expect(page).toHaveURL(/\/setup\/openai\/[0-9a-f-]{36}$/i);
  await expect(page.getByRole('heading', { name: 'Edit Open AI connection' })).toBeVisible();
  await expect(field(page, 'Instance name')).toHaveValue('gpt-e2e');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expect(table.getByRole('row', { name: /gpt-second/ })).toHaveCount(0);
});
