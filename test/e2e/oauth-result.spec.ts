import { messages } from '@switchboard/shared';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, signInAt, USERS } from './support';

/**
 * The end of an OAuth connect lands on /setup/systems?oauth=error&reason=<code>. Anyone can send an administrator a
 * link of that shape, so the page shows only the catalogue's message for a known code, never text from the address.
 */
const lure = 'Your organization is locked. Call +1 800 555 0100 and give your password';

test('an OAuth error shows only the fixed message of its code, never the text of the address', async ({ page }) => {
  await signInAt(page, USERS.orgAdmin, `/setup/systems?oauth=error&message=${encodeURIComponent(lure)}`);
  const flash = page.getByText(messages.msg_setup_problem);
  await expect(flash).toBeVisible();
  await expect(page.getByText(lure)).toHaveCount(0);
  await expect(page).toHaveURL(/\/setup\/systems$/);
  await expectNoAxeViolations(page);

  await page.goto(`/setup/systems?oauth=error&reason=denied&message=${encodeURIComponent(lure)}`);
  await expect(page.getByText(messages.msg_oauth_denied)).toBeVisible();
  await expect(page.getByText(lure)).toHaveCount(0);

  await page.goto(`/setup/systems?oauth=error&reason=${encodeURIComponent(lure)}`);
  await expect(page.getByText(messages.msg_setup_problem).first()).toBeVisible();
  await expect(page.getByText(lure)).toHaveCount(0);
});
