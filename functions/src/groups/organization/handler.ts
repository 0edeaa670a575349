import { organizationRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const details = onFirstUse(() => import('../../services/organization/organization-details-service'));
const definitions = onFirstUse(() => import('../../services/organization/setting-definitions-service'));
const settings = onFirstUse(() => import('../../services/organization/settings-service'));
const setup = onFirstUse(() => import('../../services/organization/setup-service'));

export const handler = groupHandler(
  bindGroup('organization', [organizationRoutes], {
    SystemSettings: async ({ principal }) => (await settings()).listSettings(principal),
    SettingCategories: async () => (await definitions()).listCategories(),
    GetSystemSettingLists: async ({ principal }) => (await definitions()).listDefinitions(principal),
    DeleteSystemSetting: async ({ query, principal }) => (await settings()).deleteSetting(query.id, principal),
    UpdateSetting: async ({ body, principal }) => (await settings()).updateSetting(body, principal),
    SetupNewSettings: async ({ body, principal }) => (await settings()).createSetting(body, principal),
    SubmitSystemSettingList: async ({ body }) => (await definitions()).createDefinition(body),
    UpdateSystemSettingList: async ({ body }) => (await definitions()).updateDefinition(body),
    DeleteSystemSettingList: async ({ query }) => (await definitions()).deleteDefinition(query.id),
    GetData: async ({ query, principal }) => (await setup()).setupData(query.IsUpdateMode, principal),
    SetupOrganization: async ({ body, principal }) => (await details()).saveOrganization(body, principal, 'setup'),
    UpdateOrganization: async ({ body, principal }) => (await details()).saveOrganization(body, principal, 'update'),
    SetupIntegrationConfigurationSystems: async ({ body, principal }) => (await setup()).addPending(body, principal),
    DeleteIntegrationConfigurationSystem: async ({ query, principal }) =>
      (await setup()).removePending(query.index, principal),
    SubmitSetup: async ({ body, principal }) => (await setup()).submitSetup(body, principal),
  }),
);
