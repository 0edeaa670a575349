import { messages, relayCall, routes, SKILL_TESTS_PAGE_SIZE } from '@switchboard/shared';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteDefinitionFile } from './files-bucket';
import { expect, test } from './secret-scan';
import { addTest, downloaded, send } from './skill-test-support';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

const stamp = Date.now().toString(36).toUpperCase();
const FILES = 'test-results/skill-tests';

/** A small definition file, as a tester would upload it. */
function fixture(name: string, content: string): string {
  mkdirSync(FILES, { recursive: true });
  const path = join(FILES, name);
  writeFileSync(path, content);
  return path;
}

const definition = (say: string) =>
  JSON.stringify({ version: 1, name: 'Greetings', steps: [{ say, expect: { noMatch: false } }] }, null, 2);

async function openSkillTests(page: Page) {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Skill tests' }).click();
  await expect(page).toHaveURL(/\/skilltest\/index(\?.*)?$/);
  return page.getByRole('table', { name: 'Skill tests' });
}

/** Replaces the text of the editor's code mode (Ace) as a paste would. */
async function typeCode(page: Page, editor: Locator, text: string) {
  await editor.locator('.ace_content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

async function switchMode(editor: Locator, mode: 'Tree' | 'Code' | 'Form' | 'View') {
  await editor.locator('button.jsoneditor-modes').click();
  await editor.page().locator('.jsoneditor-contextmenu').getByRole('button', { name: mode, exact: true }).click();
  await expect(editor.locator('button.jsoneditor-modes')).toContainText(mode);
}

test('skill tests: add by upload (after refusals), edit, the JSON editor, run, delete', async ({ page }) => {
  const name = `E2E skill test ${stamp}`;
  await signIn(page, USERS.orgAdmin);
  const table = await openSkillTests(page);
  await expectNoAxeViolations(page);

  // Add (the header's button; an empty list offers one too): nothing chosen is refused before any round trip, then
  // a .txt file, then the .json file is taken.
  await page.getByRole('button', { name: 'Add skill test' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add skill test' });
  await add.getByRole('button', { name: 'Add skill test' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('The test definition file was not found. Please upload a .json file.')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.locator('input[type="file"]').setInputFiles(fixture('notes.txt', 'not a test'));
  await expect(add.getByText('Please choose a valid .json file.')).toBeVisible();
  await add.getByRole('button', { name: 'Add skill test' }).click();
  await expect(add).toBeVisible();
  // A report by email needs its address.
  await add.getByLabel('Send the report by email').click();
  await add.getByRole('button', { name: 'Add skill test' }).click();
  await expect(add.getByText(/Report email is required/)).toBeVisible();
  await add.getByLabel('Send the report by email').click();
  await add.locator('input[type="file"]').setInputFiles(fixture('greetings.JSON', definition('hello there')));
  await expect(add.getByText('Please choose a valid .json file.')).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-tests-add');
  await add.getByRole('button', { name: 'Add skill test' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Skill test added.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('None');
  await expect(row).toContainText('Never run');

  // Edit: the stored file alone is enough; the schedule shows with its next run.
  await page.getByRole('button', { name: `Edit skill test ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit skill test' });
  await expect(edit.getByText('Current file:')).toBeVisible();
  await edit.getByRole('button', { name: /Schedule/ }).click();
  await edit.getByRole('option', { name: 'Daily' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Skill test updated.')).toBeVisible();
  await expect(row).toContainText('Daily');
  await expect(row).toContainText(/Next run \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await screenshot(page, 'skill-tests-list');

  // The JSON editor replaces the list; its modes; invalid content blocks Save and is named; a fix saves.
  await page.getByRole('button', { name: `Edit JSON of skill test ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit JSON: ${name}` })).toBeVisible();
  await expect(table).toBeHidden();
  const editor = page.getByRole('group', { name: `Test JSON of ${name}` });
  await expect(editor).toContainText('hello there');
  await expectNoAxeViolations(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  for (const mode of ['Form', 'View', 'Tree', 'Code'] as const) await switchMode(editor, mode);
  await typeCode(page, editor, '{ "steps": [] }');
  await expect(page.getByText('steps: must have at least one step')).toBeVisible();
  await expect(save).toBeDisabled();
  await typeCode(page, editor, '{ "steps": [');
  await expect(page.getByText(/The file is not valid JSON/)).toBeVisible();
  await expect(save).toBeDisabled();
  await screenshot(page, 'skill-tests-json-invalid');
  await typeCode(page, editor, definition('good morning'));
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await screenshot(page, 'skill-tests-json-full-screen');
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await save.click();
  await expect(page.getByText('Test JSON saved successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to skill tests' }).click();
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: `Edit JSON of skill test ${name}` }).click();
  await expect(editor).toContainText('good morning');
  await screenshot(page, 'skill-tests-json');
  // Unsaved changes ask before Back drops them.
  await switchMode(editor, 'Code');
  await typeCode(page, editor, definition('changed, not saved'));
  await page.getByRole('button', { name: 'Back to skill tests' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(table).toBeVisible();

  // Run: the result page of the run opens.
  await page.getByRole('button', { name: `Run skill test ${name}` }).click();
  await expect(page).toHaveURL(/\/skilltest\/TestSkillResult\?Id=[\w-]+$/);
  const runUrl = page.url();
  await page.goto('/skilltest/index');
  const lastRun = table.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: /Last run of/ });
  await expect(lastRun).toContainText(/\d+% · (Passed|Failed)/);
  await expect(lastRun).toHaveAttribute('href', new URL(runUrl).pathname + new URL(runUrl).search);

  // Delete asks, naming the test.
  await page.getByRole('button', { name: `Delete skill test ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete skill test' });
  await expect(confirm).toContainText(`Are you sure you want to delete the skill test "${name}"?`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-tests-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Skill test deleted.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('skill tests for Staff: every page number over more than 25 tests, no-match, and a test from the Help Q&A', async ({
  page,
}) => {
  await signIn(page, USERS.staff);
  const count = SKILL_TESTS_PAGE_SIZE + 3;
  for (let index = 0; index < count; index += 1) {
    const { route, body } = relayCall('addSkillTest', {
      body: {
        Id: crypto.randomUUID(),
        Name: `Paged ${stamp} ${String(index).padStart(2, '0')}`,
        ScheduleType: '0',
        SendReportAsEmail: false,
        ReportEmail: '',
        Url: '',
        TestDefinitionJson: definition(`question ${index}`),
      },
    });
    const answer = await page.request.post(routes[route].path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: body,
    });
    expect(answer.status()).toBe(200);
  }

  const table = await openSkillTests(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await page.getByLabel('Filter skill tests').fill(`Paged ${stamp}`);
  await expect(pages.getByRole('button', { name: 'Page 2 of 2' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Paged/ })).toHaveCount(SKILL_TESTS_PAGE_SIZE);
  await pages.getByRole('button', { name: 'Page 2 of 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row', { name: /Paged/ })).toHaveCount(count - SKILL_TESTS_PAGE_SIZE);
  await page.getByLabel('Filter skill tests').fill('');
  // Unfiltered, every page number shows (no ellipsis), however many tests the organization has.
  const total = await pages.getByRole('listitem').count();
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(pages.getByRole('button', { name: `Page ${total} of ${total}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-tests-pages');

  await page.getByLabel('Filter skill tests').fill(`nothing like this ${stamp}`);
  await expect(page.getByText('No matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).first().click();

  // A regression test of the Help Q&A asks every question of the live entries: one is added first.
  const help = await page.request.post(routes.AddHelp.path, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      ShortDescription: `Where is the skill test lounge ${stamp}?`,
      LongDescription: 'On the roof.',
      MediaType: 'image',
      MediaUrl: 'https://cdn.example.com/lounge.png',
    },
  });
  expect(help.status()).toBe(201);
  await page.getByRole('button', { name: 'Create from Help Q&A' }).click();
  await expect(page.getByText(/Regression test ".+" created from the Help Q&A\./)).toBeVisible();
});

test('a run whose definition file is gone: RunSingleTest answers Failed, the modal says why, no result page', async ({
  page,
}) => {
  await signIn(page, USERS.orgAdmin);
  const name = `Missing file ${stamp}`;
  const id = await addTest(page, name, [{ say: 'hello there', expect: { noMatch: false } }]);
  const { Url } = (await send(page, 'GetTest', { query: { id } })) as { Url: string };
  const { OrganizationID } = (await send(page, 'Me')) as { OrganizationID: string };
  await deleteDefinitionFile(OrganizationID, Url);

  const table = await openSkillTests(page);
  await page.getByLabel('Filter skill tests').fill(name);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/Utilities/') && (response.request().postData() ?? '').includes('RunSingleTest'),
  );
  await table.getByRole('button', { name: `Run skill test ${name}` }).click();
  const wrapper = (await (await answered).json()) as { ResponseBody: string };
  expect(JSON.parse(wrapper.ResponseBody)).toEqual([
    expect.objectContaining({ Status: 'Failed', Message: messages.msg_skill_test_file_not_found }),
  ]);

  const modal = page.getByRole('dialog', { name: `Run ${name}` });
  await expect(modal.getByText('The test did not run')).toBeVisible();
  await expect(modal).toContainText(`The test could not run. ${messages.msg_skill_test_file_not_found}`);
  await expect(page).toHaveURL(/\/skilltest\/index(\?.*)?$/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-tests-run-failed');
  // The footer's Close (the header's X is named Close too).
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Never run');
});

test('the JSON editor offers the definition format’s JSON Schema as skilltest.schema.json', async ({ page }) => {
  await signIn(page, USERS.staff);
  const name = `Schema ${stamp}`;
  await addTest(page, name, [{ say: 'hello there', expect: { noMatch: false } }]);
  const table = await openSkillTests(page);
  await page.getByLabel('Filter skill tests').fill(name);
  await table.getByRole('button', { name: `Edit JSON of skill test ${name}` }).click();
  await expect(page.getByRole('group', { name: `Test JSON of ${name}` })).toContainText('hello there');

  const schema = await downloaded(page, 'Download JSON Schema');
  expect(schema.name).toBe('skilltest.schema.json');
  const parsed = JSON.parse(schema.text) as {
    properties: Record<string, { type?: string; items?: { required?: string[] } }>;
    required: string[];
  };
  expect(parsed.required).toContain('steps');
  expect(parsed.properties.steps?.type).toBe('array');
  expect(parsed.properties.steps?.items?.required).toEqual(expect.arrayContaining(['say', 'expect']));
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-tests-json-schema-button');
});

test('a definition file refused for its content says all of it on the file, and a valid file clears it', async ({
  page,
}) => {
  await signIn(page, USERS.orgAdmin);
  await openSkillTests(page);
  await page.getByRole('button', { name: 'Add skill test' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add skill test' });
  await add.getByLabel('Name').fill(`E2E refused file ${stamp}`);
  const broken = JSON.stringify({ steps: [{ say: '', expect: { minScore: 2 } }] });
  await add.locator('input[type="file"]').setInputFiles(fixture('two-problems.json', broken));
  await add.getByRole('button', { name: 'Add skill test' }).click();
  // Both problems of the one file, on the file, in one sentence without the label repeated; no box beside it.
  const problems = add.getByText(
    'The test definition is not valid: steps[0].say: must not be empty; steps[0].expect.minScore: must be at most 1',
    { exact: true },
  );
  await expect(problems).toBeVisible();
  await expect(add.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'skill-tests-refused-file');
  await add.locator('input[type="file"]').setInputFiles(fixture('fine.json', definition('fine now')));
  await expect(problems).toBeHidden();
  await expect(add.getByText(/must be at most 1/)).toHaveCount(0);
  await add.getByRole('button', { name: 'Add skill test' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Skill test added.')).toBeVisible();

  // The list's message stays on the list: the next page (here through the side navigation) does not show it.
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Usage logs' }).click();
  await expect(page).toHaveURL(/\/usage-logs$/);
  await expect(page.getByText('Skill test added.')).toHaveCount(0);
});
