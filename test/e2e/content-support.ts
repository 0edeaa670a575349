import type { Locator, Page } from '@playwright/test';
import { expect } from './secret-scan';
import { send } from './support';

/** Picks an option of a Cloudscape Select inside `scope` (an option's name may go on with its description). */
export async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.getByRole('option', { name: new RegExp(`^(Selected )?${option}`) }).click();
}

/** Opens a screen from the side navigation; answers its table once it has loaded. */
export async function openFromNav(page: Page, title: string, tableName = title) {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  return table;
}

/** Types a moment's day (YYYY-MM-DD) and time (HH:mm) into a date-and-time field. */
export async function fillMoment(scope: Locator, label: string, day: string, time: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(day);
  const timeInput = scope.getByRole('textbox', { name: `${label} (time of day)` });
  await timeInput.fill(time);
}

/** A KPI made through the API as the signed-in user of `page` (a fixture of the KPI data test). */
export async function addKpi(page: Page, name: string): Promise<string> {
  return (await send(page, 'AddKPI', { body: { Name: name, KPIGrain: 'Daily', DataType: 'Number' } })).KpiID;
}
