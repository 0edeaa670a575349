import * as z from 'zod/mini';
import { family } from '../core/family';
import { id, requiredText } from '../core/fields';
import {
  catalogueFilter,
  connectionFilter,
  connectionId,
  fieldDefinition,
  fieldName,
  fieldType,
  fieldTypes,
  idQuery,
  integrationDefaultFields,
  versioned,
} from './schemas';

/**
 * The catalogue's CRUD families (core/family.ts): one field list gives the input, the update (with the id and a
 * Version that may be left out) and the item as answers show it. A field type is answered as its enum (`stored`),
 * where a family's item answers an enum rule as text.
 */
const P = '/SetupProcessEntity';
/** The platform's catalogue: everyone signed in reads it, a PlatformAdmin maintains it. */
const platform = {
  group: 'catalogue',
  prefix: P,
  readers: 'signedIn',
  writers: ['PlatformAdmin'],
} as const;

export const systemCategoryFamily = family({
  ...platform,
  type: 'Category',
  id: 'SystemListCategoryID',
  what: 'system categories',
  fields: () => ({ Category: requiredText(60) }),
  stored: () => versioned,
  version: 'optional',
  add: { name: 'SubmitSystemListCategory' },
  update: { name: 'UpdateSystemListCategory' },
  remove: { name: 'DeleteSystemListCategory', method: 'POST', query: idQuery },
});

export const systemFamily = family({
  ...platform,
  type: 'System',
  id: 'SystemListID',
  what: 'systems of the catalogue',
  fields: () => ({ Name: requiredText(80), SystemListCategoryID: id() }),
  stored: () => ({
    /** PlatformAdmin only: how many connections (of any organization) use the system; one in use cannot be deleted. */
    ConnectionCount: z.optional(z.number().check(z.int())),
    ...versioned,
  }),
  version: 'optional',
  add: { name: 'SubmitSystemList' },
  update: { name: 'UpdateSystemList' },
  remove: { name: 'DeleteSystemList', method: 'POST', query: idQuery },
});

/** A system's field definitions (its default setting fields and its connection fields): one field list, one rule. */
const fieldDefinitions = { ...platform, fields: () => fieldDefinition, version: 'optional' } as const;
/** They answer the field type as its enum and the system's name beside its id. */
const definitionAnswers = () => ({ FieldType: z.enum(fieldTypes), SystemList: z.string(), ...versioned });

export const defaultSettingFieldFamily = family({
  ...fieldDefinitions,
  type: 'DefaultSettingField',
  id: 'SystemListDefaultSettingFieldID',
  what: 'default setting fields of the systems',
  stored: definitionAnswers,
  list: { name: 'GetSystemListDefaultSettingFields', query: catalogueFilter },
  add: { name: 'SubmitSystemListDefaultSetting' },
  update: { name: 'UpdateSystemListDefaultSetting' },
  remove: { name: 'DeleteSystemListDefaultSettingField', query: idQuery },
});

export const connectionFieldFamily = family({
  ...fieldDefinitions,
  type: 'ConnectionField',
  id: 'SystemListConnectionFieldID',
  what: 'connection fields of the systems',
  stored: () => ({ ...definitionAnswers(), IntegrationDefaultSettingFields: z.array(z.unknown()) }),
  list: { name: 'GetSystemListConnectionFields', query: catalogueFilter },
  add: { name: 'SubmitSystemListConnectionFields' },
  update: { name: 'UpdateSystemListConnectionFields' },
  remove: { name: 'DeleteSystemListConnectionFields', query: idQuery },
});

export const category = systemCategoryFamily.item;
export const systemList = systemFamily.item;
export type SystemListCategory = z.infer<typeof category>;
export type SystemList = z.infer<typeof systemList>;
export const categoryInput = systemCategoryFamily.input;
export const categoryUpdate = systemCategoryFamily.change;
export const systemInput = systemFamily.input;
export const systemUpdate = systemFamily.change;

/** Records of the organization's own connections: its OrgAdmin reads and keeps them. */
const organization = { group: 'catalogue', prefix: P, readers: ['OrgAdmin'], writers: ['OrgAdmin'] } as const;

export const integrationDefaultFamily = family({
  ...organization,
  type: 'IntegrationDefaultSettingField',
  id: 'IntegrationDefaultSettingFieldID',
  what: "default settings of the organization's connections",
  fields: () => integrationDefaultFields,
  stored: () => versioned,
  version: 'optional',
  list: { name: 'GetIntegrationDefaultSettingField', query: connectionFilter },
  add: { name: 'SubmitIntegrationDefaultSettingField' },
  update: { name: 'UpdateIntegrationDefaultSettingField' },
  remove: { name: 'DeleteIntegrationDefaultSettingField', query: idQuery },
});

export const columnChangeFamily = family({
  ...organization,
  type: 'IntegrationColumnChange',
  id: 'IntegrationColumnChangeID',
  what: "column name changes of the organization's connections",
  fields: () => ({
    IntegrationConfigurationID: connectionId(),
    DefaultColumnName: requiredText(64),
    CustomColumnName: requiredText(64),
  }),
  stored: () => versioned,
  version: 'optional',
  list: { name: 'GetColumnNameChange', query: connectionFilter },
  add: { name: 'SubmitColumnNameChange' },
  update: { name: 'UpdateColumnNameChange' },
  remove: { name: 'DeleteColumnNameChange', query: idQuery },
});

export const customColumnFamily = family({
  ...organization,
  type: 'IntegrationCustomColumn',
  id: 'IntegrationCustomColumnID',
  what: "custom columns of the organization's connections",
  fields: () => ({
    IntegrationConfigurationID: connectionId(),
    CustomColumnName: fieldName(),
    CustomColumnType: fieldType(),
  }),
  stored: () => ({ CustomColumnType: z.enum(fieldTypes), ...versioned }),
  version: 'optional',
  list: { name: 'GetCustomColumn', query: connectionFilter },
  add: { name: 'SubmitCustomColumn' },
  update: { name: 'UpdateCustomColumn' },
  remove: { name: 'DeleteCustomColumn', query: idQuery },
});

export const integrationDefault = integrationDefaultFamily.item;
export const integrationDefaultInput = integrationDefaultFamily.input;
export const integrationDefaultUpdate = integrationDefaultFamily.change;
export const columnChange = columnChangeFamily.item;
export const columnChangeInput = columnChangeFamily.input;
export const columnChangeUpdate = columnChangeFamily.change;

export const defaultSettingField = defaultSettingFieldFamily.item;
export type DefaultSettingField = z.infer<typeof defaultSettingField>;
export const connectionField = connectionFieldFamily.item;
export type ConnectionField = z.infer<typeof connectionField>;
export const customColumn = customColumnFamily.item;

/** The catalogue's families, in the route table's order: the list is where a catalogue family is named. */
export const catalogueFamilies = [
  systemCategoryFamily,
  systemFamily,
  defaultSettingFieldFamily,
  connectionFieldFamily,
  integrationDefaultFamily,
  columnChangeFamily,
  customColumnFamily,
] as const;
