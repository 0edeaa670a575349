import * as z from 'zod/mini';
import { crudRoutes } from '../core/crud-routes';
import { route } from '../core/route';
import {
  catalogueFilter,
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
} from './schemas';
import {
  category,
  columnChangeFamily,
  integrationDefaultFamily,
  systemCategoryFamily,
  systemFamily,
  systemList,
} from './families';
import { lazySchema } from '../core/lazy-schema';

const P = '/SetupProcessEntity';

/** The platform's catalogue: everyone signed in reads it, a PlatformAdmin maintains it. */
const platform = { group: 'catalogue', prefix: P, readers: 'signedIn', writers: ['PlatformAdmin'] } as const;
/** Records of the organization's own connections: its OrgAdmin reads and keeps them. */
const organization = { group: 'catalogue', prefix: P, readers: ['OrgAdmin'], writers: ['OrgAdmin'] } as const;
// The spec deletes most catalogue records with GET ?id= (kept; the CSRF header rule makes it safe).

export const catalogueRoutes = {
  GetSystemLists: route({
    method: 'GET',
    path: `${P}/GetSystemLists`,
    group: 'catalogue',
    access: 'signedIn',
    answer: /* @__PURE__ */ lazySchema(() =>
      z.object({ SystemLists: z.array(systemList), SystemListCategories: z.array(category) }),
    ),
    summary: 'Every system of the catalogue and every category.',
  }),
  ...systemCategoryFamily.routes,
  ...systemFamily.routes,
  ...crudRoutes({
    ...platform,
    item: defaultSettingField,
    what: 'default setting fields of the systems',
    list: { name: 'GetSystemListDefaultSettingFields', query: catalogueFilter },
    add: { name: 'SubmitSystemListDefaultSetting', body: defaultSettingFieldInput },
    update: { name: 'UpdateSystemListDefaultSetting', body: defaultSettingFieldUpdate },
    remove: { name: 'DeleteSystemListDefaultSettingField', query: idQuery },
  }),
  ...crudRoutes({
    ...platform,
    item: connectionField,
    what: 'connection fields of the systems',
    list: { name: 'GetSystemListConnectionFields', query: catalogueFilter },
    add: { name: 'SubmitSystemListConnectionFields', body: connectionFieldInput },
    update: { name: 'UpdateSystemListConnectionFields', body: connectionFieldUpdate },
    remove: { name: 'DeleteSystemListConnectionFields', query: idQuery },
  }),
  ...integrationDefaultFamily.routes,
  ...columnChangeFamily.routes,
  ...crudRoutes({
    ...organization,
    item: customColumn,
    what: "custom columns of the organization's connections",
    list: { name: 'GetCustomColumn', query: connectionFilter },
    add: { name: 'SubmitCustomColumn', body: customColumnInput },
    update: { name: 'UpdateCustomColumn', body: customColumnUpdate },
    remove: { name: 'DeleteCustomColumn', query: idQuery },
  }),
  GetIntegrationColumns: route({
    method: 'GET',
    path: `${P}/GetIntegrationColumns`,
    group: 'catalogue',
    access: 'signedIn',
    query: /* @__PURE__ */ lazySchema(() => z.object({ SystemListID: catalogueFilter.shape.SystemListID })),
    answer: /* @__PURE__ */ lazySchema(() => z.array(integrationColumn)),
    summary: 'The columns each system offers (optionally of one system).',
  }),
};
