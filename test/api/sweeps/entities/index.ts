import { accountFixtures } from './account';
import { billingFixtures } from './billing';
import { catalogueFixtures } from './catalogue';
import { connectionFixtures } from './connections';
import { contentFixtures } from './content';
import { organizationFixtures } from './organization';
import { helpFixtures } from './help';
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
  ...skillTestFixtures,
};
