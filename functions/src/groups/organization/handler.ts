import { organizationRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { saveOrganization } from '../../services/organization/organization-details-service';
import {
  createDefinition,
  deleteDefinition,
  listCategories,
  listDefinitions,
  updateDefinition,
} from '../../services/organization/setting-definitions-service';
import {
  createSetting,
  deleteSetting,
  listSettings,
  updateSetting,
} from '../../services/organization/settings-service';
import { addPending, removePending, setupData, submitSetup } from '../../services/organization/setup-service';

export const handler = groupHandler(
  bindGroup('organization', [organizationRoutes], {
    SystemSettings: ({ principal }) => listSettings(principal),
    SettingCategories: () => listCategories(),
    GetSystemSettingLists: ({ principal }) => listDefinitions(principal),
    DeleteSystemSetting: ({ query, principal }) => deleteSetting(query.id, principal),
    UpdateSetting: ({ body, principal }) => updateSetting(body, principal),
    SetupNewSettings: ({ body, principal }) => createSetting(body, principal),
    SubmitSystemSettingList: ({ body }) => createDefinition(body),
    UpdateSystemSettingList: ({ body }) => updateDefinition(body),
    DeleteSystemSettingList: ({ query }) => deleteDefinition(query.id),
    GetData: ({ query, principal }) => setupData(query.IsUpdateMode, principal),
    SetupOrganization: ({ body, principal }) => saveOrganization(body, principal, 'setup'),
    UpdateOrganization: ({ body, principal }) => saveOrganization(body, principal, 'update'),
    SetupIntegrationConfigurationSystems: ({ body, principal }) => addPending(body, principal),
    DeleteIntegrationConfigurationSystem: ({ query, principal }) => removePending(query.index, principal),
    SubmitSetup: ({ body, principal }) => submitSetup(body, principal),
  }),
);
