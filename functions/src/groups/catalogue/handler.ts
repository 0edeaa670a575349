import { catalogueRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const records = onFirstUse(() => import('../../services/catalogue/connection-records-service'));
const fields = onFirstUse(() => import('../../services/catalogue/field-definitions-service'));
const systems = onFirstUse(() => import('../../services/catalogue/systems-service'));

const operations = bindGroup('catalogue', [catalogueRoutes], {
  GetSystemLists: async ({ principal }) => (await systems()).systemLists(principal.role),
  SubmitSystemListCategory: async ({ body }) => (await systems()).createCategory(body),
  UpdateSystemListCategory: async ({ body }) => (await systems()).updateCategory(body),
  DeleteSystemListCategory: async ({ query }) => (await systems()).deleteCategory(query.id),
  SubmitSystemList: async ({ body }) => (await systems()).createSystem(body),
  UpdateSystemList: async ({ body }) => (await systems()).updateSystem(body),
  DeleteSystemList: async ({ query }) => (await systems()).deleteSystem(query.id),

  GetSystemListDefaultSettingFields: async ({ query }) => (await fields()).defaultSettingFields.list(query),
  SubmitSystemListDefaultSetting: async ({ body }) => (await fields()).defaultSettingFields.create(body),
  UpdateSystemListDefaultSetting: async ({ body }) => (await fields()).defaultSettingFields.update(body),
  DeleteSystemListDefaultSettingField: async ({ query }) => (await fields()).defaultSettingFields.remove(query.id),

  GetSystemListConnectionFields: async ({ query }) => (await fields()).connectionFields.list(query),
  SubmitSystemListConnectionFields: async ({ body }) => (await fields()).connectionFields.create(body),
  UpdateSystemListConnectionFields: async ({ body }) => (await fields()).connectionFields.update(body),
  DeleteSystemListConnectionFields: async ({ query }) => (await fields()).connectionFields.remove(query.id),

  GetIntegrationDefaultSettingField: async ({ query, principal }) =>
    (await records()).integrationDefaults.list(query, principal),
  SubmitIntegrationDefaultSettingField: async ({ body, principal }) =>
    (await records()).integrationDefaults.create(body, principal),
  UpdateIntegrationDefaultSettingField: async ({ body, principal }) =>
    (await records()).integrationDefaults.update(body, principal),
  DeleteIntegrationDefaultSettingField: async ({ query, principal }) =>
    (await records()).integrationDefaults.remove(query.id, principal),

  GetColumnNameChange: async ({ query, principal }) => (await records()).columnNameChanges.list(query, principal),
  SubmitColumnNameChange: async ({ body, principal }) => (await records()).columnNameChanges.create(body, principal),
  UpdateColumnNameChange: async ({ body, principal }) => (await records()).columnNameChanges.update(body, principal),
  DeleteColumnNameChange: async ({ query, principal }) =>
    (await records()).columnNameChanges.remove(query.id, principal),

  GetCustomColumn: async ({ query, principal }) => (await records()).customColumns.list(query, principal),
  SubmitCustomColumn: async ({ body, principal }) => (await records()).customColumns.create(body, principal),
  UpdateCustomColumn: async ({ body, principal }) => (await records()).customColumns.update(body, principal),
  DeleteCustomColumn: async ({ query, principal }) => (await records()).customColumns.remove(query.id, principal),

  GetIntegrationColumns: async ({ query }) => (await records()).integrationColumns(query),
});

export const handler = groupHandler(operations);
