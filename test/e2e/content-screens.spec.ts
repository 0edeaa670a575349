import type { Locator } from '@playwright/test';
import { messages } from '@switchboard/shared';
import { choose, fillMoment, openFromNav } from './content-support';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, signIn, uniqueTag, USERS } from './support';

const stamp = uniqueTag();
/** The run's stamp in letters only (a person's name takes no digits). */
const letters = stamp.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

/**
 * The list screen's flow through the browser (list, add, edit, details, delete, axe), on Blogs, and on Employees,
 * which deletes nothing. Every content screen renders the same ListScreen from its declaration: what each other
 * screen's flow checked (its create body with the lookups' ids, its details with their names and moments, its
 * messages, whether it deletes, its empty values) is checked of its declaration in
 * web/src/features/content/content-screens.test.ts.
 *
 * One content screen's main flow, as its declaration names it: the noun of its buttons and dialogs, how a new
 * record is typed (with the selects fed by the lookups its list answers), the field that names the row and is
 * changed by the edit, what the details show, the spec's success texts, and whether it deletes.
 */
interface ContentCase {
  title: string;
  noun: string;
  /** The label of the text field that names the row in the table. */
  nameField: string;
  fill: (dialog: Locator, name: string) => Promise<void>;
  /** Shown in the details of the record the fill made. */
  details: string[];
  added: string;
  updated: string;
  removed?: string;
}

const cases: ContentCase[] = [
  {
    title: 'Blogs',
    noun: 'blog post',
    nameField: 'Title',
    fill: async (dialog, name) => {
      // A new post's likes start at 0.
      await expect(dialog.getByLabel('Likes')).toHaveValue('0');
      await dialog.getByLabel('Title', { exact: true }).fill(name);
      await dialog.getByLabel('Body').fill('First line\nsecond line');
      await expect(dialog.getByText('22/20,000 characters')).toBeVisible();
    },
    details: ['First line', '0'],
    added: messages.msg_blog_added,
    updated: messages.msg_blog_updated,
    removed: messages.msg_blog_removed,
  },
  {
    title: 'Employees',
    noun: 'employee',
    nameField: 'Last name',
    fill: async (dialog, name) => {
      await dialog.getByLabel('First name').fill('Erin');
      await dialog.getByLabel('Last name').fill(name);
      await dialog.getByLabel('Email').fill(`erin.${stamp}@example.com`);
      await choose(dialog, 'Department', 'Engineering');
      await choose(dialog, 'Office location', 'Head office');
    },
    details: ['Engineering', 'Head office', `erin.${stamp}@example.com`],
    added: messages.msg_employee_added,
    updated: messages.msg_employee_updated,
  },
];

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

for (const screen of cases) {
  test(`${screen.title}: add, edit, details${screen.removed ? ', delete' : ''}`, async ({ page }) => {
    const name = `${screen.title} check ${letters}`;
    const edited = `${name} edited`;
    await signIn(page, USERS.orgAdmin);
    const table = await openFromNav(page, screen.title);
    await expectNoAxeViolations(page);
    const slug = screen.title.toLowerCase().replace(/ /g, '-');
    await screenshot(page, `content-${slug}`);

    await page
      .getByRole('button', { name: `Add ${screen.noun}` })
      .first()
      .click();
    let dialog = page.getByRole('dialog', { name: `Add ${screen.noun}` });
    await screen.fill(dialog, name);
    await expectNoAxeViolations(page);
    await screenshot(page, `content-${slug}-add`);
    await dialog.getByRole('button', { name: `Add ${screen.noun}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(screen.added)).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    const label = await row
      .getByRole('button', { name: new RegExp(`^Edit ${screen.noun} `) })
      .getAttribute('aria-label');
    await row.getByRole('button', { name: new RegExp(`^Edit ${screen.noun} `) }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${screen.noun}` });
    await expect(dialog.getByLabel(screen.nameField, { exact: true })).toHaveValue(name);
    await dialog.getByLabel(screen.nameField, { exact: true }).fill(edited);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(screen.updated)).toBeVisible();
    const editedRow = table.getByRole('row', { name: new RegExp(edited) });
    await expect(editedRow).toBeVisible();
    expect(label).toBeTruthy();

    await editedRow.getByRole('button', { name: new RegExp(`^Details of ${screen.noun} `) }).click();
    dialog = page.getByRole('dialog', { name: new RegExp(`^${capitalized(screen.noun)} `) });
    await expect(dialog).toContainText(edited);
    for (const text of screen.details) await expect(dialog).toContainText(text);
    await expectNoAxeViolations(page);
    await screenshot(page, `content-${slug}-details`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    if (!screen.removed) {
      await expect(editedRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
      return;
    }
    await editedRow.getByRole('button', { name: new RegExp(`^Delete ${screen.noun} `) }).click();
    dialog = page.getByRole('dialog', { name: `Delete ${screen.noun}` });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(screen.removed)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(edited) })).toHaveCount(0);
  });
}

test('a news item that expires before its release, or on a day that does not exist, is refused on the field', async ({
  page,
}) => {
  await signIn(page, USERS.orgAdmin);
  await openFromNav(page, 'News');
  await page.getByRole('button', { name: 'Add news item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add news item' });
  await dialog.getByLabel('Short description', { exact: true }).fill(`Backwards ${stamp}`);
  await fillMoment(dialog, 'Release time', '2026-06-10', '08:00');
  await fillMoment(dialog, 'Expire time', '2026-06-01', '08:00');
  await dialog.getByRole('button', { name: 'Add news item' }).click();
  await expect(dialog.getByText('Expire time must be after release time')).toBeVisible();
  await fillMoment(dialog, 'Expire time', '2026-02-30', '08:00');
  await expect(dialog.getByText(/Expire time must be a real date/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'content-news-error');
});

test('a cafeteria menu that closes before it opens is refused on the field', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await openFromNav(page, 'Cafeteria menus');
  await page.getByRole('button', { name: 'Add cafeteria menu' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add cafeteria menu' });
  await dialog.getByLabel('Menu', { exact: true }).fill(`Late lunch ${stamp}`);
  await dialog.getByLabel('Open time').fill('15:00');
  await dialog.getByLabel('Close time').fill('14:00');
  await dialog.getByRole('button', { name: 'Add cafeteria menu' }).click();
  await expect(dialog.getByText('Close time must be after open time')).toBeVisible();
});

test('an employee without an email is told the email is required', async ({ page }) => {
  await signIn(page, USERS.orgAdmin);
  await openFromNav(page, 'Employees');
  await page.getByRole('button', { name: 'Add employee' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByLabel('First name').fill('Nomail');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Email must be a valid email address/)).toHaveCount(0);
});

test('Staff read employees but do not add or change them', async ({ page }) => {
  await signIn(page, USERS.staff);
  const table = await openFromNav(page, 'Employees');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add employee' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Edit employee / })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Details of employee / }).first()).toBeVisible();
});
