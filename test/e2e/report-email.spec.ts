import { messages } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { expect, test } from './secret-scan';
import { send } from './skill-test-support';
import { expectNoAxeViolations, mailedLink, signIn, uniqueTag, USERS } from './support';

test('the owner of an outside report address confirms with the mailed link, by a click, once', async ({ page }) => {
  await signIn(page, USERS.staff);
  const outside = `qa.${uniqueTag()}@example.com`;
  const definition = JSON.stringify({ version: 1, name: 'x', steps: [{ say: 'hello', expect: { noMatch: true } }] });
  await send(page, 'addSkillTest', {
    body: {
      ...{ Id: randomUUID(), Name: `Mailed ${uniqueTag()}`, ScheduleType: '0', Url: '' },
      ...{ SendReportAsEmail: true, ReportEmail: outside, TestDefinitionJson: definition },
    },
  });
  const link = await mailedLink(outside, '/skilltest/ConfirmReportEmail');

  // The owner is nobody of the console: signed out.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Skill test reports by mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm: send me the reports' }).click();
  await expect(page.getByText(`${outside} will receive the skill test reports of Demo Organization.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await page.getByRole('button', { name: 'Confirm: send me the reports' }).click();
  await expect(page.getByText(messages.msg_report_email_link_invalid)).toBeVisible();
});
