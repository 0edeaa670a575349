import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './secret-scan';

/** Public files beside the checkout (../shared/data, SOURCES.md). */
export const sharedData = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'data', path));

const formats = { tsv: /TSV \(QnA Maker\)/, json: /JSON \(QnABot/ } as const;
const types = { tsv: 'text/tab-separated-values', json: 'application/json' } as const;

/** On /help/import: picks the file's format and chooses a file of ../shared/data, which starts its preview. */
export async function chooseSharedFile(page: Page, format: keyof typeof formats, path: string): Promise<void> {
  await page.getByRole('radio', { name: formats[format] }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: path.split('/').pop()!,
    mimeType: types[format],
    buffer: sharedData(path),
  });
}

/** QnA Maker's SampleQnAs.tsv previewed and imported whole: the 11 entries a replace or an undo then starts from. */
export async function importSampleQnAs(page: Page): Promise<void> {
  await chooseSharedFile(page, 'tsv', 'qnamaker-sample-kbs/SampleQnAs.tsv');
  await expect(page.getByTestId('count-new')).toHaveText('11');
  await page.getByRole('button', { name: 'Import all valid rows' }).click();
  await expect(page.getByText(/11 new and 0 changed entries stored/)).toBeVisible();
}
