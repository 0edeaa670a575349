import { uniqueNames } from '../../data/unique-name';
import { organizationRepository } from './organization-repository';

/**
 * Organization names are unique across the platform (scope `platform`), held by claim items (data/unique-name.ts).
 * Whatever creates, renames or deletes an organization goes through this rule (create / rename / remove).
 */
export const ORGANIZATIONS = 'platform';

export const organizationNames = uniqueNames({
  kind: 'OrganizationName',
  table: 'Entities',
  nameOf: async (_scope, id) => (await organizationRepository.get('platform', id))?.OrganizationName,
  records: async () =>
    (await organizationRepository.all('platform')).map((o) => ({ id: o.OrganizationID, name: o.OrganizationName })),
  taken: (existing) => `OrganizationName: an organization named ${existing} already exists.`,
});
