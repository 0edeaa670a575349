import * as z from 'zod/mini';
import { route } from '../core/route';
import { catalogueFilter, integrationColumn } from './schemas';
import { catalogueFamilies, category, systemList } from './families';
import { routesOf } from '../core/family';
import { lazySchema } from '../core/lazy-schema';

const P = '/SetupProcessEntity';

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
  ...routesOf(catalogueFamilies),
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
