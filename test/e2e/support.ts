import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The password the local runtime seeds its users with for these tests (see playwright.config.ts). */
export const E2E_PASSWORD = 'Test-Password-123!';

/** Where the runtime started by playwright.config.ts writes its mail (.eml files), one folder per port. */
export const E2E_OUTBOX = `test-results/outbox-${process.env.E2E_PORT ?? 3100}`;

export { USERS } from '../seeded-users';

/** Signs in through the real form and waits until the console has left the sign-in page. */
export async function signIn(page: Page, email: string, path = '/Account/Login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

/** Runs axe on the page (or a part of it) and fails with a readable list of the violations. */
/** Every column header of the table shows whole, none of it under the sticky Actions column at the right. */
export async function expectColumnsClearOfActions(table: Locator): Promise<void> {
  const headers = table.getByRole('columnheader');
  const actions = (await headers.filter({ hasText: /^Actions$/ }).boundingBox())!;
  for (const header of await headers.all()) {
    const name = (await header.innerText()).trim();
    if (name === 'Actions' || !(await header.isVisible())) continue;
    const box = (await header.boundingBox())!;
    expect(
      box.x + box.width,
      `column "${name}" ${JSON.stringify(box)} under Actions ${JSON.stringify(actions)}`,
    ).toBeLessThanOrEqual(actions.x + 1);
  }
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
  let builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(readable, 'axe violations').toEqual([]);
}

/** Saves a screenshot under test-results/screens/ to look at how the screen appears to a user. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The registration link of the newest mail to this address in the runtime's outbox (.eml files). */
export async function registrationLinkFor(email: string): Promise<string> {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = existsSync(E2E_OUTBOX) ? readdirSync(E2E_OUTBOX).filter((name) => name.endsWith('.eml')) : [];
      const mail = files
        .sort()
        .reverse()
        .map((name) => readFileSync(join(E2E_OUTBOX, name), 'utf8'))
        // Mail bodies are quoted-printable: undo the soft line breaks and escapes inside the link.
        .map((eml) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        .find((text) => to.test(text));
      link = mail?.match(/http:\/\/localhost:\d+\/Account\/Register\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}
