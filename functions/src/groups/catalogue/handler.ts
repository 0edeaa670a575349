import { catalogueRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import {
  columnNameChanges,
  customColumns,
  integrationColumns,
  integrationDefaults,
} from '../../services/catalogue/connection-records-service';
import { connectionFields, defaultSettingFields } from '../../services/catalogue/field-definitions-service';
import {
  createCategory,
  createSystem,
  deleteCategory,
  deleteSystem,
  systemLists,
  updateCategory,
  updateSystem,
} from '../../services/catalogue/systems-service';

const operations = bindGroup('catalogue', [catalogueRoutes], {
  GetSystemLists: ({ principal }) => systemLists(principal.role),
  SubmitSystemListCategory: ({ body }) => createCategory(body),
  UpdateSystemListCategory: ({ body }) => updateCategory(body),
  DeleteSystemListCategory: ({ query }) => deleteCategory(query.id),
  SubmitSystemList: ({ body }) => createSystem(body),
  UpdateSystemList: ({ body }) => updateSystem(body),
  DeleteSystemList: ({ query }) => deleteSystem(query.id),

  GetSystemListDefaultSettingFields: ({ query }) => defaultSettingFields.list(query),
  SubmitSystemListDefaultSetting: ({ body }) => defaultSettingFields.create(body),
  UpdateSystemListDefaultSetting: ({ body }) => defaultSettingFields.update(body),
  DeleteSystemListDefaultSettingField: ({ query }) => defaultSettingFields.remove(query.id),

  GetSystemListConnectionFields: ({ query }) => connectionFields.list(query),
  SubmitSystemListConnectionFields: ({ body }) => connectionFields.create(body),
  UpdateSystemListConnectionFields: ({ body }) => connectionFields.update(body),
  DeleteSystemListConnectionFields: ({ query }) => connectionFields.remove(query.id),

  GetIntegrationDefaultSettingField: ({ query, principal }) => integrationDefaults.list(query, principal),
  SubmitIntegrationDefaultSettingField: ({ body, principal }) => integrationDefaults.create(body, principal),
  UpdateIntegrationDefaultSettingField: ({ body, principal }) => integrationDefaults.update(body, principal),
  DeleteIntegrationDefaultSettingField: ({ query, principal }) => integrationDefaults.remove(query.id, principal),

  GetColumnNameChange: ({ query, principal }) => columnNameChanges.list(query, principal),
  SubmitColumnNameChange: ({ body, principal }) => columnNameChanges.create(body, principal),
  UpdateColumnNameChange: ({ body, principal }) => columnNameChanges.update(body, principal),
  DeleteColumnNameChange: ({ query, principal }) => columnNameChanges.remove(query.id, principal),

  GetCustomColumn: ({ query, principal }) => customColumns.list(query, principal),
  SubmitCustomColumn: ({ body, principal }) => customColumns.create(body, principal),
  UpdateCustomColumn: ({ body, principal }) => customColumns.update(body, principal),
  DeleteCustomColumn: ({ query, principal }) => customColumns.remove(query.id, principal),

  GetIntegrationColumns: ({ query }) => integrationColumns(query),
});

export const handler = groupHandler(operations);
