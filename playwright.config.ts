import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';
import { runtimeLogFile } from './test/e2e/secret-scan';
import { E2E_OUTBOX, E2E_PASSWORD } from './test/e2e/support';

// E2E_PORT lets two runs (e.g. two developers' sessions) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// One run's registry of secrets (test/secret-registry.ts), shared by its workers, which inherit this environment.
process.env.SECRET_SCAN_RUN ??= `${PORT}-${Date.now()}`;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two workers (E2E_WORKERS=1 for one): two Chromiums beside the runtime on a 2-core machine. Any spec may run beside
  // any other: each makes the records, people and organizations it changes or counts (docs/development.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI runs the whole suite once, 35 minutes, and one stray failure throws the run away: there a failed test runs
  // once more, and the summary lists it as "flaky" (a defect to fix: see docs/development.md). Locally never.
  retries: process.env.CI ? 1 : 0,
  // Long flows (the catalogue's, 150 steps) took 66 s on this 2-core machine while it also ran a lint; a timeout
  // only decides how long a stuck test waits.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The secret scan of the runtime's output (the pages and answers are scanned by test/e2e/secret-scan.ts).
  globalTeardown: './test/e2e/secret-scan-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    // A test that failed once and runs again (CI retries once) records its trace on the retry: the DOM before and
    // after each action, the network, the console; locally `--trace retain-on-failure` keeps one for any failure.
    // Not on every run: recording cost 11 % of the time and a quarter more of the runner's CPU here (content-screens
    // and forms specs, one worker, interleaved runs: 51.7 s without, 58.3 s with), which two workers on 2 cores share.
    // Never the screencast's film strip (about 15 % more again); the failure's own screenshot is always taken.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Its output goes to a file too, for the secret scan at the end of the run.
    command: `mkdir -p test-results && node scripts/start.mjs --in-memory --port ${PORT} --outbox ${E2E_OUTBOX} 2>&1 | tee ${runtimeLogFile()} >&2`,
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // OUTBOUND_ALLOWED_HOSTS: the credential checks and OAuth token requests may reach the tests' own servers, by
    // the name localhost (as they would reach a real provider by its name).
    // SIGNIN_RATE_PER_MINUTE: every browser signs in from the one address 127.0.0.1, two workers about 20 times a
    // minute at their busiest; the limit of 30 per address (which test/api/account.test.ts proves) is not what the
    // e2e specs test.
    env: {
      SWITCHBOARD_SEED_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: 'warn',
      OUTBOUND_ALLOWED_HOSTS: 'localhost',
      SIGNIN_RATE_PER_MINUTE: '300',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
