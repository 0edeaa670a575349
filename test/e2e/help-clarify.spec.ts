import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';

/**
 * "Right, or it asks" in /Chat: a question whose best entries are too close to tell apart is answered with a
 * question and the entries as buttons; choosing one answers with it and offers to add the phrasing to it. The
 * knowledge base is a slice of Microsoft's chit-chat set (../shared/data/chitchat, MIT): ten answers, 17 phrasings
 * each.
 */
const ANSWERS = [
  "Age doesn't really apply to me.",
  "I don't need to eat.",
  "I don't have a body.",
  'People created me.',
  "I don't have a name.",
  'Goodbye.',
  "You're welcome.",
  "I'm not really that funny.",
  'Good morning.',
  "I'm digital. In other words, I'm not human.",
];
const rows = readFileSync(
  join(import.meta.dirname, '../../../shared/data/chitchat/qna_chitchat_professional.tsv'),
  'utf8',
)
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split('\t'));
const questionsOf = (answer: string) =>
  rows
    .filter((row) => row[1] === answer)
    .map((row) => row[0]!)
    .slice(0, 17);

test('a clarification in /Chat: the entries as buttons, one chosen answers, its phrasing added', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await newOrganizationOwner(request, `Clarify ${uniqueTag()}`));
  for (const answer of ANSWERS)
    await send(page, 'AddHelp', { body: { ShortDescription: questionsOf(answer).join(';'), LongDescription: answer } });
  await page.goto('/Chat');

  const asked = 'Who incorporated you?';
  await page.getByRole('textbox', { name: 'Question' }).fill(asked);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('help-answer-text')).toHaveText('Did you mean "Who created you?", or "Who are you?"?');
  await expect(page.getByText('Asks which')).toBeVisible();
  const options = page.getByRole('group', { name: 'Did you mean' });
  await expect(options.getByRole('button')).toHaveText(['Who created you?', 'Who are you?']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-clarify');

  await options.getByRole('button', { name: 'Who created you?' }).click();
  await expect(page.getByTestId('help-answer-text')).toHaveText('People created me.');
  await expect(page.getByText(`You asked: “${asked}”, then chose “Who created you?”`)).toBeVisible();
  const entry = questionsOf('People created me.')[0]!;
  await page
    .getByRole('button', { name: `Add this phrasing to entry “${entry}”` })
    .first()
    .click();
  await expect(page.getByText(`Added "${asked}" to the entry "${entry}".`)).toBeVisible();
  // Asked again, the phrasing is the entry's own now: answered at once, no question back.
  await expect(page.getByText(`You asked: “${asked}”`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('help-answer-text')).toHaveText('People created me.');
  await expect(page.getByText('Answered')).toBeVisible();
  await expectNoAxeViolations(page);
});
