import * as z from 'zod/mini';
import { success } from '../core/answers';
import { route } from '../core/route';
import { connectionInput } from '../connections/schemas';
import { organizationInput } from './schemas';
import {
  newSettingInput,
  setting,
  settingCategory,
  settingIdQuery,
  settingUpdate,
  systemSettingList,
  systemSettingListInput,
  systemSettingListUpdate,
} from './settings-schemas';
import { pendingConfiguration, pendingIndexQuery, setupData, setupDataQuery, submitSetupBody } from './setup-schemas';
import { lazySchema } from '../core/lazy-schema';

const P = '/SetupProcessEntity';
/** An organization's setup and its setting values: its OrgAdmins (spec part 2 §2). */
const orgAdmin = ['OrgAdmin'] as const;
/** The platform-wide setting definitions: a PlatformAdmin maintains them, OrgAdmins pick from them. */
const definitionReaders = ['PlatformAdmin', 'OrgAdmin'] as const;
const platformAdmin = ['PlatformAdmin'] as const;
const group = 'organization' as const;

export const organizationRoutes = {
  SystemSettings: route({
    method: 'GET',
    path: `${P}/SystemSettings`,
    group,
    access: orgAdmin,
    answer: /* @__PURE__ */ lazySchema(() => z.array(setting)),
    summary: "The organization's setting values by category and name; encrypted values masked.",
  }),
  SettingCategories: route({
    method: 'GET',
    path: `${P}/SettingCategories`,
    group,
    access: definitionReaders,
    answer: /* @__PURE__ */ lazySchema(() => z.array(settingCategory)),
    summary: 'The categories of the setting definitions.',
  }),
  GetSystemSettingLists: route({
    method: 'GET',
    path: `${P}/GetSystemSettingLists`,
    group,
    access: definitionReaders,
    answer: /* @__PURE__ */ lazySchema(() => z.array(systemSettingList)),
    summary: 'The platform-wide setting definitions (each with Encrypt); with UsageCount for a PlatformAdmin.',
  }),
  DeleteSystemSetting: route({
    method: 'GET',
    path: `${P}/DeleteSystemSetting`,
    group,
    access: orgAdmin,
    query: settingIdQuery,
    answer: success,
    summary: "Deletes one of the organization's setting values (an encrypted one's secret with it).",
  }),
  UpdateSetting: route({
    method: 'POST',
    path: `${P}/UpdateSetting`,
    group,
    access: orgAdmin,
    body: settingUpdate,
    answer: success,
    summary: 'Changes a setting value from its Version (else 409); the mask sent back keeps an encrypted value.',
  }),
  SetupNewSettings: route({
    method: 'POST',
    path: `${P}/SetupNewSettings`,
    group,
    access: orgAdmin,
    body: newSettingInput,
    answer: success,
    status: 201,
    summary: 'Gives the organization a value of a setting definition (one per definition; else 409).',
  }),
  SubmitSystemSettingList: route({
    method: 'POST',
    path: `${P}/SubmitSystemSettingList`,
    group,
    access: platformAdmin,
    body: systemSettingListInput,
    answer: systemSettingList,
    status: 201,
    summary: 'Adds a setting definition (names are unique across the platform).',
  }),
  UpdateSystemSettingList: route({
    method: 'POST',
    path: `${P}/UpdateSystemSettingList`,
    group,
    access: platformAdmin,
    body: systemSettingListUpdate,
    answer: success,
    summary: 'Changes a setting definition from its Version; Encrypt and ValueType are fixed while values use it.',
  }),
  DeleteSystemSettingList: route({
    method: 'GET',
    path: `${P}/DeleteSystemSettingList`,
    group,
    access: platformAdmin,
    query: settingIdQuery,
    answer: success,
    summary: 'Deletes a setting definition no organization keeps a value of.',
  }),
  GetData: route({
    method: 'GET',
    path: `${P}/GetData`,
    group,
    access: orgAdmin,
    query: setupDataQuery,
    answer: setupData,
    summary: 'What the setup screen opens with: catalogue, pending list or connections, user, IsInvited, organization.',
  }),
  SetupOrganization: route({
    method: 'POST',
    path: `${P}/SetupOrganization`,
    group,
    access: orgAdmin,
    body: organizationInput,
    answer: success,
    summary: "Saves the organization's details from the setup (its owner only; from its Version, else 409).",
  }),
  UpdateOrganization: route({
    method: 'POST',
    path: `${P}/UpdateOrganization`,
    group,
    access: orgAdmin,
    body: organizationInput,
    answer: success,
    summary: "Saves the organization's details in update mode (its owner only; from its Version, else 409).",
  }),
  SetupIntegrationConfigurationSystems: route({
    method: 'POST',
    path: `${P}/SetupIntegrationConfigurationSystems`,
    group,
    access: orgAdmin,
    body: connectionInput,
    answer: /* @__PURE__ */ lazySchema(() => z.nullable(pendingConfiguration)),
    status: 201,
    summary:
      'Adds a configuration to the pending list: 409 "exist" when its category or system is taken, null when its credentials fail.',
  }),
  DeleteIntegrationConfigurationSystem: route({
    method: 'GET',
    path: `${P}/DeleteIntegrationConfigurationSystem`,
    group,
    access: orgAdmin,
    query: pendingIndexQuery,
    answer: success,
    summary: 'Removes the configuration at that position from the pending list.',
  }),
  SubmitSetup: route({
    method: 'POST',
    path: `${P}/SubmitSetup`,
    group,
    access: orgAdmin,
    body: submitSetupBody,
    answer: success,
    summary: 'Saves the pending list as connections (the list sent must be the stored one, else 409).',
  }),
};
