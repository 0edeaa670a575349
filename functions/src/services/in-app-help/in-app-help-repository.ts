import { EntityRepository } from '../../data/entity-repository';

export type InAppHelpRecord = {
  Url: string;
  Title: string;
  Content: string;
  DateLastUpdated: string;
  LastUpdatedBy: string;
};

/**
 * A page's help text, sk the screen's path (e.g. /setup/:slug/:id): pk ORG#{org}#InAppHelp for an organization's own
 * text, PLATFORM#InAppHelp for a PlatformAdmin's edit of the default. The shipped defaults are in shared.
 */
export const inAppHelpRepository = new EntityRepository<InAppHelpRecord>('InAppHelp');
