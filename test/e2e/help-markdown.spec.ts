import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, send, signIn, uniqueTag } from './support';

/**
 * A markdown answer and a response card in /Chat (issue 33, QnABot's alt.markdown and `r`): the markdown renders,
 * links open in a new tab without a hold on the console, raw HTML never becomes an element; a card's button asks
 * its value.
 */
const MARKDOWN = [
  'Trains leave **every hour**, see [the timetable](https://example.org/timetable).',
  '',
  '<script>window.__injected = "script"</script>',
  '<img src="x" onerror="window.__injected = \'img\'">',
].join('\n');

test('a markdown answer renders safely and a card button asks its value', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await newOrganizationOwner(request, `Markdown ${uniqueTag()}`));
  await send(page, 'AddHelp', {
    body: {
      ShortDescription: 'When does the train leave?;Train departures',
      LongDescription: 'Trains leave every hour.',
      AltMarkdown: MARKDOWN,
      Card: {
        Title: 'Union Station',
        SubTitle: 'Where the trail starts',
        ImageUrl: '',
        Buttons: [{ Text: 'Parking', Value: 'Where can I park my car?' }],
      },
    },
  });
  await send(page, 'AddHelp', {
    body: { ShortDescription: 'Where can I park my car?;Car parking', LongDescription: 'Behind the station.' },
  });
  await page.goto('/Chat');

  await page.getByRole('textbox', { name: 'Question' }).fill('When does the train leave?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByTestId('help-answer-markdown');
  await expect(answer.locator('strong')).toHaveText('every hour');
  const link = answer.getByRole('link', { name: 'the timetable' });
  await expect(link).toHaveAttribute('href', 'https://example.org/timetable');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(answer.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Union Station' })).toBeVisible();
  await expect(page.getByText('Where the trail starts')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Parking' }).click();
  await expect(page.getByText('You asked: “Where can I park my car?”, with a card’s button')).toBeVisible();
  await expect(page.getByTestId('help-answer-text')).toHaveText('Behind the station.');
  // The card's answer stays above it in the conversation, its buttons gone; the question field is for the next one.
  const before = page.getByRole('list', { name: 'Conversation so far' }).getByRole('listitem');
  await expect(before).toHaveCount(1);
  await expect(before).toContainText('You: When does the train leave?');
  await expect(before.locator('strong', { hasText: 'every hour' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Parking' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue('');
  await expectNoAxeViolations(page);
});
