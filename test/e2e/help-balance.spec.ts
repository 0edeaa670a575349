import {
  CHITCHAT_ANSWERS as ANSWERS,
  chitchatQuestionsOf as questionsOf,
} from '@switchboard/answering/fixtures/chitchat-slice';
import { SAMPLE_QNAS } from '@switchboard/answering/fixtures/sample-qnas';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { testWithRuns } from './skill-test-support';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';

/**
 * The curator's knob (issue 28 item 4) on the Help Q&A screen: what each step does with the knowledge base's own
 * questions and with its latest skill-test runs' steps, and the choice between answering more and asking more, used
 * by the next test question at once. The knowledge base is a slice of Microsoft's chit-chat set
 * (../shared/data/chitchat, MIT): ten answers, 17 phrasings each.
 */
test('the answering balance: the figures of each step, and an OrgAdmin moves it to answer more', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await newOrganizationOwner(request, `Balance ${uniqueTag()}`));
  for (const answer of ANSWERS)
    await send(page, 'AddHelp', { body: { ShortDescription: questionsOf(answer).join(';'), LongDescription: answer } });
  await page.goto('/help');

  await page.getByRole('button', { name: 'Answering balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answering balance' });
  const table = dialog.getByRole('table', { name: 'What each step does' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('rowheader')).toHaveText([
    'Answer most',
    'Answer more',
    'Balanced (current)',
    'Ask more',
    'Ask most',
  ]);
  await expect(
    dialog.getByText(/^Of \d+ of the knowledge base’s own questions, each asked without itself/),
  ).toBeVisible();
  await expect(dialog.getByText('Your entries have one question each')).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Balanced' })).toBeChecked();
  await expect(dialog.getByText('No skill test has run yet: run one to see how each step fares')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-balance');

  await dialog.getByText('Answer most', { exact: true }).last().click();
  await expect(table.getByRole('rowheader').first()).toHaveText('Answer most (current)');
  await expect(dialog.getByRole('radio', { name: 'Answer most' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Reopened, the stored step is shown; a question it asked about at the balanced step is now answered.
  await page.getByRole('button', { name: 'Answering balance' }).click();
  await expect(page.getByRole('radio', { name: 'Answer most' })).toBeChecked();
  await page.getByRole('dialog', { name: 'Answering balance' }).getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Test a question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Who incorporated you?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('help-answer-text')).toHaveText('People created me.');
  await expectNoAxeViolations(page);

  // A skill test's latest run: its steps asked again at each step (the question above asks at Balanced only).
  const steps = [
    { say: questionsOf(ANSWERS[0]!)[0], expect: { equals: ANSWERS[0] } },
    { say: 'Who incorporated you?', expect: { contains: ['People created me.'] } },
  ];
  await testWithRuns(page, 'Balance questions', steps, 1);
  await page.goto('/help');
  await page.getByRole('button', { name: 'Answering balance' }).click();
  const replayed = page
    .getByRole('dialog', { name: 'Answering balance' })
    .getByRole('table', { name: 'What each step does with the skill tests' });
  await expect(
    page.getByText('The 2 steps of the latest runs of 1 skill test, asked again at each step.'),
  ).toBeVisible();
  await expect(replayed.getByRole('rowheader')).toHaveText([
    'Answer most (current)',
    'Answer more',
    'Balanced',
    'Ask more',
    'Ask most',
  ]);
  await expect(replayed.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2 (100 %)');
  await expect(replayed.getByRole('row').nth(3).getByRole('cell').nth(1)).toHaveText('1 (50 %)');
  await expectNoAxeViolations(page);
});

test('the balance of a FAQ of one question an entry says what its figures can show; asking more, it asks', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, await newOrganizationOwner(request, `Balance one ${uniqueTag()}`));
  for (const { question, answer } of SAMPLE_QNAS)
    await send(page, 'AddHelp', { body: { ShortDescription: question, LongDescription: answer } });
  await page.goto('/help');
  const paraphrase = 'which urls must my firewall allow';
  await page.getByRole('button', { name: 'Test a question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(paraphrase);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('help-answer-text')).toHaveText("Sorry, I don't have an answer for that yet.");
  await page.getByRole('dialog', { name: 'Test a question' }).getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Answering balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answering balance' });
  await expect(
    dialog.getByText(/^Of 11 of the knowledge base’s own questions, each asked without its entry/),
  ).toBeVisible();
  await expect(dialog.getByText('Your entries have one question each')).toBeVisible();
  await expect(dialog.getByText(/Add the phrasings your users try/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'help-balance-one-question');
  await dialog.getByText('Ask more', { exact: true }).last().click();
  await expect(dialog.getByRole('radio', { name: 'Ask more' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Test a question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(paraphrase);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('help-answer-text')).toHaveText(/^Did you mean "Which specific URLs do I need/);
});
