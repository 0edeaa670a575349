import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a public file kept in test/fixtures/third-party/<source>/ is (SOURCES.md there names its repository and
 * license): `thirdPartyPath('qnabot-on-aws', 'PrairieLineTrailTour.json')` or `thirdPartyPath('rasa/nlu.yml')`.
 */
export const thirdPartyPath = (...path: string[]): string =>
  join(import.meta.dirname, 'fixtures', 'third-party', ...path);

/** A public file of test/fixtures/third-party, as text. */
export const thirdPartyFile = (...path: string[]): string => readFileSync(thirdPartyPath(...path), 'utf8');
