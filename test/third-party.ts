import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A public file kept in test/fixtures/third-party/<source>/ (SOURCES.md there names its repository and license). */
export const thirdPartyFile = (source: string, name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', 'third-party', source, name), 'utf8');
