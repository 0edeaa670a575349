import { expect, test } from './secret-scan';
import { E2E_PASSWORD } from './support';

// The scan's own check: a test whose page receives a registered secret in an answer fails (test.fail: the test
// passes only when it does). Its body asserts that the answer did arrive, so only the scan can fail it.
test('the secret scan fails a test whose page received a known secret', async ({ page }) => {
  test.fail();
  await page.route('**/secret-scan-probe', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ Password: E2E_PASSWORD }) }),
  );
  await page.goto('/Account/Login');
  const answered = await page.evaluate(() => fetch('/secret-scan-probe').then((answer) => answer.status));
  expect(answered).toBe(200);
});
