// Makes sure a Chromium is there for the end-to-end tests: Debian's package when root, else a clear message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log('Chromium is missing: installing Debian’s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `No Chromium at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
);
process.exit(1);
