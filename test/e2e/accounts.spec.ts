import { type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGE_DELAYS } from '@switchboard/shared';
import { expect, test } from './secret-scan';
import { invitedStaff } from './organization-people';
import { closeMenu, expectNoAxeViolations, registrationLinkFor, screenshot, signIn, USERS } from './support';

const INVITE_PATH = '/access/invite-users';
const PORT = process.env.E2E_PORT ?? '3100';
const STRONG = 'Invitee-Pass-123!';
const CHANGED = 'Changed-Pass-456?';

/** Signs in through the form with any password and waits for the console to leave the sign-in page. */
async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/Account/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openInviteUsers(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Invite users' }).click();
  await expect(page).toHaveURL(new RegExp(`${INVITE_PATH}$`));
  const table = page.getByRole('table', { name: 'Invited users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

async function invite(page: Page, first: string, last: string, email: string) {
  await page.getByRole('button', { name: 'Invite user', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
}

/** Opens the row's Actions menu and picks an item. */
async function act(page: Page, email: string, item: RegExp) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A page in a new browser context: no session, as the invitee opening the mail's link. */
async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('invite → register → approve → configure → sign in, change password → disabled and signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The console's clock: the messages' delays are moved on, not waited for.
  await page.clock.install();
  const email = `ivy.${Date.now().toString(36)}@example.com`;
  await signIn(page, USERS.orgAdmin);
  const table = await openInviteUsers(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'invite-users');

  // The invite modal: errors on the fields (all at once on Send), the server's refusal shown in the modal.
  await page.getByRole('button', { name: 'Invite user', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await send.click();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('First name').fill('Ivy');
  await dialog.getByLabel('Last name').fill('Invitee');
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Email must be a valid email address')).toBeVisible();
  await send.click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'invite-modal-errors');
  await dialog.getByLabel('Email').fill(USERS.staff);
  await send.click();
  const refusal = dialog.getByText(`${USERS.staff} already has an account.`, { exact: true });
  await expect(refusal).toBeVisible();
  await screenshot(page, 'invite-modal-server-error');
  // Cleared after 7 s (spec §9).
  await page.clock.fastForward(MESSAGE_DELAYS.inviteModalError - 1_000);
  await expect(refusal).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(refusal).toBeHidden();

  // Sending: the spec's "Sending …" message while the call runs, then the sent message and an Invited row.
  await page.route('**/Users/SendInvitation', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await dialog.getByLabel('Email').fill(email);
  await send.click();
  await expect(page.getByText('Sending invitation email ......')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
  await page.unroute('**/Users/SendInvitation');
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Staff');
  await expect(row).toContainText(USERS.orgAdmin);
  await screenshot(page, 'invite-users-invited');

  // Actions the state does not allow are disabled.
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await expect(page.getByRole('menuitem', { name: /^Approve registration/ })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: /^Enable$|^Disable$/ })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: /^Resend invitation/ })).toBeEnabled();
  // Both ways to a new link say plainly, before anything happens, that the previous link stops working.
  await expect(page.getByRole('menuitem', { name: /^Resend invitation/ })).toContainText(
    'Mails a new link: the previous link stops working.',
  );
  await expect(page.getByRole('menuitem', { name: /^Copy invitation link/ })).toContainText(
    'Makes a new link to hand over: the previous link stops working.',
  );
  await page.getByRole('menuitem', { name: /^Approve registration/ }).hover();
  await screenshot(page, 'invite-row-actions');
  await closeMenu(page.getByRole('button', { name: `Actions for ${email}` }));

  // The link in the mail points at this runtime.
  const link = await registrationLinkFor(email);
  expect(new URL(link).port).toBe(PORT);

  // The invitee, signed out: a weak password is refused and the checklist says what is missing.
  const guest = await guestPage(browser);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(guest.getByText(email)).toBeVisible();
  await expect(guest.getByText('Join Demo Organization on Switchboard.')).toBeVisible();
  await expect(guest.getByLabel('First name')).toHaveValue('Ivy');
  await expect(guest.getByLabel('Last name')).toHaveValue('Invitee');
  await expect(guest.getByRole('navigation', { name: 'Side navigation' })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  const checklist = guest.getByRole('list', { name: 'Password requirements' });
  const rule = (text: string) => checklist.getByRole('listitem').filter({ hasText: text });
  const password = guest.getByLabel('Password', { exact: true });
  await password.fill('weakpass');
  await guest.getByLabel('Confirm password').fill('weakpass');
  await expect(rule('At least 10 characters').getByRole('img', { name: 'Not met' })).toBeVisible();
  await expect(rule('An upper-case letter').getByRole('img', { name: 'Not met' })).toBeVisible();
  await expect(rule('A digit').getByRole('img', { name: 'Not met' })).toBeVisible();
  await expect(rule('A special character').getByRole('img', { name: 'Not met' })).toBeVisible();
  await guest.getByRole('button', { name: 'Register' }).click();
  await expect(password).toBeFocused();
  await expect(guest.getByText('The password does not meet every requirement below.')).toBeVisible();
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'register-weak-password');

  await password.fill(STRONG);
  await expect(checklist.getByRole('img', { name: 'Met', exact: true })).toHaveCount(4);
  await guest.getByLabel('Confirm password').fill(STRONG.slice(0, -1) + '?');
  await expect(guest.getByText('The passwords do not match.')).toBeVisible();
  await guest.getByLabel('Confirm password').fill(STRONG);
  await screenshot(guest, 'register-strong-password');
  await guest.getByRole('button', { name: 'Register' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Registration received' })).toBeVisible();
  await expect(guest.getByText('Your administrator will approve it; you can then sign in.')).toBeVisible();
  await screenshot(guest, 'register-received');
  // Not approved yet: signing in is refused.
  await guest.getByRole('link', { name: 'Go to sign in' }).click();
  await signInWith(guest, email, STRONG);
  await expect(guest.getByText('Your registration is waiting for your administrator’s approval.')).toBeVisible();

  // The admin approves, then configures (held back until the spec's "took longer" message has shown).
  await page.reload();
  await expect(row).toContainText('Registered');
  await act(page, email, /^Approve registration/);
  await expect(page.getByText('Registration approved.')).toBeVisible();
  await expect(row).toContainText('Approved');
  let releaseConfigure!: () => void;
  const configureHeld = new Promise<void>((resolve) => (releaseConfigure = resolve));
  await page.route('**/Users/ConfigureApprovedRegistration**', async (route) => {
    await configureHeld;
    await route.continue();
  });
  const configureSent = page.waitForRequest('**/Users/ConfigureApprovedRegistration**');
  await act(page, email, /^Configure approved registration/);
  await configureSent;
  const tookLonger = page.getByText('It took longer than expected. Please try again.');
  await page.clock.fastForward(MESSAGE_DELAYS.configureTimeout - 1_000);
  await expect(tookLonger).toBeHidden();
  await page.clock.fastForward(1_000);
  await expect(tookLonger).toBeVisible();
  await screenshot(page, 'configure-took-longer');
  releaseConfigure();
  await expect(row).toContainText('Configured');
  await page.unroute('**/Users/ConfigureApprovedRegistration**');
  await expect(row).toContainText('Enabled');
  await screenshot(page, 'invite-users-configured');

  // The new user signs in and changes their password from the user menu.
  await signInWith(guest, email, STRONG);
  await expect(guest.getByRole('heading', { level: 1, name: 'Welcome, Ivy' })).toBeVisible();
  await guest.getByRole('button', { name: 'User menu of Ivy Invitee' }).click();
  await guest.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(guest).toHaveURL(/\/Account\/ChangePassword$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expectNoAxeViolations(guest);
  const submit = guest.getByRole('button', { name: 'Change password' });
  await guest.getByLabel('Current password').fill('Wrong-Pass-999!');
  await guest.getByLabel('New password', { exact: true }).fill('short');
  await submit.click();
  await expect(guest.getByLabel('New password', { exact: true })).toBeFocused();
  await guest.getByLabel('New password', { exact: true }).fill(CHANGED);
  await guest.getByLabel('Confirm new password').fill(CHANGED);
  await submit.click();
  await expect(guest.getByText('The current password is not correct.')).toBeVisible();
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'change-password-wrong-old');
  await guest.getByLabel('Current password').fill(STRONG);
  await submit.click();
  await expect(guest.getByText(/Your password has been changed/)).toBeVisible();
  await expect(guest.getByLabel('Current password')).toHaveValue('');
  await screenshot(guest, 'change-password-done');

  // The admin disables them: their open session is refused at the next navigation. The password change counted
  // as a change of the account, so the list as loaded before it is stale (an action from it answers 409): the admin
  // comes back to a list loaded again.
  await page.reload();
  await expect(row).toContainText('Enabled');
  await act(page, email, /^Disable$/);
  await expect(page.getByText(`${email} is now disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  // A refused status change is reported in the spec's words and the row does not flip.
  await page.route('**/Users/UpdateStatus**', (route) =>
    route.fulfill({ json: { ResponseStatus: 'Failed', ResponseMessage: 'Directory unavailable.' } }),
  );
  await act(page, email, /^Enable$/);
  await expect(page.getByText('Update Status Error: Failed ResponseMessage: Directory unavailable.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  await page.unroute('**/Users/UpdateStatus**');
  await guest.goto('/');
  await expect(guest).toHaveURL(/\/Account\/Login/);
  await guest.context().close();
});

test('resend, copy the link and cancel with the prompt; a cancelled or made-up link shows why', async ({
  page,
  browser,
}) => {
  const email = `carl.${Date.now().toString(36)}@example.com`;
  await signIn(page, USERS.orgAdmin);
  const table = await openInviteUsers(page);
  await invite(page, 'Carl', 'Cancelled', email);
  const row = table.getByRole('row').filter({ hasText: email });

  await act(page, email, /^Resend invitation/);
  await expect(page.getByText('Invitation email sent successfully')).toBeVisible();

  await act(page, email, /^Copy invitation link/);
  const linkDialog = page.getByRole('dialog', { name: 'Invitation link' });
  const linkField = linkDialog.getByLabel(`Registration link for ${email}`);
  await expect(linkField).toHaveValue(new RegExp(`^http://localhost:${PORT}/Account/Register\\?token=[\\w-]{43}$`));
  const copied = await linkField.inputValue();
  await expectNoAxeViolations(page);
  await screenshot(page, 'invitation-link');
  await linkDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(linkDialog).toBeHidden();

  await act(page, email, /^Cancel invitation/);
  const prompt = page.getByRole('dialog', { name: 'Cancel invitation' });
  await expect(prompt.getByText(`Are you sure you want to cancel the invitation sent to ${email}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'cancel-invitation-prompt');
  await prompt.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(`The invitation which was sent to ${email} is cancelled.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');

  // The cancelled invitation's link, a well-formed unknown token and a made-up one: a clear page, no form.
  const guest = await guestPage(browser);
  await guest.goto(copied);
  await expect(guest.getByRole('heading', { level: 1, name: 'This invitation link cannot be used' })).toBeVisible();
  await expect(guest.getByText(/This invitation link is no longer valid/)).toBeVisible();
  await expect(guest.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'register-link-cancelled');
  await guest.goto(`/Account/Register?token=${'A'.repeat(43)}`);
  await expect(guest.getByText(/This invitation link is no longer valid/)).toBeVisible();
  await guest.goto('/Account/Register?token=made-up');
  await expect(guest.getByText(/not an invitation link this console sent/)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await guest.context().close();
});

test('an OrgAdmin sees every user of the organization and may disable staff, never the PlatformAdmin', async ({
  page,
  request,
}) => {
  // The Staff member disabled here is its own: the seeded one stays enabled for the specs running beside this one.
  const staff = await invitedStaff(request, USERS.orgAdmin);
  await signIn(page, USERS.orgAdmin);
  const table = await openInviteUsers(page);
  // The row whose Email cell is the address (other rows name it as who last updated them).
  const row = (email: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row(USERS.platform)).toContainText('Platform admin');
  await expect(row(USERS.staff)).toContainText('Enabled');
  await expect(row(USERS.orgAdmin)).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${USERS.platform}` }).click();
  const disablePlatform = page.getByRole('menuitem', { name: /^Disable/ });
  await expect(disablePlatform).toBeDisabled();
  await expect(disablePlatform).toHaveAccessibleDescription('Only a Platform admin can enable or disable this user.');
  await screenshot(page, 'invite-users-higher-role');
  await closeMenu(page.getByRole('button', { name: `Actions for ${USERS.platform}` }));
  await page.getByRole('button', { name: `Actions for ${USERS.orgAdmin}` }).click();
  await expect(page.getByRole('menuitem', { name: /^Disable/ })).toHaveAccessibleDescription(
    'You cannot disable your own account.',
  );
  await closeMenu(page.getByRole('button', { name: `Actions for ${USERS.orgAdmin}` }));

  await act(page, staff, /^Disable$/);
  await expect(page.getByText(`${staff} is now disabled.`)).toBeVisible();
  await expect(row(staff)).toContainText('Disabled');
  await act(page, staff, /^Enable$/);
  await expect(page.getByText(`${staff} is now enabled.`)).toBeVisible();
  await expect(row(staff)).toContainText('Enabled');

  // Another tab disables them meanwhile: this page still shows Enabled, and its Disable is refused (409), not
  // applied over the other tab's change.
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const status = (Enabled: boolean) =>
    page.request.post(`/Users/UpdateStatus?email=${encodeURIComponent(staff)}`, { headers, data: { Enabled } });
  expect((await status(false)).status()).toBe(200);
  await act(page, staff, /^Disable$/);
  await expect(
    page.getByText(
      'Update Status Error: 409 ResponseMessage: Someone else changed this record meanwhile. Reload it and try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`${staff} is now disabled.`)).toHaveCount(0);
  // The list is loaded again after the conflict: it shows the account as it is now.
  await expect(row(staff)).toContainText('Disabled');
  expect((await status(true)).status()).toBe(200);
});

test('a PlatformAdmin starts a new organization; Staff has no Invite users', async ({ page }) => {
  await signIn(page, USERS.platform);
  await openInviteUsers(page);
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  const name = `E2E Organization ${Date.now()}`;
  const email = `fiona.${Date.now().toString(36)}@example.com`;
  await dialog.getByLabel('Organization name').fill(name);
  await dialog.getByLabel('Administrator’s first name').fill('Fiona');
  await dialog.getByLabel('Administrator’s last name').fill('First');
  await dialog.getByLabel('Administrator’s email').fill(email);
  await expectNoAxeViolations(page);
  await screenshot(page, 'new-organization');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Organization ${name} created`)).toBeVisible();
  await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
  expect(await registrationLinkFor(email)).toContain('/Account/Register?token=');

  // Nobody of the new organization can sign in yet: its creator manages the first admin's invitation.
  const row = page.getByRole('table', { name: 'Invited users' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`First admin of ${name}`);
  await expect(row).toContainText('Invited');
  await act(page, email, /^Resend invitation/);
  await expect(page.getByText('Invitation email sent successfully')).toBeVisible();
  await act(page, email, /^Cancel invitation/);
  const prompt = page.getByRole('dialog', { name: 'Cancel invitation' });
  await prompt.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(row).toContainText('Cancelled');

  await page.context().clearCookies();
  await signIn(page, USERS.staff);
  await expect(
    page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Invite users' }),
  ).toHaveCount(0);
  await page.goto(INVITE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
