import { z } from 'zod';
import {
  catalogueFilter,
  category,
  categoryInput,
  categoryUpdate,
  columnChange,
  columnChangeInput,
  columnChangeUpdate,
  connectionField,
  connectionFieldInput,
  connectionFieldUpdate,
  connectionFilter,
  customColumn,
  customColumnInput,
  customColumnUpdate,
  defaultSettingField,
  defaultSettingFieldInput,
  defaultSettingFieldUpdate,
  idQuery,
  integrationColumn,
  integrationDefault,
  integrationDefaultInput,
  integrationDefaultUpdate,
  systemList,
  systemInput,
  systemUpdate,
} from '../schemas/catalogue';
import { route, type HttpMethod, type RouteDef } from './define';

const P = '/SetupProcessEntity';
const platformAdmin = ['PlatformAdmin'] as const;
const orgAdmin = ['OrgAdmin'] as const;
const success = z.literal('Success');

/** The four calls of one catalogue record kind (Get list, Delete ?id=, Update, Submit), as the spec names them. */
function crud<A extends z.ZodType, C extends z.ZodType, U extends z.ZodType, F extends z.ZodType>(spec: {
  get: string;
  del: string;
  update: string;
  submit: string;
  deleteMethod?: HttpMethod;
  readers: RouteDef['access'];
  writers: readonly ('PlatformAdmin' | 'OrgAdmin')[];
  filter: F;
  answer: A;
  create: C;
  change: U;
  what: string;
}) {
  const group = 'catalogue' as const;
  return {
    get: route({
      method: 'GET',
      path: `${P}/${spec.get}`,
      group,
      access: spec.readers,
      query: spec.filter,
      answer: z.array(spec.answer),
      summary: `List ${spec.what}.`,
    }),
    del: route({
      method: spec.deleteMethod ?? 'GET',
      path: `${P}/${spec.del}`,
      group,
      access: spec.writers,
      query: idQuery,
      answer: success,
      summary: `Delete one of the ${spec.what}.`,
    }),
    update: route({
      method: 'POST',
      path: `${P}/${spec.update}`,
      group,
      access: spec.writers,
      body: spec.change,
      answer: success,
      summary: `Change one of the ${spec.what}.`,
    }),
    submit: route({
      method: 'POST',
      path: `${P}/${spec.submit}`,
      group,
      access: spec.writers,
      body: spec.create,
      answer: spec.answer,
      status: 201,
      summary: `Add to the ${spec.what}; answers the created record.`,
    }),
  };
}

const categories = crud({
  get: 'GetSystemListCategories',
  del: 'DeleteSystemListCategory',
  update: 'UpdateSystemListCategory',
  submit: 'SubmitSystemListCategory',
  deleteMethod: 'POST',
  readers: 'signedIn',
  writers: platformAdmin,
  filter: z.object({}),
  answer: category,
  create: categoryInput,
  change: categoryUpdate,
  what: 'system categories',
});
const systems = crud({
  get: 'GetSystems',
  del: 'DeleteSystemList',
  update: 'UpdateSystemList',
  submit: 'SubmitSystemList',
  deleteMethod: 'POST',
  readers: 'signedIn',
  writers: platformAdmin,
  filter: catalogueFilter,
  answer: systemList,
  create: systemInput,
  change: systemUpdate,
  what: 'systems of the catalogue',
});
const defaults = crud({
  get: 'GetSystemListDefaultSettingFields',
  del: 'DeleteSystemListDefaultSettingField',
  update: 'UpdateSystemListDefaultSetting',
  submit: 'SubmitSystemListDefaultSetting',
  readers: 'signedIn',
  writers: platformAdmin,
  filter: catalogueFilter,
  answer: defaultSettingField,
  create: defaultSettingFieldInput,
  change: defaultSettingFieldUpdate,
  what: 'default setting fields of the systems',
});
const connectionFields = crud({
  get: 'GetSystemListConnectionFields',
  del: 'DeleteSystemListConnectionFields',
  update: 'UpdateSystemListConnectionFields',
  submit: 'SubmitSystemListConnectionFields',
  readers: 'signedIn',
  writers: platformAdmin,
  filter: catalogueFilter,
  answer: connectionField,
  create: connectionFieldInput,
  change: connectionFieldUpdate,
  what: 'connection fields of the systems',
});
const integrationDefaults = crud({
  get: 'GetIntegrationDefaultSettingField',
  del: 'DeleteIntegrationDefaultSettingField',
  update: 'UpdateIntegrationDefaultSettingField',
  submit: 'SubmitIntegrationDefaultSettingField',
  readers: orgAdmin,
  writers: orgAdmin,
  filter: connectionFilter,
  answer: integrationDefault,
  create: integrationDefaultInput,
  change: integrationDefaultUpdate,
  what: "default settings of the organization's connections",
});
const columnChanges = crud({
  get: 'GetColumnNameChange',
  del: 'DeleteColumnNameChange',
  update: 'UpdateColumnNameChange',
  submit: 'SubmitColumnNameChange',
  readers: orgAdmin,
  writers: orgAdmin,
  filter: connectionFilter,
  answer: columnChange,
  create: columnChangeInput,
  change: columnChangeUpdate,
  what: "column name changes of the organization's connections",
});
const customColumns = crud({
  get: 'GetCustomColumn',
  del: 'DeleteCustomColumn',
  update: 'UpdateCustomColumn',
  submit: 'SubmitCustomColumn',
  readers: orgAdmin,
  writers: orgAdmin,
  filter: connectionFilter,
  answer: customColumn,
  create: customColumnInput,
  change: customColumnUpdate,
  what: "custom columns of the organization's connections",
});

export const catalogueRoutes = {
  GetSystemLists: route({
    method: 'GET',
    path: `${P}/GetSystemLists`,
    group: 'catalogue',
    access: 'signedIn',
    answer: z.object({ SystemLists: z.array(systemList), SystemListCategories: z.array(category) }),
    summary: 'Every system of the catalogue and every category.',
  }),
  SubmitSystemListCategory: categories.submit,
  UpdateSystemListCategory: categories.update,
  DeleteSystemListCategory: categories.del,
  SubmitSystemList: systems.submit,
  UpdateSystemList: systems.update,
  DeleteSystemList: systems.del,
  GetSystemListDefaultSettingFields: defaults.get,
  DeleteSystemListDefaultSettingField: defaults.del,
  UpdateSystemListDefaultSetting: defaults.update,
  SubmitSystemListDefaultSetting: defaults.submit,
  GetSystemListConnectionFields: connectionFields.get,
  DeleteSystemListConnectionFields: connectionFields.del,
  UpdateSystemListConnectionFields: connectionFields.update,
  SubmitSystemListConnectionFields: connectionFields.submit,
  GetIntegrationDefaultSettingField: integrationDefaults.get,
  DeleteIntegrationDefaultSettingField: integrationDefaults.del,
  UpdateIntegrationDefaultSettingField: integrationDefaults.update,
  SubmitIntegrationDefaultSettingField: integrationDefaults.submit,
  GetColumnNameChange: columnChanges.get,
  DeleteColumnNameChange: columnChanges.del,
  UpdateColumnNameChange: columnChanges.update,
  SubmitColumnNameChange: columnChanges.submit,
  GetCustomColumn: customColumns.get,
  DeleteCustomColumn: customColumns.del,
  UpdateCustomColumn: customColumns.update,
  SubmitCustomColumn: customColumns.submit,
  GetIntegrationColumns: route({
    method: 'GET',
    path: `${P}/GetIntegrationColumns`,
    group: 'catalogue',
    access: 'signedIn',
    query: z.object({ SystemListID: catalogueFilter.shape.SystemListID }),
    answer: z.array(integrationColumn),
    summary: 'The columns each system offers (optionally of one system).',
  }),
};
