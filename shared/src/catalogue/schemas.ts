import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { id, optionalText, queryText, requiredText, textHygiene, version } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * Every catalogue and connection record answers its Version; an update that sends it back is made only if nobody
 * changed the record since (else 409). Without one, the update is made from the record as the server reads it,
 * still conditionally, so a concurrent write is never lost silently (the same rule as invoices and connections).
 */
const versioned = /* @__PURE__ */ lazySchema(() => ({ Version: z.number() }));
const sentVersion = /* @__PURE__ */ lazySchema(() => ({ Version: z.optional(version()) }));

export const fieldTypes = ['String', 'Integer', 'Decimal', 'Boolean'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const fieldType = () => z.enum(fieldTypes, { error: `must be one of ${fieldTypes.join(', ')}` });

/** Field names are identifiers the assistant and the connection code read (e.g. InstanceName, ApiKey). */
export const fieldName = () =>
  requiredText(64).check(
    z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must start with a letter and hold only letters, digits and _'),
  );

export const category = /* @__PURE__ */ lazySchema(() =>
  z.object({ SystemListCategoryID: z.string(), Category: z.string(), ...versioned }),
);
export const systemList = /* @__PURE__ */ lazySchema(() =>
  z.object({
    SystemListID: z.string(),
    Name: z.string(),
    SystemListCategoryID: z.string(),
    /** PlatformAdmin only: how many connections (of any organization) use the system; one in use cannot be deleted. */
    ConnectionCount: z.optional(z.number().check(z.int())),
    ...versioned,
  }),
);
export type SystemListCategory = z.infer<typeof category>;
export type SystemList = z.infer<typeof systemList>;

export const categoryInput = /* @__PURE__ */ lazySchema(() => z.object({ Category: requiredText(60) }));
export const categoryUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(categoryInput, { SystemListCategoryID: id(), ...sentVersion }),
);
export const systemInput = /* @__PURE__ */ lazySchema(() =>
  z.object({ Name: requiredText(80), SystemListCategoryID: id() }),
);
export const systemUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(systemInput, { SystemListID: id(), ...sentVersion }),
);

const fieldDefinition = /* @__PURE__ */ lazySchema(() => ({
  FieldName: fieldName(),
  FieldLabel: requiredText(80),
  FieldType: fieldType(),
  FieldShortDescription: optionalText(300, { multiline: true }),
  SystemListID: id(),
}));

export const defaultSettingFieldInput = /* @__PURE__ */ lazySchema(() => z.object(fieldDefinition));
export const defaultSettingFieldUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(defaultSettingFieldInput, {
    SystemListDefaultSettingFieldID: id(),
    ...sentVersion,
  }),
);
export const defaultSettingField = /* @__PURE__ */ lazySchema(() =>
  z.object({
    SystemListDefaultSettingFieldID: z.string(),
    FieldName: z.string(),
    FieldLabel: z.string(),
    FieldType: z.enum(fieldTypes),
    FieldShortDescription: z.string(),
    SystemListID: z.string(),
    SystemList: z.string(),
    ...versioned,
  }),
);
export type DefaultSettingField = z.infer<typeof defaultSettingField>;

export const connectionFieldInput = /* @__PURE__ */ lazySchema(() => z.object(fieldDefinition));
export const connectionFieldUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(connectionFieldInput, {
    SystemListConnectionFieldID: id(),
    ...sentVersion,
  }),
);
export const connectionField = /* @__PURE__ */ lazySchema(() =>
  z.extend(z.omit(defaultSettingField, { SystemListDefaultSettingFieldID: true }), {
    SystemListConnectionFieldID: z.string(),
    IntegrationDefaultSettingFields: z.array(z.unknown()),
  }),
);
export type ConnectionField = z.infer<typeof connectionField>;

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
const connectionId = () =>
  z.pipe(
    z.string({ error: 'is required: no connection exists for the chosen system' }),
    z.uuid({ error: 'must name one of your connections' }),
  );

export const integrationDefaultInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);
export const integrationDefaultUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(integrationDefaultInput, {
    IntegrationDefaultSettingFieldID: id(),
    ...sentVersion,
  }),
);
export const integrationDefault = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationDefaultSettingFieldID: z.string(),
    IntegrationConfigurationID: z.string(),
    SystemListDefaultSettingID: z.string(),
    Name: z.string(),
    Value: z.string(),
    ...versioned,
  }),
);

export const columnChangeInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationConfigurationID: connectionId(),
    DefaultColumnName: requiredText(64),
    CustomColumnName: requiredText(64),
  }),
);
export const columnChangeUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(columnChangeInput, { IntegrationColumnChangeID: id(), ...sentVersion }),
);
export const columnChange = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationColumnChangeID: z.string(),
    IntegrationConfigurationID: z.string(),
    DefaultColumnName: z.string(),
    CustomColumnName: z.string(),
    ...versioned,
  }),
);

export const customColumnInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationConfigurationID: connectionId(),
    CustomColumnName: fieldName(),
    CustomColumnType: fieldType(),
  }),
);
export const customColumnUpdate = /* @__PURE__ */ lazySchema(() =>
  z.extend(customColumnInput, { IntegrationCustomColumnID: id(), ...sentVersion }),
);
export const customColumn = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationCustomColumnID: z.string(),
    IntegrationConfigurationID: z.string(),
    CustomColumnName: z.string(),
    CustomColumnType: z.enum(fieldTypes),
    ...versioned,
  }),
);

export const connectionFilter = /* @__PURE__ */ lazySchema(() =>
  z.object({ IntegrationConfigurationID: z.optional(id()) }),
);
