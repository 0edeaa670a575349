import { expect, type Locator, type Page } from '@playwright/test';
import { relayEnvelope, routes, type AnswerOf, type RouteName } from '@switchboard/shared';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Axe from 'axe-core';

/**
 * A tag for the names a spec gives its records, unique in the run: two workers load their specs at once, so a
 * Date.now() alone can come out the same in two specs that filter their tables by it.
 */
export const uniqueTag = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** The password the local runtime seeds its users with for these tests (see playwright.config.ts). */
export const E2E_PASSWORD = 'Test-Password-123!';

/** Where the runtime started by playwright.config.ts writes its mail (.eml files), one folder per port. */
export const E2E_OUTBOX = `test-results/outbox-${process.env.E2E_PORT ?? 3100}`;

export { USERS } from '../seeded-users';

/**
 * Signs in and opens the console's home page. With a path (the sign-in page, e.g. with a returnTo), through the real
 * form and wherever it leads. Without one, with the form's own call (POST /Auth/Login, which sets the session cookie
 * in the browser) and then the home page: the form is sign-in.spec.ts's subject, and skipping its page saves a page
 * load and typing in each of the other ~90 tests.
 */
export async function signIn(page: Page, email: string, path?: string): Promise<void> {
  if (path === undefined) {
    await postLogin(page, email);
    await page.goto('/');
  } else {
    await page.goto(path);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

/**
 * Signs in with the form's own call and opens `path` at once: one page load, where signIn and a page.goto load the
 * console twice (the home page, then the path).
 */
export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await postLogin(page, email);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

async function postLogin(page: Page, email: string): Promise<void> {
  const answer = await page.request.post(routes.Login.path, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { Email: email, Password: E2E_PASSWORD },
  });
  expect(answer.status(), `signing in ${email}: ${await answer.text()}`).toBe(200);
}

/**
 * Closes a row's Actions menu with Escape, pressed on its trigger, and waits until no menu item shows. In one CI run
 * a bare page.keyboard.press('Escape') left a menu open over the next row's button for 90 s (not reproduced here:
 * a blur closes the menu by itself), so while an item still shows, a click on the page's heading closes it as a
 * user's click away would.
 */
export async function closeMenu(trigger: Locator): Promise<void> {
  const page = trigger.page();
  const items = page.getByRole('menuitem');
  await trigger.press('Escape');
  await expect(async () => {
    if ((await items.count()) > 0) await page.getByRole('heading', { level: 1 }).first().click();
    await expect(items).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** Closes a modal with Escape, as a user does; pressed again only while the modal still shows (see closeMenu). */
export async function closeDialogWithEscape(dialog: Locator): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.page().keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

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

/** axe-core itself, put into a page once per document (a single-page app keeps it across its screens). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page (or a part of it) and fails with a readable list of the violations. axe-core directly rather
 * than @axe-core/playwright, whose analyze() injected axe twice and opened a blank page for every scan (about 3 s of
 * each scan here, 5 scans a test); iframes are not entered: the console's only one is a YouTube player, whose
 * frame element (its title) the scan still checks.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    // axe judges text above the top of a scrolled container off-screen, so a control labelled by such text (its
    // aria-labelledby, which screen readers read wherever it is) failed label-title-only whenever filling a lower
    // field had scrolled a modal (dequelabs/axe-core#3174, #1004): scan from the top, then put the scroll back.
    const scrolled = [document.scrollingElement, ...document.querySelectorAll('*')]
      .filter((element): element is Element => Boolean(element && element.scrollTop > 0))
      .map((element) => ({ element, top: element.scrollTop }));
    for (const { element } of scrolled) element.scrollTop = 0;
    const results = await axe.run(selector ? { include: [[selector]] } : document, { iframes: false });
    for (const { element, top } of scrolled) element.scrollTop = top;
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.join(' '), failureSummary })),
    }));
  }, include);
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(readable, 'axe violations').toEqual([]);
}

/** Saves a screenshot under test-results/screens/ to look at how the screen appears to a user. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // CI has no one to look at them (.ci/run sets E2E_SCREENSHOTS=0): about a second each, 118 of them.
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The registration link of the newest mail to this address in the runtime's outbox (.eml files). */
export const registrationLinkFor = (email: string): Promise<string> => mailedLink(email, '/Account/Register');

/** The newest link to `path` (with its token) mailed to this address, from the runtime's outbox. */
export async function mailedLink(email: string, path: string): Promise<string> {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm');
  const linkTo = new RegExp(`http://localhost:\\d+${path}\\?token=[\\w-]+`);
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
        .find((text) => to.test(text) && linkTo.test(text));
      link = mail?.match(linkTo)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

export type Json = Record<string, unknown>;

/** Calls a route as the signed-in user of `page` (a relay row through the relay); fails loudly when refused. */
export async function send<N extends RouteName>(
  page: Page,
  name: N,
  input: { query?: Json; body?: unknown } = {},
): Promise<AnswerOf<(typeof routes)[N]>> {
  const def: (typeof routes)[RouteName] = routes[name];
  if (def.via === 'relay') {
    const envelope = relayEnvelope(def, input);
    return (await send(page, envelope.route, { body: envelope.body })) as AnswerOf<(typeof routes)[N]>;
  }
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]));
  const url = `${def.path}${query.size ? `?${query.toString()}` : ''}`;
  const options = { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: input.body };
  const answer = def.method === 'GET' ? await page.request.get(url, options) : await page.request.post(url, options);
  expect(answer.ok(), `${name}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as AnswerOf<(typeof routes)[N]>;
}
