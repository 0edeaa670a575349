import type { Page } from '@playwright/test';
import { expect, test } from './secret-scan';
import { addFields, newCategory, newSystem } from './catalogue-records';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag, USERS } from './support';

/** The run's stamp in letters only (a person's name takes no digits). */
const letters = uniqueTag().replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

/**
 * One list screen whose records are logged: where it is, who manages it, how a record is made through the API
 * (`name` is unique to the run and shows in the row), and the record type the usage logs store for it.
 */
interface HistoryCase {
  screen: string;
  path: string;
  /** The table's plural (its filter is "Filter {plural}"). */
  plural: string;
  user: string;
  type: string;
  /** How the history's lines name the type, where it is not the type's stored name. */
  noun?: string;
  /** How the history's lines name the record (its name, never its id). */
  named?: (name: string) => string;
  add: (page: Page, name: string) => Promise<unknown>;
  /** Its rows have their own actions: the details open from the row's name (the row header's link), this text. */
  shownName?: (name: string) => string;
}

/**
 * The details' history is one building block per kind of screen: a declared list screen (Blogs stands for the
 * content screens and collection categories), Help Q&A, Invite users and the catalogue's field tables. That every
 * other list's records are logged under the type its screen asks for, in its own words, is the API's
 * record-history.test.ts and logs.test.ts and the console's record-words.test.ts.
 */
const cases: HistoryCase[] = [
  {
    screen: 'Blogs',
    path: '/content/blogs',
    plural: 'blogs',
    user: USERS.orgAdmin,
    type: 'Blog',
    add: (page, name) => send(page, 'PostBlog', { body: { title: name, body: 'We grew.', image: '' } }),
  },
  {
    screen: 'Help Q&A',
    path: '/help',
    plural: 'help entries',
    // The other organization's admin (where help-bulk.spec.ts imports and downloads.spec.ts exports).
    user: USERS.otherAdmin,
    type: 'Help',
    noun: 'help entry',
    named: (name) => `Created help entry 'What is ${name}?': Questions 'What is ${name}?', Answer 'A test.'`,
    add: (page, name) =>
      send(page, 'AddHelp', {
        body: { ShortDescription: `What is ${name}?`, LongDescription: 'A test.', MediaType: '', MediaUrl: '' },
      }),
  },
  {
    screen: 'Invite users',
    path: '/access/invite-users',
    plural: 'invited users',
    user: USERS.orgAdmin,
    type: 'Invitation',
    noun: 'invitation',
    named: (name) =>
      `Created invitation 'Grace ${name.split(' ')[1]}': First name 'Grace', Last name '${name.split(' ')[1]}'`,
    shownName: (name) => `Grace ${name.split(' ')[1]}`,
    add: (page, name) =>
      send(page, 'SendInvitation', {
        body: { FirstName: 'Grace', LastName: name.split(' ')[1], Email: `grace.${letters}@example.net` },
      }),
  },
  {
    // Connection fields are the same page (FieldDefinitionsPage) with the other kind.
    screen: 'Default setting fields',
    path: '/catalogue/default-setting-fields',
    plural: 'default setting fields',
    user: USERS.platform,
    type: 'DefaultSettingField',
    noun: 'default setting field',
    // Named by its label, its system by name (a system of its own: no other spec's counts move; not its id).
    named: (name: string) => `Created default setting field '${name}': `,
    add: async (page: Page, name: string) => {
      const system = await newSystem(page.request, name, await newCategory(page.request, name));
      return addFields(page.request, 'default setting', system, [
        { FieldName: `History_${letters}`, FieldLabel: name, FieldType: 'String' },
      ]);
    },
  },
];

for (const c of cases) {
  test(`${c.screen}: a record's details show its history (who, when, what)`, async ({ page }) => {
    const name = `History ${letters}`;
    await signIn(page, c.user);
    await c.add(page, name);
    await page.goto(c.path);
    await page.getByLabel(`Filter ${c.plural}`).fill(letters);
    const row = page.getByRole('row').filter({ hasText: letters });
    await expect(row).toHaveCount(1);
    if (c.shownName) await row.getByText(c.shownName(name), { exact: true }).click();
    else await row.getByRole('button', { name: /^Details of/ }).click();

    const details = page.getByRole('dialog');
    const history = details.getByRole('table', { name: 'History' });
    const created = history.getByRole('row').filter({ hasText: `Created ${c.noun ?? c.type} ` });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(c.user);
    if (c.named) await expect(created).toContainText(c.named(name));
    await expect(created).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    if (c.screen === 'Blogs') {
      await screenshot(page, 'record-history-blog');
      await expectNoAxeViolations(page);
    }
  });
}
