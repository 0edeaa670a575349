import { secret } from '../core/secret';
import * as z from 'zod/mini';
import { parseAdditionalConfiguration } from './secret-fields';
import type { TextRule } from '../core/text-hygiene';
import { optionalText } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

export const authorizationTypes = ['OAuth 2.0', 'No Auth', 'Basic Auth', 'Bearer Token', 'AWS Signature'] as const;
export const grantTypes = ['Authorization Code', 'Password Credentials', 'Implicit', 'Client Credentials'] as const;

/** What answers carry instead of a stored credential; an update that sends it back keeps the stored value. */
export const SECRET_MASK = '••••••••';

/** The outcomes of a credential check; 'not checked' until the first one. */
export const CREDENTIALS_STATUSES = ['valid', 'invalid', 'unreachable', 'not checked'] as const;
export type CredentialsStatus = (typeof CREDENTIALS_STATUSES)[number];

/** A connection as answers show it: credentials masked, the system's name and category resolved. */
export const connection = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationConfigurationID: z.string(),
    OrganizationID: z.string(),
    SystemListID: z.string(),
    SystemListCategoryID: z.string(),
    SystemName: z.string(),
    Category: z.string(),
    ServiceInstanceName: z.string(),
    URL: z.string(),
    AuthorizationType: z.string(),
    GrantType: z.string(),
    UserName: z.string(),
    Password: z.string(),
    Token: z.string(),
    Key: z.string(),
    KeySecret: z.string(),
    AuthorizationURL: z.string(),
    TokenURL: z.string(),
    Scope: z.string(),
    UseCustomDomain: z.boolean(),
    CustomDomainName: z.string(),
    AdditionalConfiguration: z.string(),
    RequireVoiceMFA: z.boolean(),
    QueryReturnLimit: z.number(),
    IsShared: z.boolean(),
    IsDefault: z.boolean(),
    DateLastUpdated: z.string(),
    LastUpdatedBy: z.string(),
    /** Sent back with a change, it makes the change conditional: 409 when someone saved the connection meanwhile. */
    Version: z.number(),
    /** Credential health (credential-health-service.ts): the last check's outcome and when it ran (ISO, '' never). */
    CredentialsStatus: z.optional(z.enum(CREDENTIALS_STATUSES)),
    CredentialsCheckedAt: z.optional(z.string()),
    /** When the OAuth access token expires (ISO), from the token answer's expires_in; '' when not known. */
    TokenExpiresAt: z.optional(z.string()),
  }),
);

export type Connection = z.infer<typeof connection>;

/** Label of a connection whose system is no longer in the catalogue. */
export const PRIVATE_CONNECTION = 'Private Connection';

/** Every text field keeps the shared text rule (no control, broken or direction-override characters). */
const text = (max: number, rule: TextRule = {}) => optionalText(max, rule);
const httpsUrl = () =>
  text(2000).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'must be a URL (https://…)'),
  );
const optionalId = () =>
  z
    ._default(z.optional(z.string({ error: 'must be an id (GUID)' })), '')
    .check(z.refine((value) => value === '' || /^[0-9a-f-]{36}$/i.test(value), 'must be an id (GUID)'));

/** A connection as the console sends it (spec IntegrationConfiguration); credentials may be the mask. */
export const connectionInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    IntegrationConfigurationID: optionalId(),
    SystemListCategoryID: optionalId(),
    SystemListID: optionalId(),
    ServiceInstanceName: text(120),
    URL: httpsUrl(),
    AuthorizationType: z._default(
      z.optional(z.enum([...authorizationTypes, ''], { error: `must be one of ${authorizationTypes.join(', ')}` })),
      '',
    ),
    GrantType: z._default(
      z.optional(z.enum([...grantTypes, ''], { error: `must be one of ${grantTypes.join(', ')}` })),
      '',
    ),
    Token: secret(text(4000)),
    UserName: text(200),
    Password: secret(text(500)),
    Key: secret(text(500)),
    KeySecret: secret(text(500)),
    AuthorizationURL: httpsUrl(),
    TokenURL: httpsUrl(),
    Scope: text(500),
    UseCustomDomain: z._default(z.optional(z.boolean({ error: 'must be true or false' })), false),
    CustomDomainName: text(120),
    AdditionalConfiguration: text(4000, { multiline: true }).check(
      z.refine(
        (value) => parseAdditionalConfiguration(value) !== undefined,
        'must be a JSON object of text values (the system’s connection fields)',
      ),
    ),
    QueryReturnLimit: z._default(
      z.optional(
        z
          .number({ error: 'must be a number' })
          .check(
            z.int('must be a whole number'),
            z.minimum(1, 'must be at least 1'),
            z.maximum(100, 'must be at most 100'),
          ),
      ),
      3,
    ),
    IsShared: z._default(z.optional(z.boolean({ error: 'must be true or false' })), false),
    RequireVoiceMFA: z._default(z.optional(z.boolean({ error: 'must be true or false' })), false),
    /** The Version the change was made from (as answered): 409 when the connection changed since. */
    Version: z.optional(
      z
        .number({ error: 'must be a number' })
        .check(z.int('must be a whole number'), z.minimum(1, 'must be at least 1')),
    ),
  }),
);
export type ConnectionInput = z.input<typeof connectionInput>;

/** The relay operations name a connection by its id. */
const connectionId = () => z.uuid({ error: 'must be the id (GUID) of a connection' });
export const connectionIdQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: connectionId() }));
export const connectionIdBody = /* @__PURE__ */ lazySchema(() =>
  z.object({ IntegrationConfigurationID: connectionId() }),
);
