import { expect, test } from './secret-scan';

/** DESIGN §9: the first page a user opens (the sign-in page) loads at most 350 KB of JavaScript, gzip. */
const BUDGET_BYTES = 350 * 1024;

test('the sign-in page loads at most 350 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts: { url: string; bytes: number; encoding: string }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({
      url: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    });
  });
  await page.goto('/Account/Login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const lines = scripts.map((s) => `  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB ${s.encoding.padEnd(8)} ${s.url}`);
  console.log(
    `First page (/Account/Login) JavaScript: ${(total / 1024).toFixed(1)} KB over the wire\n${lines.join('\n')}`,
  );
  test.info().annotations.push({ type: 'first-page-js-gzip-kb', description: (total / 1024).toFixed(1) });

  expect(scripts.length).toBeGreaterThan(0);
  // The server gzips every script above 1 KB; smaller ones travel as they are.
  expect(scripts.filter((script) => script.bytes > 1024).every((script) => script.encoding === 'gzip')).toBe(true);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
