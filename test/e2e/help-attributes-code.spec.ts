import type { Locator } from '@playwright/test';
import { expect, test } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { expectNoAxeViolations, signIn, uniqueTag } from './support';

/** The console's policy, word for word (functions/src/http/security-headers.ts): marking errors must not loosen it. */
const CSP =
  "default-src 'self'; img-src 'self' data: https:; media-src 'self' https:; " +
  "frame-src https://www.youtube-nocookie.com; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * jsoneditor's mode menu (as skill-tests.spec.ts switches it): its button, then Code in the menu it opens. The button
 * is pressed from the keyboard: leaving the dialog's first field (focused on opening) shows its problem, which moves
 * the editor down between a mouse's press and release.
 */
async function switchToCode(editor: Locator) {
  await editor.locator('button.jsoneditor-modes').focus();
  await editor.page().keyboard.press('Enter');
  await editor.page().locator('.jsoneditor-contextmenu').getByRole('button', { name: 'Code', exact: true }).click();
  await expect(editor.locator('button.jsoneditor-modes')).toContainText('Code');
}

test('the attributes editor in Code mode marks where the JSON breaks, and Save says where; the CSP is unchanged', async ({
  page,
  request,
}) => {
  await signIn(page, await newOrganizationOwner(request, `Help attributes ${uniqueTag()}`));
  const answer = await page.goto('/help');
  expect(answer?.headers()['content-security-policy']).toBe(CSP);
  await page.getByRole('button', { name: 'Add entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add help entry' });
  const editor = dialog.getByRole('group', { name: 'Attributes' });
  await switchToCode(editor);

  // Line 3 lacks the comma after line 2's value.
  await editor.locator('.ace_text-input').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{\n  "SmallImage": "https://"\n  "LargeImage": "https://"\n}');
  await expect(editor.locator('.ace_gutter-cell.ace_error')).toHaveText('3');
  await expect(editor.locator('.sb-json-syntax-error')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Add help entry' }).click();
  await expect(
    dialog.getByText(
      "Attributes JSON is invalid. Please correct JSON before saving. (not JSON at line 3, column 3: Expected ',' or '}' after property value)",
    ),
  ).toBeVisible();

  // Fixed, the marks go.
  await editor.locator('.ace_text-input').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{\n  "SmallImage": "https://",\n  "LargeImage": "https://"\n}');
  await expect(editor.locator('.ace_gutter-cell.ace_error')).toHaveCount(0);
  await expect(editor.locator('.sb-json-syntax-error')).toHaveCount(0);
  expect((await page.request.get('/help')).headers()['content-security-policy']).toBe(CSP);
});

test('the JSON editor follows dark mode (tree and code), axe clean', async ({ page, request }) => {
  await signIn(page, await newOrganizationOwner(request, `Help dark ${uniqueTag()}`));
  await page.goto('/help');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/awsui-dark-mode/);
  await page.getByRole('button', { name: 'Add entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add help entry' });
  const editor = dialog.getByRole('group', { name: 'Attributes' });
  const background = (selector: string) =>
    editor
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(editor.locator('div.jsoneditor-tree')).toBeVisible();
  expect(await background('div.jsoneditor-tree')).toBe('rgb(15, 27, 42)');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await switchToCode(editor);
  await expect(editor.locator('.ace_scroller')).toBeVisible();
  expect(await background('.ace_scroller')).toBe('rgb(15, 27, 42)');
  await expectNoAxeViolations(page, '[role="dialog"]');
});
