import { chooseSharedFile, importSampleQnAs } from './help-import-steps';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, send, signIn, uniqueTag } from './support';

/**
 * Issue 33 item 5: replacing the knowledge base deletes only what the user saw in the preview. An entry added after
 * the preview (here by another tab, through the API) stays, and the result names it.
 */
test('a replace keeps an entry added after its preview and names it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const organization = `Replace ${uniqueTag()}`;
  await signIn(page, await newOrganizationOwner(request, organization), '/help/import');
  const importAll = page.getByRole('button', { name: 'Import all valid rows' });

  await importSampleQnAs(page);

  await page.getByRole('radio', { name: /Replace the whole knowledge base/ }).check();
  await chooseSharedFile(page, 'json', 'qnabot/blog-samples-final.json');
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
