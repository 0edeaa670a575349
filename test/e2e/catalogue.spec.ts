import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { MESSAGE_DELAYS } from '@switchboard/shared';
import { newOrganizationOwner } from './organization-people';
import {
  addFields,
  newCategory,
  newSystem,
  organizationWithConnection,
  seededSystem,
  signInOn,
} from './catalogue-records';
import {
  closeDialogWithEscape,
  expectNoAxeViolations,
  screenshot,
  send,
  signIn,
  signInAt,
  uniqueTag,
  USERS,
} from './support';

/**
 * Every test counts and changes only what it makes: systems and categories of its own (named with the run's tag),
 * their fields, and organizations of its own with a connection made through the API. What it reads of the seeded
 * catalogue no spec changes: Salesforce (its name, its default setting fields), Internal data's default setting fields
 * and columns (which its organizations' connections are to), Amazon Alexa for Business and Ticketing shown.
 */
const tag = uniqueTag();
const systemName = `E2E System ${tag}`;
const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** A URL's query for one system, as a pattern (`systemName=E2E+System+…`). */
const systemParam = (name: string) =>
  new URLSearchParams({ systemName: name }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An OrgAdmin of an organization of the test's own, whose one connection, "intranet", is to Internal data. */
async function ownerOfIntranet(request: APIRequestContext, organization: string) {
  await signInOn(request, USERS.platform);
  return organizationWithConnection(request, organization, await seededSystem(request, 'Internal data'));
}

/**
 * Picks an option of a Cloudscape Select (its trigger is a button named by its label or current value). A list that
 * closed again before its option was clicked is opened again, as a user would: a select opened in a modal just after
 * another modal closed lost its list within 60 ms in 2 of 8 runs (the option "not stable", then detached).
 */
async function choose(scope: Locator, trigger: RegExp, option: string | RegExp) {
  const item = scope.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await scope.getByRole('button', { name: trigger }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Narrows a list screen with its text filter (the tables are paged). */
async function find(page: Page, plural: string, text: string) {
  const title = plural.charAt(0).toUpperCase() + plural.slice(1);
  await expect(page.getByRole('table', { name: title }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: `Filter ${plural}` }).fill(text);
}

async function catalogue(page: Page) {
  const answer = await page.request.get('/SetupProcessEntity/GetSystemLists', { headers });
  return (await answer.json()) as {
    SystemLists: { SystemListID: string; Name: string; SystemListCategoryID: string }[];
    SystemListCategories: { SystemListCategoryID: string; Category: string }[];
  };
}

async function connectionFieldsOf(page: Page, name: string) {
  const answer = await page.request.get(
    `/SetupProcessEntity/GetSystemListConnectionFields?systemName=${encodeURIComponent(name)}`,
    { headers },
  );
  return (await answer.json()) as { FieldName: string; FieldLabel: string; FieldType: string }[];
}

test('a PlatformAdmin adds a system and a connection field, opens it preselected by URL, edits and deletes it', async ({
  page,
  request,
}) => {
  // The new system's category, and another category whose one system has two connection fields, to filter by.
  await signInOn(request, USERS.platform);
  const category = await newCategory(request, `Custom ${tag}`);
  const other = await newSystem(request, `E2E CRM app ${tag}`, await newCategory(request, `CRM ${tag}`));
  await addFields(request, 'connection', other, [
    { FieldName: 'ClientId', FieldLabel: 'Consumer key', FieldType: 'String' },
    { FieldName: 'ApiVersion', FieldLabel: 'API version', FieldType: 'String' },
  ]);
  await signIn(page, USERS.platform);
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await nav.getByRole('link', { name: 'System list settings' }).click();
  await expect(page).toHaveURL(/\/catalogue\/systems$/);
  const systems = page.getByRole('table', { name: 'Systems' });
  await expect(systems.getByRole('row', { name: /^Amazon Alexa for Business/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('Ticketing');
  await expect(page.getByRole('table', { name: 'Categories' }).getByRole('row', { name: /Ticketing/ })).toBeVisible();
  await screenshot(page, 'catalogue-systems-platform-admin');

  // A system whose name is taken is refused with the server's message, and nothing is stored.
  await page.getByRole('button', { name: 'Add system' }).click();
  const add = page.getByRole('dialog', { name: 'Add system' });
  await add.getByLabel('Name').fill('salesforce');
  await choose(add, /^Category/, category.Category);
  await add.getByRole('button', { name: 'Add system' }).click();
  await expect(add.getByText('A system named Salesforce already exists.').first()).toBeVisible();
  await screenshot(page, 'catalogue-add-system-duplicate');

  // A new one.
  await add.getByLabel('Name').fill(systemName);
  await add.getByRole('button', { name: 'Add system' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('System added.')).toBeVisible();
  await find(page, 'systems', tag);
  await expect(systems.getByRole('row', { name: new RegExp(systemName) })).toContainText(category.Category);

  // Its connection field: bad input is refused on the field and nothing is stored.
  // (A full-page screenshot may fold the side navigation away: the next screen opens by its URL.)
  await page.goto('/catalogue/connection-fields');
  const fields = page.getByRole('table', { name: 'Connection fields' });
  await expect(fields.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Add connection field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add connection field' });
  await choose(addField, /^Category/, category.Category);
  await choose(addField, /^System/, systemName);
  await addField.getByLabel('Field name').fill('1 token');
  await addField.getByLabel('Label').fill('API token');
  await expect(
    addField.getByText('Field name must start with a letter and hold only letters, digits and _'),
  ).toBeVisible();
  await addField.getByRole('button', { name: 'Add connection field' }).click();
  await expect(addField.getByLabel('Field name')).toBeFocused();
  await screenshot(page, 'catalogue-add-connection-field-error');
  await addField.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  expect(await connectionFieldsOf(page, systemName)).toEqual([]);

  await page.getByRole('button', { name: 'Add connection field' }).click();
  await choose(addField, /^Category/, category.Category);
  await choose(addField, /^System/, systemName);
  await addField.getByLabel('Field name').fill('ApiToken');
  await addField.getByLabel('Label').fill('API token');
  await choose(addField, /^Field type/, /^Integer /);
  await addField.getByLabel(/Short description/).fill('The token the API asks for.');
  await addField.getByRole('button', { name: 'Add connection field' }).click();
  await expect(addField).toBeHidden();
  await expect(page.getByText('Connection field added.')).toBeVisible();

  // Opened with the spec's two page values: category and system preselected, the table holds only that system's.
  const query = new URLSearchParams({ categoryId: category.SystemListCategoryID, systemName });
  await page.goto(`/catalogue/connection-fields?${query}`);
  const filters = page.locator('.sb-list-filters');
  await expect(filters.getByRole('button', { name: /Category/ })).toContainText(category.Category);
  await expect(filters.getByRole('button', { name: /System/ })).toContainText(systemName);
  await expect(fields.getByRole('row')).toHaveCount(2);
  const row = fields.getByRole('row', { name: /API token/ });
  await expect(row).toContainText('ApiToken');
  await expect(row).toContainText('Integer');
  await expect(row).toContainText(systemName);
  await screenshot(page, 'catalogue-connection-fields-preselected');

  // A new field starts with the page's category and system.
  await page.getByRole('button', { name: 'Add connection field' }).click();
  await expect(addField.getByRole('button', { name: /^System/ })).toContainText(systemName);
  await addField.getByRole('button', { name: 'Cancel' }).click();

  // Edit it.
  await row.getByRole('button', { name: /^Edit connection field/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit connection field' });
  await expect(edit.getByLabel('Field name')).toHaveValue('ApiToken');
  await edit.getByLabel('Label').fill('API token (v2)');
  await choose(edit, /^Field type/, /^String /);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Connection field updated.')).toBeVisible();
  await expect(fields.getByRole('row', { name: /API token \(v2\)/ })).toContainText('String');
  expect(await connectionFieldsOf(page, systemName)).toMatchObject([
    { FieldLabel: 'API token (v2)', FieldType: 'String' },
  ]);

  // Changing the selects updates the URL and the table; another category drops a system that is not in it.
  await choose(filters, /Category/, other.Category);
  await expect(page).toHaveURL(/\?categoryId=[0-9a-f-]{36}$/);
  await expect(fields.getByRole('row', { name: /API token/ })).toHaveCount(0);
  await choose(filters, /System/, other.Name);
  await expect(page).toHaveURL(new RegExp(`${systemParam(other.Name)}(&|$)`));
  // The other system's two connection fields, and only those.
  await expect(fields.getByRole('row')).toHaveCount(3);
  await expect(fields.getByRole('row', { name: /^Consumer key/ })).toContainText('ClientId');
  await choose(filters, /Category/, 'All categories');
  await expect(page).toHaveURL(new RegExp(`/catalogue/connection-fields\\?${systemParam(other.Name)}$`));
  await choose(filters, /System/, 'All systems');
  await expect(page).toHaveURL(/\/catalogue\/connection-fields$/);
  await page.goto(`/catalogue/connection-fields?${query}`);

  // Delete it after "Are you sure ?".
  await fields
    .getByRole('row', { name: /API token/ })
    .getByRole('button', { name: /^Delete connection field/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete connection field' });
  await expect(confirm).toContainText('Are you sure?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Connection field deleted.')).toBeVisible();
  await expect(page.getByText(`${systemName} has no connection fields yet.`)).toBeVisible();
  expect(await connectionFieldsOf(page, systemName)).toEqual([]);

  // And the system.
  await page.goto('/catalogue/systems');
  await find(page, 'systems', tag);
  await systems
    .getByRole('row', { name: new RegExp(systemName) })
    .getByRole('button', { name: /^Delete system/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete system' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('System deleted.')).toBeVisible();
  await expect(systems.getByRole('row', { name: new RegExp(systemName) })).toHaveCount(0);
});

test('a system in use and a category that holds systems cannot be deleted, and say why up front', async ({
  page,
  request,
}) => {
  // A category of its own holding two systems: one used by the connection of an organization of its own, one unused.
  await signInOn(request, USERS.platform);
  const category = await newCategory(request, `Held ${tag}`);
  const used = await newSystem(request, `In use ${tag}`, category);
  const unused = await newSystem(request, `Unused ${tag}`, category);
  await organizationWithConnection(request, `Uses ${tag}`, used);

  await signInAt(page, USERS.platform, '/catalogue/systems');
  const systems = page.getByRole('table', { name: 'Systems' });
  await find(page, 'systems', used.Name);
  await expectNoAxeViolations(page);
  const deleteSystem = systems
    .getByRole('row', { name: new RegExp(`^${used.Name}`) })
    .getByRole('button', { name: /^Delete system/ });
  await expect(deleteSystem).toBeDisabled();
  const inUse = `${used.Name} is used by 1 connection(s) and cannot be deleted.`;
  await expect(deleteSystem).toHaveAccessibleDescription(inUse);
  await deleteSystem.focus();
  await expect(page.getByRole('tooltip')).toHaveText(inUse);
  await screenshot(page, 'catalogue-delete-system-in-use');
  // A system nobody uses can be.
  await page.getByRole('searchbox', { name: 'Filter systems' }).fill(unused.Name);
  await expect(
    systems.getByRole('row', { name: new RegExp(`^${unused.Name}`) }).getByRole('button', { name: /^Delete system/ }),
  ).toBeEnabled();

  const categories = page.getByRole('table', { name: 'Categories' });
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill(category.Category);
  const deleteCategory = categories
    .getByRole('row', { name: new RegExp(`^${category.Category}`) })
    .getByRole('button', { name: /^Delete category/ });
  await expect(deleteCategory).toBeDisabled();
  const holds = `${category.Category} holds 2 system(s): move or delete them first.`;
  await expect(deleteCategory).toHaveAccessibleDescription(holds);
  await deleteCategory.focus();
  await expect(page.getByRole('tooltip')).toHaveText(holds);
});

test('an OrgAdmin and Staff see the catalogue read-only', async ({ page, request }) => {
  // A system of its own with three default setting fields.
  await signInOn(request, USERS.platform);
  const system = await newSystem(request, `Read only ${tag}`, await newCategory(request, `Kept ${tag}`));
  await addFields(request, 'default setting', system, [
    { FieldName: 'QueryReturnLimit', FieldLabel: 'Query return limit', FieldType: 'Integer' },
    { FieldName: 'MinimumMatchScore', FieldLabel: 'Minimum match score', FieldType: 'Decimal' },
    { FieldName: 'IncludeExpired', FieldLabel: 'Include expired entries', FieldType: 'Boolean' },
  ]);
  for (const user of [USERS.orgAdmin, USERS.staff]) {
    await signInAt(page, user, '/catalogue/systems');
    const systems = page.getByRole('table', { name: 'Systems' });
    await expect(systems.getByRole('row', { name: /^Amazon Alexa for Business/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByText('Only a platform administrator changes it.')).toBeVisible();
    if (user === USERS.orgAdmin) await screenshot(page, 'catalogue-systems-org-admin');

    // A system's link opens its fields, preselected.
    await find(page, 'systems', system.Name);
    await systems
      .getByRole('row', { name: new RegExp(`^${system.Name}`) })
      .getByRole('link', { name: `Default setting fields of ${system.Name}` })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/catalogue/default-setting-fields\\?categoryId=.+&${systemParam(system.Name)}`),
    );
    const fields = page.getByRole('table', { name: 'Default setting fields' });
    await expect(fields.getByRole('row', { name: /Minimum match score/ })).toBeVisible();
    await expect(fields.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    if (user === USERS.orgAdmin) await screenshot(page, 'catalogue-default-fields-org-admin');

    await page.goto('/catalogue/connection-fields');
    await expect(page.getByRole('table', { name: 'Connection fields' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add|Edit|Delete) / })).toHaveCount(0);
    await page.context().clearCookies();
  }
});

/** The "intranet" connection of the signed-in user's organization, as the per-connection lists' query. */
async function intranetQuery(page: Page) {
  const connections = await send(page, 'GetIntegrationConfiguration');
  const intranet = connections.find((connection) => connection.ServiceInstanceName === 'intranet')!;
  return { IntegrationConfigurationID: intranet.IntegrationConfigurationID };
}

test('an OrgAdmin keeps the integration settings of their "intranet" connection', async ({ page, request }) => {
  // The console's clock: the column refusal's 12 s are moved on, not waited for.
  await page.clock.install();
  // An organization of its own (a retry makes another), its one connection to Internal data without settings.
  const { owner } = await ownerOfIntranet(request, `Settings ${tag}`);
  await signIn(page, owner);
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Integration settings' })
    .click();
  await expect(page).toHaveURL(/\/connections\/integration-settings$/);
  await expect(page.getByRole('button', { name: /^Connection (?!s)/ })).toContainText('Internal data: intranet');

  // Integration defaults: every default setting of Internal data, its value checked by type as the server does.
  const defaults = page.getByRole('table', { name: 'Default settings' });
  const limit = defaults.getByRole('row', { name: /Query return limit/ });
  await expect(limit).toContainText('Not set');
  await screenshot(page, 'integration-defaults');
  await limit.getByRole('button', { name: /^Edit default setting/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit default setting' });
  await edit.getByLabel('Value').fill('three');
  await expect(edit.getByText('Value must be a whole number for Query return limit (Integer)')).toBeVisible();
  // Its own range too, as the connection form has it: a limit of -3 is refused, and the hint says why.
  await expect(edit.getByText('A whole number between 1 and 100.')).toBeVisible();
  await edit.getByLabel('Value').fill('-3');
  await expect(edit.getByText('Value must be between 1 and 100 for Query return limit')).toBeVisible();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeVisible();
  await screenshot(page, 'integration-default-error');
  await edit.getByLabel('Value').fill('5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Default setting added.')).toBeVisible();
  await expect(limit).toContainText('5');
  await defaults
    .getByRole('row', { name: /Include expired entries/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await choose(edit, /^Value/, 'true');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(defaults.getByRole('row', { name: /Include expired entries/ })).toContainText('true');

  // Column name changes: a column of the system → a custom name.
  await page.getByRole('tab', { name: 'Column name changes' }).click();
  await expect(page).toHaveURL(/tab=column-names/);
  await page.getByRole('button', { name: 'Add column name change' }).first().click();
  const change = page.getByRole('dialog', { name: 'Add column name change' });
  await choose(change, /^Default column/, 'ShortDescription');
  await change.getByLabel('Custom name').fill('Summary');
  await screenshot(page, 'integration-add-column-change');
  await change.getByRole('button', { name: 'Add column name change' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('Column name change added.')).toBeVisible();
  const changes = page.getByRole('table', { name: 'Column name changes' });
  await expect(changes.getByRole('row', { name: /ShortDescription/ })).toContainText('Summary');
  await screenshot(page, 'integration-column-changes');

  // The same column again: the server's refusal stays on the form for the spec's 12 seconds of a column submit.
  await page.getByRole('button', { name: 'Add column name change' }).first().click();
  await choose(change, /^Default column/, 'ShortDescription');
  await change.getByLabel('Custom name').fill('Abstract');
  await change.getByRole('button', { name: 'Add column name change' }).click();
  // It names a field: the refusal shows on that field, with its label.
  await expect(change.getByText('This connection already has ShortDescription.')).toBeVisible();
  const refusal = change.getByText('Correct the fields marked in red.').first();
  await expect(refusal).toBeVisible();
  await screenshot(page, 'integration-column-change-refused');
  await page.clock.fastForward(MESSAGE_DELAYS.columnSubmit - 2_000);
  await expect(refusal).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(refusal).toBeHidden();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

  // Custom columns: a name and a type; a bad name is refused on the field.
  await page.getByRole('tab', { name: 'Custom columns' }).click();
  await page.getByRole('button', { name: 'Add custom column' }).first().click();
  const column = page.getByRole('dialog', { name: 'Add custom column' });
  await column.getByLabel('Name').fill('Region code');
  await expect(column.getByText('Name must start with a letter and hold only letters, digits and _')).toBeVisible();
  await column.getByLabel('Name').fill('RegionCode');
  await choose(column, /^Type/, /^Integer /);
  await column.getByRole('button', { name: 'Add custom column' }).click();
  await expect(column).toBeHidden();
  await expect(page.getByText('Custom column added.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Custom columns' }).getByRole('row', { name: /RegionCode/ }),
  ).toContainText('Integer');
  await screenshot(page, 'integration-custom-columns');

  // What the server holds for the connection.
  const id = new URL(page.url()).searchParams.get('IntegrationConfigurationID');
  const intranet = await intranetQuery(page);
  expect(id ?? intranet.IntegrationConfigurationID).toBe(intranet.IntegrationConfigurationID);
  expect(await send(page, 'GetCustomColumn', { query: intranet })).toMatchObject([
    { CustomColumnName: 'RegionCode', CustomColumnType: 'Integer' },
  ]);
  expect(await send(page, 'GetColumnNameChange', { query: intranet })).toMatchObject([
    { DefaultColumnName: 'ShortDescription', CustomColumnName: 'Summary' },
  ]);
  const values = await send(page, 'GetIntegrationDefaultSettingField', { query: intranet });
  expect(values.map(({ Name, Value }) => `${Name}=${Value}`).sort()).toEqual([
    'IncludeExpired=true',
    'QueryReturnLimit=5',
  ]);

  // The server applies the same rules the forms do.
  const post = async (route: string, data: object) => {
    const answer = await page.request.post(`/SetupProcessEntity/${route}`, { headers, data });
    return { status: answer.status(), body: (await answer.json()) as unknown };
  };
  const limitField = values.find((value) => value.Name === 'QueryReturnLimit')!;
  expect(
    await post('SubmitIntegrationDefaultSettingField', {
      IntegrationConfigurationID: intranet.IntegrationConfigurationID,
      SystemListDefaultSettingID: limitField.SystemListDefaultSettingID,
      Name: 'QueryReturnLimit',
      Value: 'three',
    }),
  ).toEqual({ status: 400, body: 'Value: must be a whole number for Query return limit (Integer)' });
  expect(await post('SubmitCustomColumn', { CustomColumnName: 'Orphan', CustomColumnType: 'String' })).toEqual({
    status: 400,
    body: 'IntegrationConfigurationID: is required: no connection exists for the chosen system',
  });
  expect(await send(page, 'GetCustomColumn', { query: intranet })).toHaveLength(1);
});

test('an OrgAdmin without connections is told none exists, and nothing can be sent', async ({ page, request }) => {
  const owner = await newOrganizationOwner(request, `No connections ${tag}`);
  await signInAt(page, owner, '/connections/integration-settings');
  // Nothing was chosen, so no error: where to begin.
  await expect(page.getByText('No connections yet')).toBeVisible();
  await expect(page.getByText('No connection exists for the chosen system')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await screenshot(page, 'integration-settings-no-connection');
  await page.getByRole('link', { name: 'Setup systems' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Setup systems' })).toBeVisible();
  await page.goBack();

  // Another organization's connection (the demo organization's seeded one) is not found, and nothing is stored under it.
  const seeded = '5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f01';
  const answer = await page.request.post('/SetupProcessEntity/SubmitCustomColumn', {
    headers,
    data: { IntegrationConfigurationID: seeded, CustomColumnName: 'Foreign', CustomColumnType: 'String' },
  });
  expect(answer.status()).toBe(404);
  await page.goto(`/connections/integration-settings?IntegrationConfigurationID=${seeded}`);
  await expect(
    page.getByText('No connection exists for the chosen system. Create the connection first.'),
  ).toBeVisible();
});

test('the catalogue and integration settings pages and their modals have no axe violations', async ({
  page,
  request,
}) => {
  // Eleven pages and their modals, each scanned by axe (2–5 s a scan on this machine).
  test.setTimeout(150_000);
  const { owner } = await ownerOfIntranet(request, `Axe ${tag}`);
  await signInAt(page, USERS.platform, '/catalogue/systems');
  await expect(page.getByRole('table', { name: 'Systems' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const noun of ['system', 'category']) {
    await page
      .getByRole('button', { name: `Add ${noun}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Add ${noun}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('dialog', { name: `Add ${noun}` })
      .getByRole('button', { name: 'Cancel' })
      .click();
  }
  // Only an empty category can be deleted: one is added, and its delete prompt checked.
  const empty = `Empty ${tag}`;
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('dialog', { name: 'Add category' }).getByLabel('Category', { exact: true }).fill(empty);
  await page.getByRole('dialog', { name: 'Add category' }).getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill(empty);
  await page.getByRole('button', { name: `Delete category ${empty}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete category' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted.')).toBeVisible();

  for (const [path, noun] of [
    ['/catalogue/default-setting-fields?systemName=Salesforce', 'default setting field'],
    ['/catalogue/connection-fields', 'connection field'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: `Add ${noun}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
    await dialog.getByLabel('Field name').fill('9');
    await expect(dialog.getByText(/Field name must start with a letter/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('button', { name: /^Details of/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await closeDialogWithEscape(page.getByRole('dialog'));
  }
  await page.context().clearCookies();

  await signInAt(page, owner, '/connections/integration-settings');
  await expect(page.getByRole('table', { name: 'Default settings' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /^Edit default setting/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit default setting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await closeDialogWithEscape(page.getByRole('dialog', { name: 'Edit default setting' }));
  for (const [tab, noun] of [
    ['Column name changes', 'column name change'],
    ['Custom columns', 'custom column'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table', { name: tab })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: `Add ${noun}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Add ${noun}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await closeDialogWithEscape(page.getByRole('dialog', { name: `Add ${noun}` }));
  }
});

test('an edit made from a stale form is refused with the conflict message, not saved over a change made meanwhile', async ({
  page,
}) => {
  await signIn(page, USERS.platform);
  const name = `E2E Category ${tag}`;
  const added = await page.request.post('/SetupProcessEntity/SubmitSystemListCategory', {
    headers,
    data: { Category: name },
  });
  expect(added.status()).toBeLessThan(300);
  await page.goto('/catalogue/systems');
  const categories = page.getByRole('table', { name: 'Categories' });
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill(name);
  await categories
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('button', { name: /^Edit category/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await expect(edit.getByRole('textbox', { name: 'Category' })).toHaveValue(name);

  // Another tab renames it meanwhile (the same session, straight to the API).
  const theirs = `${name} (theirs)`;
  const category = (await catalogue(page)).SystemListCategories.find((c) => c.Category === name)!;
  const renamed = await page.request.post('/SetupProcessEntity/UpdateSystemListCategory', {
    headers,
    data: { ...category, Category: theirs },
  });
  expect(renamed.status()).toBe(200);

  await edit.getByRole('textbox', { name: 'Category' }).fill(`${name} (mine)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Someone else changed this category since you opened it.')).toBeVisible();
  const stored = (await catalogue(page)).SystemListCategories.find(
    (c) => c.SystemListCategoryID === category.SystemListCategoryID,
  );
  expect(stored?.Category).toBe(theirs);
  await page.request.post(`/SetupProcessEntity/DeleteSystemListCategory?id=${category.SystemListCategoryID}`, {
    headers,
  });
});
