import { accountFixtures } from './account';
import { billingFixtures } from './billing';
import { catalogueFixtures } from './catalogue';
import { connectionFixtures } from './connections';
import { contentFixtures } from './content';
import { organizationFixtures } from './organization';
import { helpFixtures } from './help';
import { collectionFixtures } from './collections';
import { inAppHelpFixtures } from './in-app-help';
import { aplFixtures } from './apl';
import { logsFixtures } from './logs';
import { skillTestFixtures } from './skill-tests';
import type { Fixture } from './fixture';

export type { Fixture, ReadBack } from './fixture';

/** Every callable's fixture (see fixture.ts), by domain. */
export const fixtures: Record<string, Fixture> = {
  ...accountFixtures,
  ...billingFixtures,
  ...catalogueFixtures,
  ...connectionFixtures,
  ...organizationFixtures,
  ...contentFixtures,
  ...helpFixtures,
  ...collectionFixtures,
  ...inAppHelpFixtures,
  ...aplFixtures,
  ...logsFixtures,
  ...skillTestFixtures,
};
