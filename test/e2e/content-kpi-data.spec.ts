import type { Locator } from '@playwright/test';
import { messages } from '@switchboard/shared';
import { addKpi, choose, openFromNav } from './content-support';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, USERS } from './support';

const stamp = Date.now().toString(36);

async function typeDailyValue(dialog: Locator, value: string, [year, month, day]: string[]) {
  await dialog.getByLabel('Value', { exact: true }).fill(value);
  await dialog.getByLabel('Year', { exact: true }).fill(year!);
  await dialog.getByLabel('Month', { exact: true }).fill(month!);
  await dialog.getByLabel('Day', { exact: true }).fill(day!);
}

test('KPI values: Daily by default, the period fields follow the grain, the chart shows what is added', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const kpi = `Calls answered ${stamp}`;
  await signIn(page, USERS.orgAdmin);
  await addKpi(page, kpi);
  const table = await openFromNav(page, 'Voice dashboard KPI data', 'KPI values');
  const overTime = page.getByRole('region', { name: 'KPI over time' });
  await choose(overTime, 'KPI', kpi);
  await expect(overTime.getByText(`No daily values of ${kpi} yet.`).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'content-kpi-data-empty');

  // Add opens with the grain Daily: Year, Month and Day, no Hour.
  await page.getByRole('button', { name: 'Add KPI value' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add KPI value' });
  await expect(dialog.getByRole('button', { name: /^Grain/ })).toContainText('Daily');
  await expect(dialog.getByLabel('Day', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Hour', { exact: true })).toHaveCount(0);
  await choose(dialog, 'KPI', kpi);
  await typeDailyValue(dialog, '42', ['2026', '3', '1']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'content-kpi-data-add');
  await dialog.getByRole('button', { name: 'Add KPI value' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.msg_kpi_data_added)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${kpi}.*1 Mar`) })).toContainText('42');

  // The grain decides the period fields; a day that does not exist is refused on its field.
  await page.getByRole('button', { name: 'Add KPI value' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add KPI value' });
  await choose(dialog, 'KPI', kpi);
  await choose(dialog, 'Grain', 'Hourly');
  await expect(dialog.getByLabel('Hour', { exact: true })).toBeVisible();
  await choose(dialog, 'Grain', 'Weekly');
  await expect(dialog.getByLabel('Week', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Day', { exact: true })).toHaveCount(0);
  await choose(dialog, 'Grain', 'Daily');
  await typeDailyValue(dialog, '17', ['2026', '2', '30']);
  await dialog.getByRole('button', { name: 'Add KPI value' }).click();
  await expect(dialog.getByText('Day must be a day of the month: February 2026 has 28 days')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'content-kpi-data-error');
  await typeDailyValue(dialog, '17', ['2026', '3', '2']);
  await dialog.getByRole('button', { name: 'Add KPI value' }).click();
  await expect(dialog).toBeHidden();

  // The chart reads again after each change: two periods, the latest 17.
  await expect(overTime.getByText('2 periods; latest 2 Mar: 17').first()).toBeVisible();
  await expect(overTime.locator('svg text', { hasText: '1 Mar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'content-kpi-data-chart');

  const second = table.getByRole('row', { name: new RegExp(`${kpi}.*2 Mar`) });
  await second.getByRole('button', { name: /^Edit KPI value / }).click();
  dialog = page.getByRole('dialog', { name: 'Edit KPI value' });
  await dialog.getByLabel('Value', { exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.msg_kpi_data_updated)).toBeVisible();
  await expect(overTime.getByText('2 periods; latest 2 Mar: 20').first()).toBeVisible();

  await second.getByRole('button', { name: /^Details of KPI value / }).click();
  dialog = page.getByRole('dialog', { name: new RegExp(`^KPI value ${kpi}`) });
  await expect(dialog).toContainText('2 Mar');
  await expect(dialog).toContainText('Daily');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await second.getByRole('button', { name: /^Delete KPI value / }).click();
  await page.getByRole('dialog', { name: 'Delete KPI value' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.msg_kpi_data_removed)).toBeVisible();
  await expect(overTime.getByText('1 period; latest 1 Mar: 42').first()).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${kpi}.*2 Mar`) })).toHaveCount(0);
});
