import type { Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { routes } from '@switchboard/shared';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, signIn } from './support';
import { thirdPartyPath } from '../third-party';

/** A QnA Maker TSV of 520 entries (two chunks of the import), one of them twice phrased, and one invalid row. */
function qnaMakerFile(tag: string): Buffer {
  const rows = ['\uFEFFQuestion\tAnswer\tSource\tMetadata'];
  for (let i = 1; i <= 520; i++) rows.push(`Where is room ${i} ${tag}?\tRoom ${i} is on floor ${i % 7}.\tfaq\t`);
  rows.push(`How do I find room 1 ${tag}?\tRoom 1 is on floor 1.\tfaq\t`);
  rows.push(`Where is room 2 ${tag}?\tA second answer to the same question.\tfaq\t`); // line 523
  return Buffer.from(rows.join('\r\n'), 'utf8');
}

test('an administrator previews a QnA Maker TSV, sees its invalid row, imports it with progress', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // the answering index of the 520 entries is built by its job (up to 90 s below)
  const tag = `t${Date.now()}`;
  // An organization of its own: its index is built from these 520 entries alone, while the specs running beside
  // this one add help entries to the seeded organizations (a retry, too, starts from none). Staff's right to import
  // is proven by test/api/help-bulk.test.ts.
  await signIn(page, await newOrganizationOwner(request, `Bulk import ${tag}`));
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Import and export help Q&A' })
    .click();
  await expect(page).toHaveURL(/\/help\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export help Q&A' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A file whose extension is not the chosen format's is refused with the spec's message.
  await page.getByRole('radio', { name: /TSV \(QnA Maker\)/ }).check();
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'rooms.csv', mimeType: 'text/csv', buffer: qnaMakerFile(tag) });
  await expect(page.getByText('Please choose .tsv file')).toBeVisible();

  await input.setInputFiles({ name: 'rooms.tsv', mimeType: 'text/tab-separated-values', buffer: qnaMakerFile(tag) });
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByTestId('count-new')).toHaveText('520');
  await expect(page.getByTestId('count-invalid')).toHaveText('1');
  const invalid = page.getByRole('table', { name: 'Preview: invalid rows' });
  await expect(invalid.getByRole('row', { name: /523 questions This question is already in line 3\./ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-import-preview');

  // The second chunk waits until the bar has shown the first one's progress.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route('**/SetupProcessEntity/ImportHelp', async (route: Route) => {
    if (++calls === 2) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import all valid rows' }).click();
  const bar = page.getByRole('progressbar');
  await expect(page.getByText('500 of 520 rows sent')).toBeVisible();
  await expect(bar).toHaveAttribute('value', '96');
  release();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('520 of 520 entries imported (1 invalid row left out)')).toBeVisible();
  await expect(
    page.getByText(/520 new and 0 changed entries stored; 0 unchanged; 1 invalid rows left out\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-import-result');

  // 520 entries are indexed by the build job, not inside a question: the first question starts it (the file's last chunk,
  // 20 entries, adds too few questions to start it itself). While it builds, /Chat says so as information (not an error) and names the number of entries; a
  // machine fast enough to have finished already answers.
  const chat = await page.context().newPage();
  await chat.goto('/Chat');
  await chat.getByRole('textbox', { name: 'Question' }).fill(`Where is room 42 ${tag}?`);
  await chat.getByRole('button', { name: 'Ask' }).click();
  const building = chat.getByText(/^The answering index is being built \(\d+ entries\); try again in a minute\.$/);
  const answered = chat.getByTestId('help-answer-text');
  await expect(building.or(answered)).toBeVisible();
  if (await building.isVisible()) await expect(answered).toHaveCount(0);
  else await expect(answered).toHaveText('Room 42 is on floor 0.');
  await expectNoAxeViolations(chat);
  await screenshot(chat, 'help-chat-index-building');
  await chat.close();

  // Then the questions answer 503 (Retry-After) while it runs; ask until the imported answer comes back.
  const ask = async () => {
    const answer = await page.request.post(routes.QandASimulate.path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { Question: `Where is room 42 ${tag}?`, QuestionType: '' },
    });
    return answer.status() === 200 ? ((await answer.json()) as { Text: string }).Text : answer.status();
  };
  await expect.poll(ask, { timeout: 90_000, intervals: [1_000] }).toBe('Room 42 is on floor 0.');

  // The same file again changes nothing.
  await input.setInputFiles({ name: 'rooms.tsv', mimeType: 'text/tab-separated-values', buffer: qnaMakerFile(tag) });
  await expect(page.getByTestId('count-unchanged')).toHaveText('520');
  await expect(page.getByTestId('count-new')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Import all valid rows' })).toBeDisabled();

  // Export: a TSV download holding the imported phrasings.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export TSV (QnA Maker)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('help-entries.tsv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(`How do I find room 1 ${tag}?\tRoom 1 is on floor 1.`);
});

test('a QnABot knowledge base imports whole; a changed re-import lists its changes and can add new only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await newOrganizationOwner(request, `QnABot import ${Date.now()}`));
  await page.goto('/help/import');
  await page.getByRole('radio', { name: /JSON \(QnABot/ }).check();
  const input = page.locator('input[type="file"]');
  const tour = readFileSync(thirdPartyPath('qnabot-on-aws', 'PrairieLineTrailTour.json'));
  await input.setInputFiles({ name: 'PrairieLineTrailTour.json', mimeType: 'application/json', buffer: tour });
  await expect(page.getByText('Read as QnABot JSON')).toBeVisible();
  await expect(page.getByTestId('file-read')).toHaveText(
    /66 rows read\. 110 Windows-1252 character\(s\) \(curly quotes, dashes, …\) were read as what they stand for\./,
  );
  const notes = page.getByRole('table', { name: 'Preview: notes on rows that import' });
  await expect(notes.getByRole('row', { name: /does not run Lambda hooks/ })).toHaveCount(2);
  await expect(page.getByTestId('count-new')).toHaveText('66');
  await expect(page.getByTestId('count-invalid')).toHaveText('0');
  await expect(page.getByTestId('import-caps')).toHaveText(
    'After this import: 66 of 20,000 help entries and 252 of 100,000 questions.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import all valid rows' }).click();
  await expect(page.getByText(/66 new and 0 changed entries stored/)).toBeVisible();

  // The tour again with one answer rewritten: the preview says which entry changes, before and after.
  const changed = JSON.parse(tour.toString('utf8').replace(/^\uFEFF/, '')) as { qna: { a: string }[] };
  const before = changed.qna[2]!.a;
  changed.qna[2]!.a = 'The tour starts at the sculpture.';
  const file = { name: 'tour-edited.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(changed)) };
  await page.getByRole('button', { name: 'Remove file' }).click();
  await input.setInputFiles(file);
  await expect(page.getByTestId('count-changed')).toHaveText('1');
  const changes = page.getByRole('table', { name: 'Preview: what would change' });
  const row = changes.getByRole('row', { name: /Where the Rails Meet the Sails answer/ });
  await expect(row).toContainText('The tour starts at the sculpture.');
  await expect(row).toContainText(before.slice(0, 40));
  await expectNoAxeViolations(page);

  // "Add new only" previews again: nothing stored changes, and there is nothing to import.
  await page.getByRole('radio', { name: 'Add new only' }).check();
  await expect(page.getByTestId('count-changed')).toHaveText('0');
  await expect(page.getByTestId('count-unchanged')).toHaveText('66');
  await expect(changes).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import all valid rows' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a file of another shape gets a message that names it', async ({ page, request }) => {
  await signIn(page, await newOrganizationOwner(request, `Bad file ${Date.now()}`));
  await page.goto('/help/import');
  await page.getByRole('radio', { name: /JSON \(QnABot/ }).check();
  const luis = Buffer.from(JSON.stringify({ luis_schema_version: '7.0.0', intents: [{ name: 'Greeting' }] }));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'app.json', mimeType: 'application/json', buffer: luis });
  const invalid = page.getByRole('table', { name: 'Preview: invalid rows' });
  await expect(
    invalid.getByRole('row', { name: /This looks like a LUIS app, which cannot be imported here/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('our CSV as French Excel saves it (Windows-1252, semicolons) previews with its accents', async ({
  page,
  request,
}) => {
  await signIn(page, await newOrganizationOwner(request, `Excel file ${Date.now()}`));
  await page.goto('/help/import');
  await page.getByRole('radio', { name: /^CSV/ }).check();
  const rows = [
    'Questions;Answer;Category;Media type;Media URL;Attributes;ExternalID;Topic;Tags',
    '"Où est la cantine ?;Cantine";Au rez-de-chaussée : le café coûte 1,50 €.;;;;;;;',
  ];
  // Windows-1252 bytes: é is 0xE9, ù 0xF9, û 0xFB, € 0x80 (UTF-8 would read them as U+FFFD).
  const cp1252 = Buffer.from([...rows.join('\r\n')].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));
  await page.locator('input[type="file"]').setInputFiles({ name: 'aide.csv', mimeType: 'text/csv', buffer: cp1252 });
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText('Read as CSV, Windows-1252 text (not UTF-8)')).toBeVisible();
  await expect(page.getByTestId('count-new')).toHaveText('1');
  await expect(page.getByTestId('count-invalid')).toHaveText('0');
  await expect(page.getByText('After this import: 1 of 20,000 help entries and 2 of 100,000 questions.')).toBeVisible();
  await page.getByRole('button', { name: 'Import all valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await page.goto('/help');
  await expect(page.getByText('Où est la cantine ?').first()).toBeVisible();
  await expect(page.getByText('Au rez-de-chaussée : le café coûte 1,50 €.').first()).toBeVisible();
});
