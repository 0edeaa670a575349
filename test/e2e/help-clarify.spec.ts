import {
  CHITCHAT_ANSWERS as ANSWERS,
  chitchatQuestionsOf as questionsOf,
} from '@switchboard/answering/fixtures/chitchat-slice';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';

/**
 * "Right, or it asks" in /Chat: a question whose best entries are too close to tell apart is answered with a
 * question and the entries as buttons; choosing one answers with it and offers to add the phrasing to it. The
 * knowledge base is a slice of Microsoft's chit-chat set (../shared/data/chitchat, MIT): ten answers, 17 phrasings
 * each.
 */
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
  // The clarification stays in the conversation above it, its options no longer buttons.
  const before = page.getByRole('list', { name: 'Conversation so far' }).getByRole('listitem');
  await expect(before).toHaveCount(1);
  await expect(before).toContainText(`You: ${asked}`);
  await expect(before).toContainText('Asked which: “Who created you?”, “Who are you?”');
  await expect(page.getByRole('group', { name: 'Did you mean' })).toHaveCount(0);
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
  await expect(before).toHaveCount(2);
  await expect(before.nth(1)).toContainText(`You: ${asked} (then chose “Who created you?”)`);
  await expectNoAxeViolations(page);
});
