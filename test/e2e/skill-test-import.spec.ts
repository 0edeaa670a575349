import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './secret-scan';
import { downloaded } from './skill-test-support';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';
import { thirdPartyFile, thirdPartyPath } from '../third-party';

/**
 * Issue 30 item 4 in the browser: a real Botium convo (botium-bindings' give_me_a_picture, whose MEDIA asserter is
 * not checked here) imported with its warning shown before saving, saved, run to its result page, and exported back
 * as a convo; a Rasa training file is refused, naming what the import reads.
 */
const stamp = Date.now().toString(36).toUpperCase();
const FILES = 'test-results/skill-test-import';

/**
 * The Botium file, its name line made unique to this run (the list may hold earlier runs' imports) and accented,
 * saved as Windows Notepad's "ANSI" saves it: Windows-1252 (é one byte, which UTF-8 would read as U+FFFD).
 */
function convoFile(name: string): string {
  mkdirSync(FILES, { recursive: true });
  const path = join(FILES, 'give_me_a_picture.convo.txt');
  const text = thirdPartyFile('botium/give_me_a_picture.convo.txt').replace(/^give me picture/, name);
  writeFileSync(path, text, 'latin1');
  return path;
}

test('skill tests: import a Botium convo (warning in the preview), save, run, result page, export', async ({
  page,
}) => {
  const name = `give me picture café ${stamp}`;
  await signIn(page, USERS.orgAdmin);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Skill tests' }).click();
  const table = page.getByRole('table', { name: 'Skill tests' });

  await page.getByRole('button', { name: 'Import tests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tests' });
  // A file that is no test file: refused, saying what the import reads.
  await dialog.locator('input[type="file"]').setInputFiles(thirdPartyPath('rasa', 'nlu.yml'));
  await expect(dialog.getByText('This file cannot be imported')).toBeVisible();
  await expect(dialog).toContainText('nlu.yml is not a test file this import reads (it is Rasa training data');
  await expect(dialog).toContainText('Expected a Botium convo (.convo.txt');

  // The Botium file: one test of two steps, its warning shown before anything is saved.
  await dialog.locator('input[type="file"]').setInputFiles(convoFile(name));
  await expect(dialog).toContainText('give_me_a_picture.convo.txt: Botium convo (.convo.txt), 1 test(s) to import.');
  await expect(dialog.getByRole('heading', { name: new RegExp(name) })).toContainText('(2 steps)');
  await expect(dialog.getByRole('list', { name: `Warnings of ${name}` })).toHaveText(
    `${name}: message 4: MEDIA is not checked here and was left out.`,
  );
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  // The JSON editor shows the converted definition before saving.
  await dialog.getByRole('button', { name: `Edit JSON of ${name}` }).click();
  await expect(dialog.getByRole('group', { name: `Test JSON of imported test 1, ${name}` })).toContainText(
    'Hello, Bot!',
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-test-import-preview');
  await dialog.getByRole('button', { name: 'Save 1 test' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`1 skill test(s) imported from give_me_a_picture.convo.txt.`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Never run');

  // Run: its result page shows each step.
  await row.getByRole('button', { name: `Run skill test ${name}` }).click();
  await expect(page).toHaveURL(/\/skilltest\/TestSkillResult\?Id=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/\d of 2 steps passed/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Steps' })).toContainText('give me a picture');
  await expectNoAxeViolations(page);

  // Export: the definition as a Botium convo, read back into the same steps by the import.
  await page.goto('/skilltest/index');
  await page.getByRole('button', { name: `Edit JSON of skill test ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit JSON: ${name}` })).toBeVisible();
  const convo = await downloaded(page, 'Export as Botium convo');
  expect(convo.name).toBe(`${name}.convo.txt`);
  expect(convo.text).toBe(
    `${name}\n\n#me\nHello, Bot!\n\n#bot\nTEXT_CONTAINS_ALL You said: Hello, Bot!\n\n#me\ngive me a picture\n\n#bot\nTEXT_CONTAINS_ALL Here is a picture\n`,
  );
  await expectNoAxeViolations(page);
});
