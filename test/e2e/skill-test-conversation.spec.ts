import { bulkChunks, parseBulkFile } from '@switchboard/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newOrganizationOwner } from './organization-people';
import { expect, test } from './secret-scan';
import { downloaded } from './skill-test-support';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';
import { thirdPartyFile } from '../third-party';

/**
 * Issue 30 "Done means" in the browser, for a conversation test: a Botium convo that walks QnABot's
 * PrairieLineTrailTour.json (test/fixtures/third-party) imported with its warning (MEDIA is not checked here) and its
 * Switchboard line (the conversation starts over before the fourth #me, a line Botium reads as description), run to
 * its result page, where each step says the context it was asked in, and exported back with the same line.
 */
const tour = thirdPartyFile('qnabot-on-aws', 'PrairieLineTrailTour.json');
const FILES = 'test-results/skill-test-conversation';

const convo = (name: string) => `${name}
Walks two stops of the Prairie Line Trail, then starts again.
Switchboard: startOver before #me 4

#me
Nexus

#bot
JSON_PATH $.Topic|Nexus
BUTTONS Welcome Figure
MEDIA nexus.jpg

#me
who made this

#bot
TEXT_CONTAINS_ALL Ryan Feddersen

#me
Maru

#bot
JSON_PATH $.Topic|Maru

#me
Nexus

#bot
JSON_PATH $.Topic|Nexus
`;

test('a conversation test: imported from Botium with a warning and a start over, run, its result, exported', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await signIn(page, await newOrganizationOwner(request, `Tour ${tag}`));
  const chunks = bulkChunks(parseBulkFile('json', tour).entries);
  for (const [index, Entries] of chunks.entries())
    await send(page, 'ImportHelp', { body: { Entries, MoreChunks: index < chunks.length - 1 } });

  const name = `Prairie tour ${tag}`;
  mkdirSync(FILES, { recursive: true });
  const file = join(FILES, 'prairie-tour.convo.txt');
  writeFileSync(file, convo(name));
  await page.goto('/skilltest/index');
  await page.getByRole('button', { name: 'Import tests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tests' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog).toContainText('prairie-tour.convo.txt: Botium convo (.convo.txt), 1 test(s) to import.');
  const heading = dialog.getByRole('heading', { name: new RegExp(name) });
  await expect(heading).toContainText('(4 steps)');
  await expect(dialog.getByText('Starts over before step 4.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: `Warnings of ${name}` })).toHaveText(
    `${name}: message 2: MEDIA is not checked here and was left out.`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-test-conversation-import');
  await dialog.getByRole('button', { name: 'Save 1 test' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Skill tests' }).getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Run skill test ${name}` }).click();
  await expect(page).toHaveURL(/\/skilltest\/TestSkillResult\?Id=[\w-]+$/);
  await expect(page.getByText('4 of 4 steps passed').first()).toBeVisible();
  const steps = page.getByRole('table', { name: 'Steps' }).locator('tbody tr');
  await expect(steps).toHaveCount(4);
  // Asked in: alone, after "Nexus" in its topic, after the artist's entry, then alone again after the start over.
  await expect(steps.nth(0)).toContainText('Alone');
  await expect(steps.nth(1)).toContainText('Topic “Nexus”, after “Nexus”');
  await expect(steps.nth(2)).toContainText('Topic “Nexus”, after “who made this”');
  await expect(steps.nth(3)).toContainText('Alone');
  // At 1366 px (the viewport) the outcome reads on one line (it was cut into "Passe" / "d" by the long answers beside it).
  const passed = steps.nth(1).getByText('Passed', { exact: true });
  const box = (await passed.boundingBox())!;
  const line = await passed.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(box.height).toBeLessThan(line * 1.5);
  await expectNoAxeViolations(page);
  await screenshot(page, 'skill-test-conversation-result');

  await page.goto('/skilltest/index');
  await page.getByRole('button', { name: `Edit JSON of skill test ${name}` }).click();
  const exported = await downloaded(page, 'Export as Botium convo');
  expect(exported.text.split('\n').slice(0, 3)).toEqual([
    name,
    'Walks two stops of the Prairie Line Trail, then starts again.',
    'Switchboard: startOver before #me 4',
  ]);
  expect(exported.text).toContain('#me\nNexus\n\n#bot\nJSON_PATH $.Topic|Nexus\nBUTTONS Welcome Figure\n');
});
