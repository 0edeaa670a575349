// Which Chromium the end-to-end tests drive. Debian's chromium-headless-shell (Chromium's old headless mode, no
// browser window code) when it is there: the same engine, measured here at about a quarter less CPU than the full
// chromium in headless mode (content-screens and forms specs: 17.6 against 24.2 CPU-s, 56 against 64 s), which
// on 2 cores is what two workers share. CHROMIUM_PATH names another.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
