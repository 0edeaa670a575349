import { bulkChunks, parseBulkFile } from '@switchboard/shared';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, send, signIn, uniqueTag } from './support';

/** A public file beside the checkout (../shared/data, SOURCES.md: Microsoft's QnA Maker samples, MIT). */
const sharedData = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'data', path), 'utf8');

/** Imports a QnA Maker TSV through ImportHelp, as the import page sends it. */
async function importTsv(page: Page, path: string) {
  const chunks = bulkChunks(parseBulkFile('tsv', sharedData(path)).entries);
  for (const [index, Entries] of chunks.entries())
    await send(page, 'ImportHelp', { body: { Entries, MoreChunks: index < chunks.length - 1 } });
}

test('Help Q&A search asks the server: entries past the first 100 are found and the count says what is true', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await newOrganizationOwner(request, `Help search ${uniqueTag()}`));
  // Oldest first: the Bot Framework FAQ (8 of its 11 entries name it), then 106 newer entries (one names it too), so
  // the first page of 100 holds only that one.
  await importTsv(page, 'qnamaker-sample-kbs/SampleQnAs.tsv');
  await importTsv(page, 'chitchat/qna_chitchat_professional.tsv');
  await importTsv(page, 'qnamaker-sample-kbs/basic-kb.tsv');

  await page.goto('/help');
  const table = page.getByRole('table', { name: 'Help Q&A' });
  const heading = page.getByRole('heading', { level: 1, name: /^Help Q&A/ });
  await expect(heading).toContainText('(100+)');
  await expect(table.getByText('Why did Microsoft develop the Bot Framework?')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Filter help entries' });
  await search.fill('bot FRAMEWORK');
  await expect(page.getByText('9 matches', { exact: true }).first()).toBeVisible();
  await expect(heading).toContainText('(9)');
  await expect(table.getByText('Why did Microsoft develop the Bot Framework?')).toBeVisible();
  await expect(table.getByText('Do I need to use Bot Framework in order to use QnA Maker?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]filter=bot\+FRAMEWORK/);
  await expectNoAxeViolations(page);

  // A shared link (or a reload) searches again.
  await page.reload();
  await expect(page.getByText('9 matches', { exact: true }).first()).toBeVisible();
  await expect(search).toHaveValue('bot FRAMEWORK');

  await search.fill('no such words anywhere');
  await expect(page.getByText('0 matches', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('No matches')).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: 'Clear filter' }).click();
  await expect(heading).toContainText('(100+)');
  await expect(page).not.toHaveURL(/filter=/);
});
