import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, send, signIn } from './support';

/**
 * Issue 13 item 5 for imports: the dry-run preview lists the rows whose question an existing entry already answers,
 * each with a link that opens that entry's details in a new tab; the rows still import.
 */
test('the import preview warns of a row another entry already answers and links to that entry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `n${Date.now()}`;
  // An organization of its own: what another spec left in a shared one (help-bulk.spec.ts's 520 entries) changes
  // what the engine calibrates as "answers", and whether its index is being built at this moment.
  await signIn(page, await newOrganizationOwner(request, `Near-duplicates ${tag}`));
  // A few entries, each phrased several ways (the engine calibrates what "answers" means on them).
  const addEntry = async (ShortDescription: string, LongDescription: string) =>
    (await send(page, 'AddHelp', { body: { ShortDescription, LongDescription } })).HelpID;
  const HelpID = await addEntry(
    `How do I reset my password ${tag}?;I forgot my password ${tag};Change my password ${tag}`,
    `Use the self-service portal ${tag}.`,
  );
  await addEntry(`Where can I park my car ${tag}?;Is there parking for employees ${tag}?`, 'In the garage.');
  await addEntry(`What is the guest wifi password ${tag}?;How do I connect to the wifi ${tag}?`, 'Ask reception.');

  await page.goto('/help/import');
  await page.getByRole('radio', { name: /TSV \(QnA Maker\)/ }).check();
  const file = [
    'Question\tAnswer',
    `How can I reset my password ${tag}?\tAsk the IT desk.`,
    `Which programming language is the best ${tag}?\tThe one your team knows.`,
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'faq.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(file, 'utf8'),
  });
  await expect(page.getByTestId('count-new')).toHaveText('2');
  await expect(page.getByText('1 question(s) may be near-duplicates')).toBeVisible();
  await expect(page.getByText(/^1 of the 2 questions checked are already answered by another entry\./)).toBeVisible();
  const warnings = page.getByRole('table', { name: 'Preview: near-duplicates' });
  const row = warnings.getByRole('row', { name: new RegExp(`^2 How can I reset my password ${tag}\\?`) });
  await expect(row).toContainText(`password ${tag}`);
  await expect(warnings.getByRole('row')).toHaveCount(2); // the header and the one warning
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-import-near-duplicates');

  const link = row.getByRole('link', { name: /Open that entry \(line 2\)/ });
  await expect(link).toHaveAttribute('href', `/help?entry=${HelpID}`);
  const [entry] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  const details = entry.getByRole('dialog', { name: `Help entry How do I reset my password ${tag}?` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(`Use the self-service portal ${tag}.`);
  await entry.close();

  // A warning only: both rows import.
  await page.getByRole('button', { name: 'Import all valid rows' }).click();
  await expect(page.getByText(/2 new and 0 changed entries stored/)).toBeVisible();
});
