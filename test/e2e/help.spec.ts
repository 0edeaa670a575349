import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectColumnsClearOfActions, expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';

const stamp = Date.now().toString(36);
/** A 1×1 PNG: the image a stand-in CDN serves (no test reaches the internet). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Signs in as the owner (an OrgAdmin) of an organization made for this test: its Help Q&A holds only what the test
 * adds, whichever spec ran before or runs beside it (skill-tests.spec.ts adds entries to the demo organization's),
 * and a retry starts from none again.
 */
async function signInToOwnOrganization(page: Page, request: APIRequestContext): Promise<void> {
  await signIn(page, await newOrganizationOwner(request, `Help desk ${uniqueTag()}`));
}

/** Picks an option of a Cloudscape Select inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.getByRole('option', { name: new RegExp(`^(Selected )?${option}`) }).click();
}

async function openHelp(page: Page) {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Help Q&A', exact: true })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  return page.getByRole('table', { name: 'Help Q&A' });
}

/** Types a question into the entry form's list and adds it with the "Add" button. */
async function addQuestion(dialog: Locator, question: string) {
  await dialog.getByLabel('New question').fill(question);
  await dialog.getByRole('button', { name: 'Add question to the list' }).click();
}

/** Entries made through the API (as the console's client sends them), so the asking tests start from content. */
async function addEntries(page: Page, entries: Record<string, string[]>) {
  for (const [topic, questions] of Object.entries(entries))
    await send(page, 'AddHelp', {
      body: { ShortDescription: questions.join(';'), LongDescription: `The ${topic} answer.` },
    });
}

test('an OrgAdmin adds a help entry: questions list, media, attributes in the tree editor, duplicates refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.route('https://cdn.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await signInToOwnOrganization(page, request);
  const table = await openHelp(page);
  await expect(page.getByText('No help entry yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add help entry' });
  const save = dialog.getByRole('button', { name: 'Add help entry' });
  // Defaults: no media, active, released 1970-01-01 and expiring 2100-01-01.
  await expect(dialog.getByLabel('Release date')).toHaveValue('1 Jan 1970');
  await expect(dialog.getByLabel('Expiry date')).toHaveValue('1 Jan 2100');
  await save.click();
  await expect(dialog.getByText(/Please add a question to the list. Ensure to click the "Add" button/)).toBeVisible();
  await expect(dialog.getByText('Please enter an answer for this question.')).toBeVisible();

  const first = `How do I order a new badge ${stamp}?`;
  await addQuestion(dialog, first);
  await addQuestion(dialog, `My badge ${stamp} is lost`);
  await addQuestion(dialog, first.toUpperCase());
  await expect(dialog.getByText('This question has already been added to the list.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Remove question ${first}` })).toBeVisible();
  await dialog.getByLabel('New question').fill('');
  await dialog.getByLabel(/^Answer/).fill('Ask reception for a new badge; it is ready the next day.');

  await choose(dialog, 'Media type', 'Image');
  await dialog.getByLabel(/^Media URL/).fill('https://cdn.example.com/badge.txt');
  await expect(dialog.getByText(/Please enter a valid image url/)).toBeVisible();
  await dialog.getByLabel(/^Media URL/).fill('https://cdn.example.com/badge.png');
  await expect(dialog.getByText(/Please enter a valid image url/)).toBeHidden();

  await choose(dialog, 'Category', 'Policies');

  // The attributes, edited in jsoneditor's tree: the ExternalUrl value.
  const tree = dialog.getByRole('group', { name: 'Attributes' });
  const externalUrl = tree.locator('tr', { hasText: 'ExternalUrl' }).locator('div.jsoneditor-value');
  await expect(externalUrl).toHaveText('https://');
  await externalUrl.click();
  await externalUrl.fill('https://intranet.example.com/badges');
  await externalUrl.press('Tab');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'help-entry-form');

  const sent = page.waitForRequest('**/SetupProcessEntity/AddHelp');
  await save.click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ ShortDescription: `${first};My badge ${stamp} is lost`, MediaType: 'image' });
  expect(JSON.parse(body.AttributesJSON!)).toMatchObject({ ExternalUrl: 'https://intranet.example.com/badges' });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Help entry added.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(first.replace('?', '\\?')) });
  await expect(row).toContainText('(+1 more)');
  await expect(row).toContainText('Image');

  // The category filter: GetHelp?categoryID= of the chosen category.
  await choose(page.locator('body'), 'Category', 'Seasonal');
  await expect(page.getByText('No entry in this category.')).toBeVisible();
  await choose(page.locator('body'), 'Category', 'Policies');
  await expect(row).toBeVisible();

  // Its details show the image and the attributes as stored.
  await row.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: /^Help entry/ });
  await expect(details.getByRole('img', { name: "The entry's media" })).toHaveAttribute(
    'src',
    'https://cdn.example.com/badge.png',
  );
  await expect(details).toContainText('"ExternalUrl": "https://intranet.example.com/badges"');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await details.getByRole('button', { name: 'Close' }).last().click();

  // A question another entry holds: the server's 409 reads "Question already exists."; invalid JSON is refused.
  await page.getByRole('button', { name: 'Add entry' }).first().click();
  const second = page.getByRole('dialog', { name: 'Add help entry' });
  await addQuestion(second, first);
  await second.getByLabel(/^Answer/).fill('Another answer.');
  await second.getByRole('button', { name: 'Add help entry' }).click();
  await expect(second.getByText('Question already exists.', { exact: true })).toBeVisible();
  await screenshot(page, 'help-entry-exists');

  await second.getByRole('button', { name: /^Tree/ }).click();
  await second.getByRole('button', { name: /^Code/ }).click();
  const code = second.locator('.ace_text-input');
  await code.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{"SmallImage": ');
  await second.getByRole('button', { name: 'Add help entry' }).click();
  await expect(second.getByText(/Attributes JSON is invalid. Please correct JSON before saving./)).toBeVisible();
  await screenshot(page, 'help-entry-invalid-json');
});

test('ask in the test dialog and in /Chat; a near-duplicate warns; a missed phrasing joins an entry', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToOwnOrganization(page, request);
  await addEntries(page, {
    rooms: [
      'How do I book a meeting room?',
      'Can I reserve a meeting room for tomorrow?',
      'Where do I book rooms for meetings?',
    ],
    expenses: ['How do I submit my travel expenses?', 'Where do I file an expense report?'],
    password: ['I forgot my password', 'How do I reset my password?', 'Reset my login password please'],
    parking: ['Where can I park my car?', 'Is there parking for employees?', 'How do I get a parking permit?'],
  });
  const table = await openHelp(page);
  await expect(table.getByRole('row', { name: /How do I book a meeting room/ })).toBeVisible();

  // The test-question dialog: the answer, what matched and the score.
  await page.getByRole('button', { name: 'Test a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test a question' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill('how can I reserve a conference room');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByTestId('help-answer-text')).toHaveText('The rooms answer.');
  const why = dialog.getByLabel('Why this answer');
  await expect(why).toContainText('How do I book a meeting room?');
  await expect(why).toContainText(/Score\s*\d\.\d\d \(answers from \d\.\d\d\)/);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'help-test-question');

  // A miss, then its phrasing added to the right entry in one click, then answered by it.
  const missed = 'Which floor has the bicycle storage?';
  await dialog.getByRole('textbox', { name: 'Question' }).fill(missed);
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByTestId('help-answer-text')).toHaveText("Sorry, I don't have an answer for that yet.");
  await expect(dialog.getByText('No match')).toBeVisible();
  // The engine's nearest entries, one click each.
  const nearest = dialog.getByRole('group', { name: 'Nearest entries' });
  await expect(nearest.getByRole('button')).not.toHaveCount(0);
  await screenshot(page, 'help-phrasing-nearest');
  await nearest.getByRole('button', { name: 'Add this phrasing to entry “Where can I park my car?”' }).click();
  await expect(dialog.getByText(`Added "${missed}" to the entry "Where can I park my car?".`)).toBeVisible();
  await expect(dialog.getByTestId('help-answer-text')).toHaveText('The parking answer.');
  await expect(dialog.getByLabel('Why this answer')).toContainText(missed);
  await screenshot(page, 'help-phrasing-added');
  // Any other entry, from the list.
  const wrong = 'My laptop screen stays black';
  await dialog.getByRole('textbox', { name: 'Question' }).fill(wrong);
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByRole('heading', { name: 'Answer' })).toBeVisible();
  await expect(dialog.getByText(`You asked: “${wrong}”`)).toBeVisible();
  await choose(dialog, 'Or add it to another entry', 'How do I submit my travel expenses\\?');
  await dialog
    .getByRole('button', { name: 'Add this phrasing to entry “How do I submit my travel expenses?”' })
    .click();
  await expect(dialog.getByText(`Added "${wrong}" to the entry "How do I submit my travel expenses?".`)).toBeVisible();
  await expect(dialog.getByTestId('help-answer-text')).toHaveText('The expenses answer.');
  // Meanwhile another tab gives a missed question an entry of its own: adding it here is refused, and says why.
  const taken = 'Is there a gym in the building?';
  await dialog.getByRole('textbox', { name: 'Question' }).fill(taken);
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByTestId('help-answer-text')).toHaveText("Sorry, I don't have an answer for that yet.");
  await addEntries(page, { gym: [taken] });
  await choose(dialog, 'Or add it to another entry', 'Where can I park my car\\?');
  // The nearest entries may offer the same entry: either button adds to it.
  await dialog.getByRole('button', { name: 'Add this phrasing to entry “Where can I park my car?”' }).first().click();
  await expect(dialog.getByText('Question already exists.')).toBeVisible();
  await screenshot(page, 'help-phrasing-refused');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(table.getByRole('row', { name: /Where can I park my car/ })).toContainText('(+3 more)');
  await expect(table.getByRole('row', { name: /How do I submit my travel expenses/ })).toContainText('(+2 more)');

  // Near-duplicate: a question the rooms entry already answers, added to another entry, warns with a link to it.
  await table
    .getByRole('row', { name: /How do I submit my travel expenses/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit help entry' });
  await addQuestion(edit, 'Can I book a meeting room for next week?');
  const warning = edit.getByText(/Another entry already answers this question: "[^"]*meeting room/);
  await expect(warning).toBeVisible();
  const link = edit.getByRole('link', { name: /Open that entry/ });
  await expect(link).toHaveAttribute('href', /\/help\?entry=[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'help-near-duplicate');
  const [linked] = await Promise.all([context.waitForEvent('page'), link.click()]);
  // A new tab loads the whole console first: 10 s was not enough once on a machine at load 7.
  await expect(linked.getByRole('dialog', { name: 'Help entry How do I book a meeting room?' })).toBeVisible({
    timeout: 30_000,
  });
  await linked.close();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

  // /Chat in a new tab: the same answers. The matched entry is named at once, even while the list of entries (the
  // phrasing picker's) is still loading: it once showed the entry's id until then.
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await context.route('**/SetupProcessEntity/GetHelp*', async (route) => {
    await listHeld;
    await route.continue();
  });
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Open chat/ }).click(),
  ]);
  await expect(chat).toHaveURL(/\/Chat$/);
  await chat.getByRole('textbox', { name: 'Question' }).fill('I cannot remember my password');
  await chat.getByRole('button', { name: 'Ask' }).click();
  await expect(chat.getByTestId('help-answer-text')).toHaveText('The password answer.');
  await expect(chat.getByLabel('Why this answer')).toContainText(/Matched entry\s*I forgot my password/);
  releaseList();
  await chat.getByRole('textbox', { name: 'Question' }).fill('');
  await chat.getByRole('button', { name: 'Ask' }).click();
  await expect(chat.getByText('Please enter a question.')).toBeVisible();
  await expectNoAxeViolations(chat);
  await screenshot(chat, 'help-chat');
  await chat.close();

  // A browser that refuses the new tab: the page says so.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: /Open chat/ }).click();
  await expect(page.getByText(/your browser blocked the pop-up/)).toBeVisible();
});

test('an answer starting with "Error" is shown, then cleared after 10 s', async ({ page, request }) => {
  await page.clock.install();
  await signInToOwnOrganization(page, request);
  await addEntries(page, { printer: [`Is the badge printer ${stamp} working?`] });
  // The entry's answer is the text the assistant gives: make it one that starts with "Error".
  const printer = (await send(page, 'GetHelp')).Helps.find((entry) => entry.LongDescription === 'The printer answer.')!;
  await send(page, 'UpdateHelp', { body: { ...printer, LongDescription: 'Error 42: the badge printer is offline.' } });

  await page.goto('/Chat');
  await page.getByRole('textbox', { name: 'Question' }).fill(`Is the badge printer ${stamp} working?`);
  await page.getByRole('button', { name: 'Ask' }).click();
  const error = page.getByText('Error 42: the badge printer is offline.');
  await expect(error).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(error).toBeHidden();
});

test('a video answer plays in /Chat: YouTube in a no-cookie frame, a file in the player, nothing refused', async ({
  page,
  request,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await signInToOwnOrganization(page, request);
  const videos = {
    [`Show me the fire drill video ${stamp}`]: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    [`Play the onboarding film ${stamp}`]: 'https://media.example.com/onboarding.mp4',
  };
  for (const [question, url] of Object.entries(videos))
    await send(page, 'AddHelp', {
      body: { ShortDescription: question, LongDescription: 'Watch this.', MediaType: 'video', MediaUrl: url },
    });
  await page.goto('/Chat');
  const ask = async (question: string) => {
    await page.getByRole('textbox', { name: 'Question' }).fill(question);
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByTestId('help-answer-text')).toHaveText('Watch this.');
  };
  await ask(`Show me the fire drill video ${stamp}`);
  const frame = page.locator('iframe[title$="(YouTube video)"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await ask(`Play the onboarding film ${stamp}`);
  await expect(page.locator('video[controls]')).toHaveAttribute('src', 'https://media.example.com/onboarding.mp4');
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
});

test('a long answer wraps in the table, every default column shows beside Actions at 1366 px; the details show it whole', async ({
  page,
  request,
}) => {
  await signInToOwnOrganization(page, request);
  const answer = `Visitors sign in at the front desk ${stamp}. `.repeat(12).trim();
  await send(page, 'AddHelp', {
    body: { ShortDescription: `How do visitors sign in ${stamp}?`, LongDescription: answer },
  });
  const table = await openHelp(page);
  const row = table.getByRole('row', { name: new RegExp(`How do visitors sign in ${stamp}`) });
  await expect(row).toBeVisible();
  await expectColumnsClearOfActions(table);
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(page.getByRole('dialog')).toContainText(answer);
});
