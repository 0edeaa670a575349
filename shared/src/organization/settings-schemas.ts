import * as z from 'zod/mini';
import { id, kindError, optionalText, requiredText, version } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * Organization settings (spec part 2 §3 Setting, SystemSettingList): the platform keeps the definitions (a name in
 * a category, whether the value is a secret, what kind of value it takes); each organization keeps at most one value
 * per definition. A value whose definition has Encrypt lives in Secrets Manager and is answered as SECRET_MASK.
 */
export const settingValueTypes = ['Text', 'Number', 'Email', 'Url', 'TimeZone'] as const;
export type SettingValueType = (typeof settingValueTypes)[number];

/** A time zone the runtime knows (IANA name such as Europe/Berlin, or UTC). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

/** What is wrong with a value for its definition's type (undefined when it fits). Empty values are allowed. */
export function settingValueProblem(type: SettingValueType, value: string): string | undefined {
  if (value === '') return undefined;
  switch (type) {
    case 'Number':
      return /^-?\d{1,12}(\.\d{1,6})?$/.test(value) ? undefined : 'must be a number';
    case 'Email':
      return z.email().safeParse(value).success ? undefined : 'must be a valid email address';
    case 'Url':
      return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) ? undefined : 'must be a URL (https://…)';
    case 'TimeZone':
      return isTimeZone(value) ? undefined : 'must be a time zone such as Europe/Berlin or UTC';
    default:
      return undefined;
  }
}

export const settingCategory = /* @__PURE__ */ lazySchema(() =>
  z.object({ SettingCategoryID: z.string(), Name: z.string() }),
);
export type SettingCategory = z.infer<typeof settingCategory>;

/** A platform-wide setting definition (spec SystemSettingList). */
export const systemSettingList = /* @__PURE__ */ lazySchema(() =>
  z.object({
    SystemSettingListID: z.string(),
    Name: z.string(),
    SettingCategoryID: z.string(),
    Encrypt: z.boolean(),
    ValueType: z.enum(settingValueTypes),
    Description: z.string(),
    /** How many organizations keep a value for it (PlatformAdmin only: a definition in use cannot be deleted). */
    UsageCount: z.optional(z.number()),
    Version: z.number(),
  }),
);
export type SystemSettingList = z.infer<typeof systemSettingList>;

const definitionFields = /* @__PURE__ */ lazySchema(() => ({
  Name: requiredText(100),
  SettingCategoryID: id(),
  Encrypt: z._default(z.optional(z.boolean({ error: kindError('true or false') })), false),
  ValueType: z._default(
    z.optional(z.enum(settingValueTypes, { error: `must be one of ${settingValueTypes.join(', ')}` })),
    'Text',
  ),
  Description: optionalText(500),
}));
export const systemSettingListInput = /* @__PURE__ */ lazySchema(() => z.object(definitionFields));
export const systemSettingListUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...definitionFields, SystemSettingListID: id(), Version: version() }),
);

/** An organization's value of a setting, as answers show it (the definition's name, category and Encrypt joined). */
export const setting = /* @__PURE__ */ lazySchema(() =>
  z.object({
    SettingID: z.string(),
    SystemSettingListID: z.string(),
    Name: z.string(),
    SettingCategoryID: z.string(),
    /** The category's name. */
    SettingCategories: z.string(),
    Encrypt: z.boolean(),
    ValueType: z.enum(settingValueTypes),
    /** SECRET_MASK when Encrypt (and a value is stored). */
    Value: z.string(),
    OrganizationID: z.string(),
    DateLastUpdated: z.string(),
    LastUpdatedBy: z.string(),
    Version: z.number(),
  }),
);
export type Setting = z.infer<typeof setting>;

/** One line (a greeting, an address, a key): line breaks and tabs are refused as in every single-line field. */
const settingValue = () => optionalText(4000);

export const newSettingInput = /* @__PURE__ */ lazySchema(() =>
  z.object({ SystemSettingListID: id(), Value: settingValue() }),
);
/** A change of a setting's value: with SECRET_MASK, an encrypted value keeps what is stored. */
export const settingUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ SettingID: id(), Value: settingValue(), Version: version() }),
);
export const settingIdQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: id() }));

export type NewSetting = z.output<typeof newSettingInput>;
export type SettingChange = z.output<typeof settingUpdate>;
export type SystemSettingListInput = z.output<typeof systemSettingListInput>;
export type SystemSettingListChange = z.output<typeof systemSettingListUpdate>;
