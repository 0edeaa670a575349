import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { id, optionalText, queryText, requiredText, textHygiene } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * Every catalogue and connection record answers its Version; an update that sends it back is made only if nobody
 * changed the record since (else 409). Without one, the update is made from the record as the server reads it,
 * still conditionally, so a concurrent write is never lost silently (the same rule as invoices and connections).
 */
export const versioned = /* @__PURE__ */ lazySchema(() => ({ Version: z.number() }));

export const fieldTypes = ['String', 'Integer', 'Decimal', 'Boolean'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const fieldType = () => z.enum(fieldTypes, { error: `must be one of ${fieldTypes.join(', ')}` });

/** Field names are identifiers the assistant and the connection code read (e.g. InstanceName, ApiKey). */
export const fieldName = () =>
  requiredText(64).check(
    z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must start with a letter and hold only letters, digits and _'),
  );

/** A field definition of a system: a default setting field and a connection field alike (families.ts). */
export const fieldDefinition = /* @__PURE__ */ lazySchema(() => ({
  FieldName: fieldName(),
  FieldLabel: requiredText(80),
  FieldType: fieldType(),
  FieldShortDescription: optionalText(300, { multiline: true }),
  SystemListID: id(),
}));

export const integrationColumn = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationColumnID: z.string(),
    ColumnName: z.string(),
    SystemListID: z.string(),
  }),
);

export const voiceIntent = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    Question: z.string(),
    ApiUrl: z.string(),
    Module: z.string(),
    UrlFinalParams: z.string(),
    SystemListID: z.string(),
  }),
);
export type VoiceIntent = z.infer<typeof voiceIntent>;

/** Filters of the catalogue lists: the spec's two page values as query parameters. */
export const catalogueFilter = /* @__PURE__ */ lazySchema(() =>
  z.object({
    categoryId: z.optional(id()),
    systemName: z.optional(queryText(80)),
    SystemListID: z.optional(id()),
  }),
);
export const idQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: id() }));

/** Per-connection records: each belongs to one of the organization's connections. */
export const connectionId = () =>
  z.pipe(
    z.string({ error: 'is required: no connection exists for the chosen system' }),
    z.uuid({ error: 'must name one of your connections' }),
  );

/** A connection's default setting: its value of one of its system's default setting fields. */
export const integrationDefaultFields = /* @__PURE__ */ lazySchema(() => ({
  IntegrationConfigurationID: connectionId(),
  SystemListDefaultSettingID: id(),
  Name: requiredText(64),
  Value: z._default(
    withMeta(
      z
        .string({ error: 'must be text' })
        .check(z.maxLength(1000, 'must be at most 1000 characters'), z.superRefine(textHygiene({ multiline: true }))),
      { multiline: true },
    ),
    '',
  ),
}));
export const connectionFilter = /* @__PURE__ */ lazySchema(() =>
  z.object({ IntegrationConfigurationID: z.optional(id()) }),
);
