import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { messages } from '@switchboard/shared';
import { expect, test } from './secret-scan';
import { addTest, downloaded, send } from './skill-test-support';
import { E2E_PASSWORD, screenshot, signIn, USERS } from './support';

const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** Every file the browser is handed from now on. */
function downloadsOf(page: Page): Download[] {
  const files: Download[] = [];
  page.on('download', (file) => files.push(file));
  return files;
}

/** Ends the session on the server (signed out elsewhere with the same cookie), as forms.spec.ts does. */
async function endSession(page: Page) {
  expect((await page.request.post('/Auth/Logout', { headers })).status()).toBe(200);
}

const textOf = async (file: Download) => readFileSync((await file.path())!, 'utf8');

test('a run’s downloads: an expired session asks to sign in (no file), then the file comes; a refusal says why', async ({
  page,
}) => {
  await signIn(page, USERS.otherAdmin);
  const tag = randomUUID().slice(0, 8);
  const name = `Downloads ${tag}`;
  const id = await addTest(page, name, [{ say: `zxqv plorb ${tag}`, expect: { noMatch: true } }]);
  const [run] = (await send(page, 'RunSingleTest', { query: { id } })) as { RunID: string }[];
  await page.goto(`/skilltest/TestSkillResult?Id=${run!.RunID}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const files = downloadsOf(page);

  await endSession(page);
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const expired = page.getByRole('dialog', { name: 'Your session expired' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText(messages.msg_session_expired);
  await screenshot(page, 'download-session-expired');
  expect(files, 'no file while the session is gone').toHaveLength(0);

  // Signing in again sends the download once more: the CSV, not the "Redirect" answer.
  await expired.getByLabel('Password').fill(E2E_PASSWORD);
  const csvFile = page.waitForEvent('download');
  await expired.getByRole('button', { name: 'Sign in' }).click();
  const csv = await csvFile;
  await expect(expired).toBeHidden();
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^Downloads-${tag}-[\\dT-]+\\.csv$`));
  const csvText = await textOf(csv);
  expect(csvText).toContain(`zxqv plorb ${tag}`);
  expect(csvText).not.toContain('Redirect');

  const junit = await downloaded(page, 'Download JUnit XML');
  expect(junit.name).toMatch(new RegExp(`^Downloads-${tag}-[\\dT-]+\\.xml$`));
  expect(junit.text).toMatch(/^<\?xml /);
  expect(junit.text).toContain('failures="0"');

  // The test (and so the run) deleted meanwhile: the API's message shows, and no file is saved.
  await send(page, 'deleteSkillTest', { query: { id } });
  await page.getByRole('button', { name: 'Download JUnit XML' }).click();
  await expect(page.getByText(`The file could not be downloaded: ${messages.msg_not_found}`)).toBeVisible();
  expect(files).toHaveLength(2);
});

test('the Help Q&A export under an expired session: giving up goes to sign-in with no file; signed in, the file', async ({
  page,
}) => {
  await signIn(page, USERS.otherAdmin);
  const question = `Where is the download desk ${randomUUID().slice(0, 8)}?`;
  await send(page, 'AddHelp', {
    body: { ShortDescription: question, LongDescription: 'Next to the lifts.', MediaType: '', MediaUrl: '' },
  });
  await page.goto('/help/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export help Q&A' })).toBeVisible();
  const files = downloadsOf(page);

  await endSession(page);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const expired = page.getByRole('dialog', { name: 'Your session expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Go to the sign-in page', exact: true }).click();
  await expect(page).toHaveURL(/\/Account\/Login\?returnTo=%2Fhelp%2Fimport$/);
  expect(files, 'no file while the session is gone').toHaveLength(0);

  await page.getByLabel('Email').fill(USERS.otherAdmin);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/help\/import$/);
  const exported = await downloaded(page, 'Export CSV');
  expect(exported.name).toBe('help-entries.csv');
  expect(exported.text).toContain(question);
  expect(exported.text).toContain('Next to the lifts.');
});
