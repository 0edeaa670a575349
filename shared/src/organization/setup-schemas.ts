import * as z from 'zod/mini';
import { category, systemList } from '../catalogue/families';
import { id } from '../core/fields';
import { connection } from '../connections/schemas';
import { organizationDetails } from './schemas';
import { lazySchema } from '../core/lazy-schema';

/**
 * A configuration waiting in the setup's pending list (spec part 2 §7 SetupIntegrationConfigurationSystems): a
 * connection as answers show it (credentials masked; its IntegrationConfigurationID is the one it gets when the
 * setup is submitted) and the entry's own id.
 */
export const pendingConfiguration = /* @__PURE__ */ lazySchema(() => z.extend(connection, { EntryID: z.string() }));
export type PendingConfiguration = z.infer<typeof pendingConfiguration>;

export const setupDataQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IsUpdateMode: z.pipe(
      z.optional(z.enum(['true', 'false', 'True', 'False', ''], { error: 'must be true or false' })),
      z.transform((value) => value?.toLowerCase() === 'true'),
    ),
  }),
);

/**
 * What the setup screen opens with. IntegrationConfigurations: in setup mode the pending list, in update mode the
 * organization's connections. IsInvited: the user joined by an invitation (not the organization's founding owner),
 * so the organization's own details are read-only for them.
 */
export const setupData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    SystemLists: z.array(systemList),
    SystemListCategories: z.array(category),
    IntegrationConfigurations: z.array(z.extend(connection, { EntryID: z.optional(z.string()) })),
    ActiveUser: z.object({ Email: z.string() }),
    IsInvited: z.boolean(),
    Organization: organizationDetails,
  }),
);
export type SetupData = z.infer<typeof setupData>;

export const pendingIndexQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    index: z.pipe(
      z
        .string({ error: 'is required' })
        .check(z.regex(/^\d{1,3}$/, 'must be a whole number (the position in the pending list, from 0)')),
      z.transform(Number),
    ),
  }),
);

/**
 * SubmitSetup sends the pending list as the screen shows it: it is saved only if that is still the stored list
 * (another tab may have changed it: 409, reload).
 */
export const submitSetupBody = /* @__PURE__ */ lazySchema(() =>
  z
    .array(z.looseObject({ EntryID: id() }), { error: 'must be the list of pending configurations' })
    .check(z.maxLength(100, 'must hold at most 100 configurations')),
);
