import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('../../', import.meta.url));
/** The one place that writes dates for people (and this guard, which names what it looks for). */
const ALLOWED = new Set(['components/format/date-time.ts', 'components/format/date-format-guard.test.ts']);

/** Ways of writing a date by hand: the browser's locale formats, or cutting a formatted date apart. */
const OWN_FORMATTING: [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\(/],
  ['Intl.DateTimeFormat', /DateTimeFormat\(/],
  ['a formatted date cut apart', /formatDate(Time)?\([^)]*\)\.(slice|substring|split)\(/],
  ['a date library', /from '(date-fns|dayjs|moment|luxon)/],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('one way to write a date', () => {
  it('no file of the console formats dates by itself: they all go through components/format/date-time.ts', () => {
    const found: string[] = [];
    for (const file of sourceFiles(WEB_SRC)) {
      const name = relative(WEB_SRC, file).split('\\').join('/');
      if (ALLOWED.has(name)) continue;
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of OWN_FORMATTING) if (pattern.test(text)) found.push(`${name}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
