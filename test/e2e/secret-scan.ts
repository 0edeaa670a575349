import { expect, test as base } from '@playwright/test';
import { SecretRegistry } from '../secret-registry';
import { E2E_PASSWORD } from './support';

/**
 * The e2e part of the secret scan (issue 15 item 4): every e2e test runs with this automatic fixture, which
 * registers the credentials the console sends (request bodies), and fails the test when an API answer or the text of
 * any page of its browser context shows a registered secret. The runtime's own output is scanned at the end of the
 * run (secret-scan-teardown.ts). Specs import `test` and `expect` from here instead of '@playwright/test'.
 */
export const secretRegistryFile = () => `test-results/e2e-secrets-${process.env.SECRET_SCAN_RUN ?? 'local'}.jsonl`;
export const runtimeLogFile = () => `test-results/e2e-runtime-${process.env.E2E_PORT ?? 3100}.log`;

/** Made on first use: the run's file name comes from the environment playwright.config.ts sets. */
let shared: SecretRegistry | undefined;
const theRegistry = () => {
  shared ??= new SecretRegistry(secretRegistryFile());
  shared.add(E2E_PASSWORD);
  return shared.load();
};

const routeOf = (url: string) => new URL(url).pathname.split('/').pop();

/** How long the scan waits, after a test, for answers whose bodies are still arriving. */
const UNFINISHED_BODY_WAIT_MS = 15_000;

export const test = base.extend<{ secretScan: void }>({
  secretScan: [
    async ({ context }, use) => {
      const registry = theRegistry();
      const leaks: string[] = [];
      const pending: { url: string; read: Promise<void>; done: boolean }[] = [];
      context.on('request', (request) => {
        const body = request.postData();
        if (!body) return;
        try {
          registry.addFromBody(JSON.parse(body), routeOf(request.url()));
        } catch {
          // not JSON: a form post carries no console credentials
        }
      });
      context.on('response', (response) => {
        if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
        const entry = { url: response.url(), read: Promise.resolve(), done: false };
        entry.read = response
          .text()
          .then(
            (text) => void leaks.push(...registry.foundIn(text).map((s) => `${response.url()} answered ${s}`)),
            () => undefined,
          )
          .finally(() => (entry.done = true));
        pending.push(entry);
      });
      await use();
      // A body still arriving when the test ends is waited for, but not past the test's own time: once a response
      // whose body never ended held this teardown for 90 s (CI, catalogue.spec). Such a body never reached the page
      // whole either; its address is written into the test's annotations to find out which it was.
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(pending.map((entry) => entry.read)),
        new Promise((resolve) => (waited = setTimeout(resolve, UNFINISHED_BODY_WAIT_MS))),
      ]);
      clearTimeout(waited);
      for (const { url } of pending.filter((entry) => !entry.done)) {
        test.info().annotations.push({ type: 'unfinished answer (not scanned)', description: url });
        console.warn(
          `secret scan: the answer of ${url} had not ended ${UNFINISHED_BODY_WAIT_MS / 1000} s after the test`,
        );
      }
      for (const page of context.pages()) {
        const text = await page
          .locator('body')
          .innerText({ timeout: 2000 })
          .catch(() => '');
        leaks.push(...registry.foundIn(text).map((s) => `${page.url()} shows ${s}`));
      }
      expect(leaks, 'secrets in answers or page text').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
