// Makes sure a Chromium is there for the end-to-end tests: Debian's package when root, else a clear message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL } from './chromium.mjs';

const install = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });

if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && process.getuid?.() === 0) {
  console.log('Installing Debian’s chromium-headless-shell package (the e2e tests’ browser)…');
  try {
    install('chromium-headless-shell');
  } catch {
    // An older Debian has no such package: the full chromium runs the tests as well, only slower.
    if (!existsSync(FULL_CHROMIUM)) install('chromium');
  }
}
const chromium = chromiumPath();
if (existsSync(chromium)) process.exit(0);
console.error(
  `No Chromium at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
);
process.exit(1);
