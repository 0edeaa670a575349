import { catalogueFamilies, catalogueRoutes } from '@switchboard/shared';
import { bindFamilies, type ServiceOf } from '../../http/bind-family';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const records = onFirstUse(() => import('../../services/catalogue/connection-records-service'));
const fields = onFirstUse(() => import('../../services/catalogue/field-definitions-service'));
const systems = onFirstUse(() => import('../../services/catalogue/systems-service'));

type CatalogueFamily = (typeof catalogueFamilies)[number];
/** The service of each catalogue family, by the type it is stored under. */
const services: Record<CatalogueFamily['type'], () => Promise<ServiceOf<CatalogueFamily>>> = {
  Category: async () => (await systems()).categoryCalls,
  System: async () => (await systems()).systemCalls,
  DefaultSettingField: async () => (await fields()).defaultSettingFields,
  ConnectionField: async () => (await fields()).connectionFields,
  IntegrationDefaultSettingField: async () => (await records()).integrationDefaults,
  IntegrationColumnChange: async () => (await records()).columnNameChanges,
  IntegrationCustomColumn: async () => (await records()).customColumns,
};

const operations = bindGroup('catalogue', [catalogueRoutes], {
  GetSystemLists: async ({ principal }) => (await systems()).systemLists(principal.role),
  ...bindFamilies(catalogueFamilies, (family) => services[family.type]),
  GetIntegrationColumns: async ({ query }) => (await records()).integrationColumns(query),
});

export const handler = groupHandler(operations);
