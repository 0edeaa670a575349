import { importSampleQnAs, sharedData } from './help-import-steps';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, signIn, uniqueTag } from './support';

/**
 * Issue 33 item 5 in the console: the three import modes (replace asks for the organization's name, exactly) and
 * "Undo this import" from the import's row under Past imports, which says what it restored.
 */
test('imports in the three modes, replace after typing the name, then undoes the replace', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const organization = `Undo ${uniqueTag()}`;
  await signIn(page, await newOrganizationOwner(request, organization), '/help/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export help Q&A' })).toBeVisible();
  const input = page.locator('input[type="file"]');
  const importAll = page.getByRole('button', { name: 'Import all valid rows' });
  const history = page.getByRole('table', { name: 'Past imports' });

  // Add new and update matching (the default): QnA Maker's SampleQnAs.tsv, 11 entries.
  await importSampleQnAs(page);
  await expect(
    history.getByRole('row', { name: /Add new and update matching 11 added, 0 changed, 0 deleted/ }),
  ).toBeVisible();

  // Add new only: basic-kb.tsv, 16 more.
  await page.getByRole('radio', { name: /Add new only/ }).check();
  await input.setInputFiles({
    name: 'basic-kb.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: sharedData('qnamaker-sample-kbs/basic-kb.tsv'),
  });
  await expect(page.getByTestId('count-new')).toHaveText('16');
  await importAll.click();
  await expect(page.getByText(/16 new and 0 changed entries stored/)).toBeVisible();

  // Replace: QnABot's blog samples; the 27 stored entries it does not hold would go, once the name is typed.
  await page.getByRole('radio', { name: /JSON \(QnABot/ }).check();
  await page.getByRole('radio', { name: /Replace the whole knowledge base/ }).check();
  await input.setInputFiles({
    name: 'blog-samples-final.json',
    mimeType: 'application/json',
    buffer: sharedData('qnabot/blog-samples-final.json'),
  });
  await expect(page.getByTestId('replace-deletes')).toHaveText(
    '27 stored entries that the file does not hold would be deleted',
  );
  await expect(importAll).toBeDisabled();
  const name = page.getByRole('textbox', { name: 'Organization name' });
  await name.fill(organization.toLowerCase());
  await expect(page.getByText('Does not match the organization’s name yet.')).toBeVisible();
  await expect(importAll).toBeDisabled();
  await name.fill(organization);
  await expectNoAxeViolations(page);
  await importAll.click();
  await expect(page.getByText(/20 new and 0 changed entries stored; 0 unchanged; 27 deleted;/)).toBeVisible();
  const replaced = history.getByRole('row', {
    name: /Replace the whole knowledge base 20 added, 0 changed, 27 deleted/,
  });
  await expect(replaced).toBeVisible();

  // Undo from the import's row: asked once, then it says what it restored.
  await replaced.getByRole('button', { name: /Undo the import of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('20 added, 0 changed, 27 deleted');
  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByTestId('undo-message')).toHaveText(
    'Removed 20 added, restored 0 changed, recreated 27 deleted.',
  );
  await expect(
    history.getByRole('row', { name: /Removed 20 added, restored 0 changed, recreated 27 deleted\./ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
