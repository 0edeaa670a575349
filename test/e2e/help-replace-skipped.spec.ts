import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, send, signIn, uniqueTag } from './support';

const sharedData = (path: string) => readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'data', path));

/**
 * Issue 33 item 5: replacing the knowledge base deletes only what the user saw in the preview. An entry added after
 * the preview (here by another tab, through the API) stays, and the result names it.
 */
test('a replace keeps an entry added after its preview and names it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const organization = `Replace ${uniqueTag()}`;
  await signIn(page, await newOrganizationOwner(request, organization), '/help/import');
  const input = page.locator('input[type="file"]');
  const importAll = page.getByRole('button', { name: 'Import all valid rows' });

  await page.getByRole('radio', { name: /TSV \(QnA Maker\)/ }).check();
  await input.setInputFiles({
    name: 'SampleQnAs.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: sharedData('qnamaker-sample-kbs/SampleQnAs.tsv'),
  });
  await expect(page.getByTestId('count-new')).toHaveText('11');
  await importAll.click();
  await expect(page.getByText(/11 new and 0 changed entries stored/)).toBeVisible();

  await page.getByRole('radio', { name: /JSON \(QnABot/ }).check();
  await page.getByRole('radio', { name: /Replace the whole knowledge base/ }).check();
  await input.setInputFiles({
    name: 'blog-samples-final.json',
    mimeType: 'application/json',
    buffer: sharedData('qnabot/blog-samples-final.json'),
  });
  await expect(page.getByTestId('replace-deletes')).toHaveText(
    '11 stored entries that the file does not hold would be deleted',
  );
  await send(page, 'AddHelp', {
    body: { ShortDescription: 'Where is the late-added entry?', LongDescription: 'Added after the preview.' },
  });
  await page.getByRole('textbox', { name: 'Organization name' }).fill(organization);
  await importAll.click();
  await expect(page.getByText(/20 new and 0 changed entries stored; 0 unchanged; 11 deleted;/)).toBeVisible();
  await expect(page.getByText('Entries not deleted')).toBeVisible();
  await expect(page.getByText('1 entry was added or changed after the preview, so it was kept:')).toBeVisible();
  await expect(page.getByTestId('replace-skipped')).toContainText('Where is the late-added entry?');
  await expectNoAxeViolations(page);
});
